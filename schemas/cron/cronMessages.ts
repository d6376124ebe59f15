/** Messages of the cron expression rules, shared by the cron editor and the job runner. */
export const cronMsg = {
  empty: 'Cron表达式不能为空',
  fieldCount: 'Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]），现有{count}个',
  notInteger: '{field}的值“{value}”不是整数',
  outOfRange: '{field}的取值范围是{min}-{max}，“{value}”超出范围',
  intervalOutOfRange: '{field}的间隔取值范围是{min}-{max}，“{value}”超出范围',
  rangeReversed: '{field}的起始值{from}不能大于结束值{to}',
  unsupported: '{field}不支持写法“{text}”',
  questionMark: '“?”只能用在日或周',
  dayWeekBothSet: '日和周不能同时指定，其中一个须为“?”',
  dayWeekBothUnset: '日和周不能同时为“?”，其中一个须指定',
  nthOutOfRange: '第几个星期几的“第几”取值范围是1-5，“{value}”超出范围',
  lastOffsetOutOfRange: '月末前的天数取值范围是1-30，“{value}”超出范围',
  noFutureRun: '该Cron表达式没有将来的执行时间',
  fieldNames: { second: '秒', minute: '分', hour: '时', day: '日', month: '月', week: '周', year: '年' },
} as const;

/** Puts `{name}` values into a message. */
export function fillCron(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
