/** The Chinese texts of the editable table (seed 002 §5, §8). */
export const gridMessages = {
  required: (title: string) => `${title}不能为空`,
  unique: (title: string) => `${title}不能重复`,
  preset: (title: string, preset: string) => `${title}应为${preset}`,
  pattern: (title: string) => `${title}格式不正确`,
  tooFast: '你点击的太快了，请慢点点击!',
  addCount: '添加行数至少为1',
  addIndex: (max: number) => `插入位置应在0到${max}之间（0为最底部）`,
  hasErrors: (count: number) => `有${count}处内容未通过校验`,
  add: '新增',
  remove: '删除',
  clearSelection: '清空选择',
  selectFirst: '请选择一条记录',
  selectAll: '全选',
  selectRow: (n: number) => `选择第${n}行`,
  statistic: { sum: '合计', average: '平均' },
};
