import { describe, expect, it } from 'vitest';
import { dayOf, lastDays, startOfDay } from './days.ts';

describe('lastDays', () => {
  it('lists the days up to today, oldest first, across a month end', () => {
    expect(lastDays(3, new Date(2026, 2, 1, 8, 30))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('ends with the day a createTime written now begins with', () => {
    const now = new Date();
    expect(lastDays(30, now)).toHaveLength(30);
    expect(lastDays(30, now).at(-1)).toBe(dayOf(now));
  });
});

describe('startOfDay', () => {
  it('is local midnight', () => {
    expect(startOfDay(new Date(2026, 4, 6, 23, 59))).toBe(new Date(2026, 4, 6).getTime());
  });
});
