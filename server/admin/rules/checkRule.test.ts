import { describe, expect, it } from 'vitest';
import { checkValue, parseCheckRule } from './checkRule.ts';
import { repeatsARepeat } from './riskyPattern.ts';

const parsed = (json: unknown) => {
  const result = parseCheckRule(JSON.stringify(json));
  if (!result.ok) throw new Error(result.problem);
  return result.value;
};

describe('check rules (the older platform\'s {digits, pattern, message} items)', () => {
  it('checks the value slice by slice, each pattern matching its slice whole', () => {
    const rule = parsed([
      { digits: '1', pattern: '[A-Z]', message: '首位须为大写字母' },
      { digits: 2, pattern: '^\\d+$', message: '第2-3位须为数字' },
      { digits: '*', pattern: '[a-z]*', message: '其余须为小写字母' },
    ]);
    expect(checkValue(rule, 'A12abc')).toEqual({ passed: true });
    expect(checkValue(rule, 'A12')).toEqual({ passed: true });
    expect(checkValue(rule, 'a12')).toEqual({ passed: false, message: '首位须为大写字母' });
    expect(checkValue(rule, 'AB2')).toEqual({ passed: false, message: '第2-3位须为数字' });
    expect(checkValue(rule, 'A1')).toEqual({ passed: false, message: '第2-3位须为数字' });
    expect(checkValue(rule, 'A12abC')).toEqual({ passed: false, message: '其余须为小写字母' });
  });

  it('counts characters, not UTF-16 units, and refuses what no item covers', () => {
    const rule = parsed([{ digits: '2', pattern: '[\\u4e00-\\u9fa5]+', message: '须为两个汉字' }]);
    expect(checkValue(rule, '安置')).toEqual({ passed: true });
    expect(checkValue(rule, '安置区')).toEqual({ passed: false, message: '值超出规则规定的2位' });
  });

  it('refuses what does not read, naming the item', () => {
    const problem = (json: string) => {
      const result = parseCheckRule(json);
      return result.ok ? '' : result.problem;
    };
    expect(problem('[')).toBe('规则JSON不是有效的JSON');
    expect(problem('[{"digits":"0","pattern":"a","message":"m"}]')).toBe('第1项的 digits 应为正整数或 *');
    expect(problem('[{"digits":"1","pattern":"a","message":"m"},{"digits":"1","pattern":"(","message":"m"}]')).toBe('第2项的 pattern 不是有效的正则表达式：(');
    expect(problem('[{"digits":"1","pattern":"","message":"m"}]')).toBe('第1项缺少 pattern');
    expect(problem('[1]')).toBe('第1项应为对象');
  });
});

describe('repeatsARepeat (refusing catastrophic patterns on save)', () => {
  it.each(['(a+)+$', '(a*)*', '(\\d+x?)*', '(?:a|b+){2,}', '((ab)*c)+', '([a-z]+)*', '(.*a){3}'])('refuses %s', (pattern) => {
    expect(repeatsARepeat(pattern)).toBe(true);
    expect(parseCheckRule(JSON.stringify([{ digits: '*', pattern, message: 'm' }]), { refuseRisky: true })).toMatchObject({ ok: false });
  });

  it.each(['^[A-Z]+$', '(ab)+', '(a|b)?c*', '\\d{3,5}', '(\\(x\\)+)', '[(a+)]+', '(a+)?', '(a{1})+', 'a+b+c*'])('allows %s', (pattern) => {
    expect(repeatsARepeat(pattern)).toBe(false);
  });

  it('still reads a risky pattern saved before the check, which then runs under the time limit', () => {
    expect(parseCheckRule(JSON.stringify([{ digits: '*', pattern: '(a+)+$', message: 'm' }])).ok).toBe(true);
  });
});
