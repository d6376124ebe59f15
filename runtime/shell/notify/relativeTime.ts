import { notifyMessages } from './messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Seed 000 section 9: "just now" under 10 minutes. */
const JUST_NOW_MS = 10 * MINUTE_MS;
/** Seed 000 section 9: days are counted up to 3; a fourth whole day shows the date. */
const MAX_DAYS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** The server's local datetimes (`yyyy-MM-dd HH:mm:ss`, also with `T` or without seconds). */
export function parseServerTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (match === null) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * 刚刚, N分钟前, N小时前, N天前 (up to 3), then the date (seed 000 section 9). A time in the future
 * (clocks a little apart) reads as 刚刚; an unreadable value is shown as it came.
 */
export function relativeTime(value: string | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseServerTime(value);
  if (date === null) return value;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < JUST_NOW_MS) return notifyMessages.justNow;
  if (elapsed < HOUR_MS) return notifyMessages.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return notifyMessages.hoursAgo(Math.floor(elapsed / HOUR_MS));
  const days = Math.floor(elapsed / DAY_MS);
  return days <= MAX_DAYS ? notifyMessages.daysAgo(days) : formatDateTime(date);
}
