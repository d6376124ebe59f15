import { describe, expect, it } from 'vitest';
import { commonRules, RuleError } from './fieldRules.ts';

describe('commonRules (custom/rule/index.js of the older designer)', () => {
  it('makes required into "{label}不能为空"', () => {
    expect(commonRules({ id: 'a', compType: 'input', label: '户主姓名', required: true }, '$.list[0]')).toEqual([
      { required: true, message: '户主姓名不能为空' },
    ]);
  });

  it('makes each rules[] entry a pattern with its own message', () => {
    const [rule] = commonRules({ id: 'a', compType: 'input', rules: [{ rule: '^\\d+$', msg: '只能是数字' }] }, '$.list[0]');
    expect(rule.message).toBe('只能是数字');
    expect(rule.pattern?.test('123')).toBe(true);
    expect(rule.pattern?.test('12a')).toBe(false);
  });

  it('adds nothing for an optional control without rules', () => {
    expect(commonRules({ id: 'a', compType: 'input', required: false }, '$')).toEqual([]);
  });

  it('names the path of a regular expression that does not compile', () => {
    let error: unknown;
    try {
      commonRules(
        {
          id: 'a',
          compType: 'input',
          rules: [
            { rule: '^ok$', msg: '' },
            { rule: '([', msg: '坏' },
          ],
        },
        '$.list[2]',
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).path).toBe('$.list[2].rules[1].rule');
  });
});
