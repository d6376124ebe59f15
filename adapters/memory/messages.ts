/** What the memory adapter answers, in the server's own words (server/http/messages.ts). */
export const memoryMessages = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  notFound: '未找到对应数据',
  required: '{label}不能为空',
  duplicate: '{label}已存在',
  notNumber: '{label}必须是数字',
  notInteger: '{label}必须是整数',
  badDate: '{label}格式应为yyyy-MM-dd',
  badDateTime: '{label}格式应为yyyy-MM-dd HH:mm:ss',
  notInDict: '{label}的值不在字典中：{value}',
  tooLong: '{label}长度不能超过{length}个字符',
  dictCodeRequired: '字典Code不能为空!',
  noTree: '数据源未配置树形查询（tree.parentField）',
  importAll: '文件导入成功！数据行数：{count}',
  importPartial: '共{total}行数据，其中成功{ok}行，失败{failed}行',
  importFailed: '文件导入失败：{detail}',
  importLine: '第{line}行：{message}',
  badFile: '文件格式不正确，请上传 .xlsx 文件',
  defaultExportName: '导出数据',
} as const;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
