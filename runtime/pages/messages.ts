/** Texts of the page kinds other than list. */
export const pageKindMessages = {
  invalidSchema: '页面配置有误，无法显示',
  invalidSchemaHint: '请按以下位置修改页面 JSON 配置（npm run check:schemas 可在放入前检查）：',
  submit: '提交',
  reset: '重置',
  saved: '保存成功',
  noDataSource: '该页面没有配置数据源',
  missingId: '缺少参数 id',
  loadFailed: '加载失败',
  unknownKind: '未知的页面类型',
} as const;
