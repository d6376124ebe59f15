import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, helloFor, percent } from './format';

describe('formatBytes', () => {
  it.each([[0, '0 B'], [1023, '1023 B'], [1536, '1.5 KB'], [5 * 1024 ** 2, '5.0 MB'], [3.25 * 1024 ** 3, '3.3 GB']])('%d → %s', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

describe('formatDuration', () => {
  it.each([[0.4, '0秒'], [59, '59秒'], [60, '1分'], [3600, '1小时 0分'], [93_784, '1天 2小时 3分']])('%d → %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});

describe('helloFor', () => {
  it.each([[0, '早上好'], [8, '早上好'], [9, '上午好'], [11, '上午好'], [12, '中午好'], [13, '中午好'], [14, '下午好'], [19, '下午好'], [20, '晚上好']])(
    '%d o\'clock → %s', (hour, hello) => expect(helloFor(hour)).toBe(hello),
  );
});

describe('percent', () => {
  it('is a whole share, 0 without a total', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 0)).toBe(0);
  });
});
