import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { addCustomRule, editCustomRule, PREDEFINED_RULES, regexProblem, removeCustomRule, rulesTypePatch } from './validationRules.ts';

const input: Control = { id: 'fd_1', compType: 'input', rules: [{ rule: '^a', msg: '以a开头' }] };

// Seed 001 §5 "Field rules offered in the designer's validation-type choice": a value each rule
// accepts and one it refuses, with the message it carries.
const offered = [
  { type: 'phone', good: '13812345678', bad: '12345', msg: '您输入的电话号码不符合规则' },
  { type: 'email', good: 'li.hua@example.com.cn', bad: 'lihua@', msg: '您输入的邮件地址不符合规则' },
  { type: 'number', good: '20240101', bad: '12a', msg: '您输入的内容不符合纯数字规则' },
  { type: 'idcard', good: '11010519491231002x', bad: '1101051949', msg: '您输入的身份证号码不符合规则' },
] as const;

describe('the validation-type choice (seed 001 §5)', () => {
  it.each(offered)('$type appends its rule {rule, msg} to rules', ({ type, good, bad, msg }) => {
    const patch = rulesTypePatch(input, type);
    expect(patch.rulesType).toBe(type);
    expect(patch.rules).toEqual([...(input.rules ?? []), { rule: PREDEFINED_RULES[type].rule, msg }]);
    const pattern = new RegExp(PREDEFINED_RULES[type].rule);
    expect(pattern.test(good)).toBe(true);
    expect(pattern.test(bad)).toBe(false);
  });

  it('uses the phone pattern of the seed: 0?(13|14|15|17|18|19) and 9 digits', () => {
    expect(PREDEFINED_RULES.phone.rule).toBe('0?(13|14|15|17|18|19)[0-9]{9}');
  });

  it('无 (default) records the type and appends nothing; a rule already there is not added twice', () => {
    expect(rulesTypePatch(input, 'default')).toEqual({ rulesType: 'default' });
    const once = { ...input, ...rulesTypePatch(input, 'email') };
    expect(rulesTypePatch(once, 'email')).toEqual({ rulesType: 'email' });
  });
});

describe('custom rules (seed 001 §5: a regex with its own message)', () => {
  it('adds, edits and removes a rule', () => {
    const added = addCustomRule(input, { rule: '^\\d{6}$', msg: '请输入6位邮编' });
    expect(added).toEqual({ patch: { rules: [...(input.rules ?? []), { rule: '^\\d{6}$', msg: '请输入6位邮编' }] } });
    expect(editCustomRule(input, 0, { rule: '^b', msg: '以b开头' })).toEqual({ patch: { rules: [{ rule: '^b', msg: '以b开头' }] } });
    expect(removeCustomRule(input, 0)).toEqual({ rules: [] });
  });

  it('refuses a regex that does not compile, saying why', () => {
    const result = addCustomRule(input, { rule: '([a-z]', msg: '格式不正确' });
    expect('error' in result && result.error).toMatch(/^正则表达式无效：/);
    expect(regexProblem('a{2,1}')).toMatch(/^正则表达式无效：/);
    expect('error' in editCustomRule(input, 0, { rule: '*', msg: 'x' })).toBe(true);
  });

  it('refuses an empty regex or an empty message', () => {
    expect(addCustomRule(input, { rule: ' ', msg: '提示' })).toEqual({ error: '正则表达式不能为空' });
    expect(addCustomRule(input, { rule: '^a$', msg: '' })).toEqual({ error: '提示信息不能为空' });
  });
});
