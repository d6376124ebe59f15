/** Messages of the designer's server calls, in one place. */
export const apiMessages = {
  /** The server answered something that is not the platform's envelope or not the expected shape. */
  badAnswer: '服务器返回的数据格式不正确（{url}）',
  refused: '操作失败',
  /** Seed 001 section 5: 'condition value is wrong, a JSON string is required'. */
  conditionNotJson: 'condition 参数有误，需要一个JSON字符串',
  idRequired: '缺少表单id',
} as const;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
