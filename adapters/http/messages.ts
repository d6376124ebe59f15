/** Texts the HTTP adapter shows when the server gave none (seed 002 section 8, seed 000's catalogue). */
export const httpMessages = {
  unauthorized: '未授权，请重新登录',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  unavailable: '网络连接异常，请稍后再试',
  timeout: '网络超时',
  serverError: '请求出现错误，请稍后再试',
  operationFailed: '操作失败',
  badResponse: '服务器返回的数据格式不正确',
  downloadFailed: '文件下载失败',
  dictCodeRequired: '字典Code不能为空!',
  noTree: '数据源未配置树形查询：请在 dataSource.args 中给出 tree.parentField 或 treeDict',
  defaultExportName: '导出数据.xlsx',
} as const;
