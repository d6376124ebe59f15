import { describe, expect, it } from 'vitest';
import { PRESETS, patternOf } from './presets.ts';

const cases: Record<string, { pass: string[]; fail: string[] }> = {
  'n6-16': { pass: ['123456', '1234567890123456'], fail: ['12345', '12345678901234567', '12345a'] },
  '*6-16': { pass: ['ab c1!', '中文也可以的字符'], fail: ['abcde', 'a'.repeat(17)] },
  's6-18': { pass: ['abcdef', 'ABCDEFghijklmnopqr'], fail: ['abcde', 'abc12f', 'a|bcdef'] },
  url: { pass: ['https://example.com/a?b=1', 'http://a.b', 'ftp://files.example.org'], fail: ['example.com', 'javascript:alert(1)', 'http://'] },
  e: { pass: ['zhang.san@example.com', 'a@b.cn'], fail: ['a@b', '@b.cn', 'a b@c.cn'] },
  m: { pass: ['13812345678', '19912345678'], fail: ['12812345678', '1381234567', '138123456789'] },
  p: { pass: ['100000', '710065'], fail: ['010000', '12345', '1234567'] },
  s: { pass: ['abc', 'XYZ'], fail: ['ab1', 'a|b', ''] },
  n: { pass: ['0', '-12', '3.14'], fail: ['3.', '.5', 'a', '1e3'] },
  z: { pass: ['0', '-12', '42'], fail: ['3.0', 'a', ''] },
  '*': { pass: ['x', ' '], fail: [''] },
  money: { pass: ['0', '0.5', '0.25', '12', '12.12345'], fail: ['0.123', '01', '12.123456', '-1'] },
};

describe('the preset cell rules of seed 002 §5', () => {
  it('has a case here for every preset', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PRESETS).sort());
  });

  for (const [name, { pass, fail }] of Object.entries(cases)) {
    it(`${name} (${PRESETS[name]?.title})`, () => {
      const { pattern } = patternOf(name);
      for (const text of pass) expect(pattern.test(text), `${name} should take ${JSON.stringify(text)}`).toBe(true);
      for (const text of fail) expect(pattern.test(text), `${name} should refuse ${JSON.stringify(text)}`).toBe(false);
    });
  }

  it('reads any other name as a regular expression, and throws on one that does not compile', () => {
    expect(patternOf('^A\\d$').pattern.test('A1')).toBe(true);
    expect(() => patternOf('(')).toThrow();
  });
});
