/** Chinese texts of the business component modal (seed 002 §2). */
export const bizComponentMessages = {
  title: '请选择',
  query: '查询',
  reset: '重置',
  chosen: '已选择',
  actions: '操作',
  remove: '删除',
  noDataSource: '未配置数据源（dataSource）',
  loadFailed: (reason: string) => `数据加载失败：${reason}`,
  total: (from: number, to: number, total: number) => `${from}-${to} 共${total}条`,
  inputPlaceholder: (label: string) => `请输入${label}`,
};
