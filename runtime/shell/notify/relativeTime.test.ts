import { describe, expect, it } from 'vitest';
import { parseServerTime, relativeTime } from './relativeTime';

const now = new Date(2026, 4, 20, 12, 0, 0);
/** `now` minus the given span, in the server's `yyyy-MM-dd HH:mm:ss`. */
function ago(ms: number): string {
  const d = new Date(now.getTime() - ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const day = 24 * h;

describe('relativeTime (seed 000 section 9)', () => {
  it.each([
    ['the same second', 0, '刚刚'],
    ['9 min 59 s', 10 * min - s, '刚刚'],
    ['exactly 10 min', 10 * min, '10分钟前'],
    ['59 min 59 s', h - s, '59分钟前'],
    ['exactly 1 h', h, '1小时前'],
    ['23 h 59 min', day - min, '23小时前'],
    ['exactly 1 day', day, '1天前'],
    ['2 days 23 h', 3 * day - h, '2天前'],
    ['exactly 3 days', 3 * day, '3天前'],
    ['3 days 23 h 59 min', 4 * day - min, '3天前'],
  ])('%s ago reads %s', (_label, span, expected) => {
    expect(relativeTime(ago(span), now)).toBe(expected);
  });

  it('shows the date from the fourth whole day on', () => {
    expect(relativeTime(ago(4 * day), now)).toBe('2026-05-16 12:00');
    expect(relativeTime('2025-12-31 08:05:09', now)).toBe('2025-12-31 08:05');
  });

  it('reads a time slightly in the future as 刚刚', () => {
    expect(relativeTime('2026-05-20 12:03:00', now)).toBe('刚刚');
  });

  it('keeps blanks blank and unreadable values as they came', () => {
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('', now)).toBe('');
    expect(relativeTime('昨天', now)).toBe('昨天');
  });

  it('parses the server formats', () => {
    expect(parseServerTime('2026-05-20 08:30:15')).toEqual(new Date(2026, 4, 20, 8, 30, 15));
    expect(parseServerTime('2026-05-20T08:30')).toEqual(new Date(2026, 4, 20, 8, 30, 0));
    expect(parseServerTime('2026-05-20')).toEqual(new Date(2026, 4, 20));
    expect(parseServerTime('nonsense')).toBeNull();
  });
});
