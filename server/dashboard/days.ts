import { formatDateTime } from '../ids.ts';

/** The `yyyy-MM-dd` of a moment in the server's local time, as `createTime` columns begin. */
export const dayOf = (date: Date): string => formatDateTime(date).slice(0, 10);

/**
 * The last `count` calendar days up to and including the day of `now`, oldest first. Stepping by
 * calendar date (not by 24 hours) keeps one key per day across daylight-saving changes.
 */
export function lastDays(count: number, now = new Date()): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    days.push(dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - back, 12)));
  }
  return days;
}

/** Local midnight of the day of `now`, in epoch milliseconds (session clocks are epoch ms). */
export const startOfDay = (now = new Date()): number => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
