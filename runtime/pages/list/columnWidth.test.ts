import { describe, expect, it } from 'vitest';
import { columnWidth, MIN_COLUMN_WIDTH, textWidth } from './columnWidth.ts';

describe('columnWidth', () => {
  it('measures Chinese characters about twice as wide as Latin ones', () => {
    expect(textWidth('用户')).toBe(28);
    expect(textWidth('ID')).toBe(16);
  });

  it('gives a short title the minimum and a long one its whole text with the icons', () => {
    expect(columnWidth('状态')).toBe(MIN_COLUMN_WIDTH);
    const long = '最近一次登录的IP地址';
    expect(columnWidth(long)).toBe(textWidth(long) + 34);
    expect(columnWidth(long, { sorter: true, filters: true })).toBe(textWidth(long) + 34 + 48);
  });
});
