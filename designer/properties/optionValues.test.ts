import { describe, expect, it } from 'vitest';
import { formatDefaultValue, parseDefaultList, parseDefaultValue, toOptionValue } from './optionValues.ts';

describe('option values (seed 001 §3: values that look numeric are stored as numbers)', () => {
  it.each([
    ['1', 1],
    ['-2', -2],
    ['3.5', 3.5],
    ['0', 0],
  ])('stores %j as the number %j', (typed, stored) => {
    expect(toOptionValue(typed)).toBe(stored);
  });

  it.each(['01', '1.', 'abc', '1e3', '', ' 1'])('keeps %j as text', (typed) => {
    expect(toOptionValue(typed)).toBe(typed);
  });

  it('reads a default value as a boolean, a number or text', () => {
    expect(parseDefaultValue('true')).toBe(true);
    expect(parseDefaultValue('2')).toBe(2);
    expect(parseDefaultValue('Y')).toBe('Y');
  });

  it('reads a multi-choice default as a comma list, numbers where they look so', () => {
    expect(parseDefaultList('1, 2,a,,')).toEqual([1, 2, 'a']);
    expect(formatDefaultValue([1, 2, 'a'])).toBe('1,2,a');
    expect(formatDefaultValue(undefined)).toBe('');
  });
});
