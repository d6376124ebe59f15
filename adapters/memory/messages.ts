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
  importPartly: '文件导入成功，但有错误数据！共{total}行，成功{good}行，失败{bad}行',
  importRejected: '文件导入失败，有错误数据，未导入任何数据！共{total}行，失败{bad}行',
  importLine: '第{line}行：{message}',
  importNoColumns: '文件第一行没有可识别的列名',
  importEmpty: '文件中没有数据',
  badFile: '文件格式不正确，请上传 .xlsx 文件',
  defaultExportName: '导出数据',
} as const;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
