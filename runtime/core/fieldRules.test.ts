import { describe, expect, it } from 'vitest';
import { savedRule, textRule } from '../../schemas/rules/ruleLibrary.ts';
import { checkboxRules } from '../controls/checkbox/CheckboxControl.tsx';
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

  it('enforces the resident ID card check digit the saved pattern cannot say (the shared rule table)', () => {
    const saved = savedRule(textRule('residentIdCard')!);
    const rules = commonRules({ id: 'a', compType: 'input', rules: [saved] }, '$.list[0]');
    const messages = (value: string) => rules.map((r) => (r.pattern ? (r.pattern.test(value) ? '' : r.message) : (r.validator?.(value) ?? '')));
    expect(messages('11010519491231002X')).toEqual(['', '']);
    expect(messages('110105194912310021')).toEqual(['', '请输入正确的居民身份证号码']);
    expect(messages('')).toContain('');
  });

  it('words checkbox counts from the shared table: 至少选择N项, 最多选择N项', () => {
    const [rule] = checkboxRules({ id: 'c', compType: 'checkbox', min: 2, max: 3 });
    expect(rule.validator?.([1])).toBe('至少选择2项');
    expect(rule.validator?.([1, 2, 3, 4])).toBe('最多选择3项');
    expect(rule.validator?.([1, 2])).toBe('');
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
