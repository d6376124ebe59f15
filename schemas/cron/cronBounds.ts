/**
 * The fields of a Quartz-style cron expression (second minute hour day-of-month month
 * day-of-week [year]) and their bounds, seed 002 section 5: integers only; day of week 1-7 is
 * SUN to SAT (Quartz numbering).
 */
export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export const CRON_FIELDS: readonly CronFieldKey[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

export interface CronFieldBounds {
  min: number;
  max: number;
  /** The step of a 'start/interval' loop. */
  intervalMin: number;
  intervalMax: number;
}

export const CRON_BOUNDS: Readonly<Record<CronFieldKey, CronFieldBounds>> = {
  second: { min: 0, max: 59, intervalMin: 1, intervalMax: 59 },
  minute: { min: 0, max: 59, intervalMin: 1, intervalMax: 60 },
  hour: { min: 0, max: 23, intervalMin: 1, intervalMax: 23 },
  day: { min: 1, max: 31, intervalMin: 1, intervalMax: 31 },
  month: { min: 1, max: 12, intervalMin: 1, intervalMax: 12 },
  week: { min: 1, max: 7, intervalMin: 1, intervalMax: 7 },
  year: { min: 2019, max: 2119, intervalMin: 1, intervalMax: 99 },
};

/** 'd#n': the nth weekday of the month. */
export const NTH_WEEK_MIN = 1;
export const NTH_WEEK_MAX = 5;
/** 'L-n': n days before the last day of the month (Quartz allows 1-30). */
export const LAST_OFFSET_MIN = 1;
export const LAST_OFFSET_MAX = 30;

/** Names Quartz accepts in place of numbers: months JAN-DEC are 1-12, weekdays SUN-SAT are 1-7. */
export const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
export const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
