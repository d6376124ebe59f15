import { describe, expect, it } from 'vitest';
import { formatFilterValue } from './formatFilterValue.ts';
import { readRule } from './grammar.ts';

describe('formatFilterValue (JInput types)', () => {
  const cases: [Parameters<typeof formatFilterValue>[0], string | undefined][] = [
    [{ value: 'x' }, 'x'],
    [{ value: 'x', match: 'like' }, '*x*'],
    [{ value: 'x', match: 'ne' }, '!x'],
    [{ value: '5', match: 'ge' }, '>=5'],
    [{ value: '5', match: 'le' }, '<=5'],
    [{ value: ' x ', match: 'like', trim: true }, '*x*'],
    [{ value: ' x ', match: 'like' }, '* x *'],
    [{ value: '  ', match: 'like' }, undefined],
    [{ value: '' }, undefined],
  ];
  it.each(cases)('%j → %j', (params, expected) => {
    expect(formatFilterValue(params)).toBe(expected);
  });

  it('round-trips through readRule for every match type', () => {
    for (const match of ['eq', 'like', 'ne', 'ge', 'le'] as const) {
      const sent = formatFilterValue({ value: 'v1', match });
      expect(readRule(sent ?? '')).toEqual({ rule: match, value: 'v1' });
    }
  });
});
