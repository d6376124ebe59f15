import { describe, expect, it } from 'vitest';
import { clampPercent, formatBytes, formatPercent, formatSeconds, formatValue, readPath } from './format.ts';

describe('dashboard figures formatting', () => {
  it('shows bytes in binary units with at most two decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024 + 300 * 1024)).toBe('50.3 MB');
    expect(formatBytes(512 * 1024 * 1024)).toBe('512 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(-5)).toBe('0 B');
  });

  it('shows a 0-100 share as a percentage and keeps the bar inside 0-100', () => {
    expect(formatPercent(42.567)).toBe('42.57%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-1)).toBe(0);
  });

  it('shows durations in days, hours and minutes', () => {
    expect(formatSeconds(42.7)).toBe('42秒');
    expect(formatSeconds(93_784)).toBe('1天 2小时 3分');
    expect(formatSeconds(3600)).toBe('1小时');
    expect(formatSeconds(86_400 + 60)).toBe('1天 1分');
  });

  it('formats a value by the figure format, and never turns a missing value into 0', () => {
    expect(formatValue(1024 * 1024, 'bytes')).toBe('1 MB');
    expect(formatValue('2048', 'bytes')).toBe('2 KB');
    expect(formatValue(12.5, 'percent')).toBe('12.5%');
    expect(formatValue(1234567.891, 'number')).toBe('1,234,567.89');
    expect(formatValue(5, 'number', '个')).toBe('5 个');
    expect(formatValue(3.14, 'ms')).toBe('3.14 毫秒');
    expect(formatValue('2026-01-02 03:04:05', 'datetime')).toBe('2026-01-02 03:04:05');
    expect(formatValue('v22.1.0', undefined)).toBe('v22.1.0');
    expect(formatValue(null, 'bytes')).toBe('-');
    expect(formatValue(undefined, 'percent')).toBe('-');
    expect(formatValue('n/a', 'bytes')).toBe('n/a');
  });

  it('reads a dotted path in an answer', () => {
    const answer = { heap: { spaces: [{ name: 'old_space' }] }, process: { rss: 10 } };
    expect(readPath(answer, 'process.rss')).toBe(10);
    expect(readPath(answer, 'heap.spaces.0.name')).toBe('old_space');
    expect(readPath(answer, undefined)).toBe(answer);
    expect(readPath(answer, 'process.rss.deeper')).toBeUndefined();
    expect(readPath(answer, 'nothing.here')).toBeUndefined();
  });
});
