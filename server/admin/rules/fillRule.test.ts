import { describe, expect, it } from 'vitest';
import { counterPeriod, fillValue, formatDatePart, parseFillParams } from './fillRule.ts';

const at = new Date(2026, 2, 4, 9, 5, 7);

describe('fill rule parameters and values', () => {
  it('formats the date part with the platform\'s tokens', () => {
    expect(formatDatePart('yyyyMMdd', at)).toBe('20260304');
    expect(formatDatePart('yy-MM-dd', at)).toBe('26-03-04');
    expect(formatDatePart('yyyyMMddHHmmss', at)).toBe('20260304090507');
  });

  it('builds prefix + date + zero-padded serial, growing past the width', () => {
    const parsed = parseFillParams('{"prefix":"CK","datePattern":"yyyyMM","serialLength":3}');
    if (!parsed.ok) throw new Error(parsed.problem);
    const period = counterPeriod(parsed.value, at);
    expect(period).toBe('CK202603');
    expect(fillValue(period, 7, parsed.value)).toBe('CK202603007');
    expect(fillValue(period, 1234, parsed.value)).toBe('CK2026031234');
  });

  it('defaults to a bare 4-digit serial and refuses bad parameters', () => {
    expect(parseFillParams(null)).toEqual({ ok: true, value: { prefix: '', datePattern: '', serialLength: 4 } });
    expect(parseFillParams('[]')).toMatchObject({ ok: false });
    expect(parseFillParams('{"prefix":1}')).toMatchObject({ ok: false, problem: '前缀 prefix 应为不超过20个字符的文本' });
    expect(parseFillParams('{"datePattern":"yyyy%"}')).toMatchObject({ ok: false });
    expect(parseFillParams('{"serialLength":0}')).toMatchObject({ ok: false, problem: '流水号位数 serialLength 应为1到12之间的整数' });
  });
});
