/** Chinese texts of the role and position pickers (seed 002 §2 names the columns). */
export const listPickerMessages = {
  pickRole: '选择角色',
  roleName: '角色名称',
  roleCode: '角色编码',
  pickPosition: '选择职务',
  positionName: '职务名称',
  positionCode: '职务编码',
  positionRank: '职级',
  /** The keyword box says what the server searches by. */
  searchBy: (what: string) => `按${what}查询`,
  total: (from: number, to: number, total: number) => `${from}-${to} 共${total}条`,
  loadFailed: (reason: string) => `数据加载失败：${reason}`,
};
