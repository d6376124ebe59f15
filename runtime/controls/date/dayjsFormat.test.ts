import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toDayjsFormat, valueCodec } from './dayjsFormat.ts';

describe('toDayjsFormat', () => {
  const cases: [string, string][] = [
    ['yyyy-MM-dd', 'YYYY-MM-DD'],
    ['yyyy-MM-dd HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'],
    ['yyyy 第 WW 周', 'YYYY 第 ww 周'],
    ['yyyy-MM', 'YYYY-MM'],
    ['yyyy', 'YYYY'],
    ['yy/M/d', 'YY/M/D'],
    ['HH:mm:ss', 'HH:mm:ss'],
  ];
  it.each(cases)('%s → %s', (designer, expected) => {
    expect(toDayjsFormat(designer)).toBe(expected);
  });
});

describe('valueCodec', () => {
  it('reads and writes the value-format', () => {
    const codec = valueCodec('yyyy-MM-dd', 'yyyy年MM月dd日');
    const date = codec.parse('2024-03-05');
    expect(date?.format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(codec.format(dayjs('2024-12-31T10:00:00'))).toBe('2024-12-31');
  });

  it('uses the display format when there is no value-format, and milliseconds for timestamp', () => {
    expect(valueCodec('', 'yyyy-MM').format(dayjs('2024-07-09'))).toBe('2024-07');
    const stamp = valueCodec('timestamp', 'yyyy-MM-dd');
    const at = dayjs('2024-07-09T00:00:00');
    expect(stamp.format(at)).toBe(at.valueOf());
    expect(stamp.parse(at.valueOf())?.isSame(at)).toBe(true);
  });

  it('answers null for nothing or nonsense', () => {
    const codec = valueCodec('yyyy-MM-dd', 'yyyy-MM-dd');
    expect(codec.parse('')).toBeNull();
    expect(codec.parse(undefined)).toBeNull();
    expect(codec.parse('not a date')).toBeNull();
  });
});
