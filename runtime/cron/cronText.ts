import type { CronFieldKey } from '../../schemas/cron/cronBounds.ts';

/** The cron editor's texts, in one place. */
export const cronText = {
  title: 'Cron表达式',
  expression: '表达式',
  preview: '最近10次运行时间',
  noRuns: '没有将来的运行时间',
  choose: '选择',
  placeholder: '请输入Cron表达式',
  ok: '确定',
  cancel: '取消',
  tabs: { second: '秒', minute: '分', hour: '时', day: '日', month: '月', week: '周', year: '年' } as Record<CronFieldKey, string>,
  /** The unit in the mode sentences ('每{unit}'). */
  units: { second: '秒', minute: '分钟', hour: '小时', day: '日', month: '月', week: '周', year: '年' } as Record<CronFieldKey, string>,
  every: '每{unit}',
  unset: '不指定',
  range: '周期，从',
  rangeTo: '到',
  loop: '从',
  loopStartSuffix: '开始，每',
  loopEverySuffix: '执行一次',
  specific: '指定',
  last: '本月最后一天',
  lastWeekday: '本月最后一个工作日',
  lastOffset: '本月最后一天前',
  lastOffsetSuffix: '天',
  nearestWeekday: '每月',
  nearestWeekdaySuffix: '号最近的那个工作日',
  nth: '本月第',
  nthMiddle: '个',
  lastOf: '本月最后一个',
  weekSpecific: '指定星期',
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
} as const;

export const fillText = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
