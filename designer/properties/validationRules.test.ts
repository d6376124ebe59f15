import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { textRule } from '../../schemas/rules/ruleLibrary.ts';
import { addCustomRule, editCustomRule, regexProblem, removeCustomRule, RULES_TYPES, rulesTypePatch, takesNumber } from './validationRules.ts';

const PREDEFINED_RULES = { phone: textRule('phone')!, email: textRule('email')!, number: textRule('number')!, idcard: textRule('idcard')! };

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
    expect(patch.rules).toEqual([...(input.rules ?? []), { rule: PREDEFINED_RULES[type].pattern, msg }]);
    const pattern = new RegExp(PREDEFINED_RULES[type].pattern);
    expect(pattern.test(good)).toBe(true);
    expect(pattern.test(bad)).toBe(false);
  });

  it('uses the phone pattern of the seed: 0?(13|14|15|17|18|19) and 9 digits', () => {
    expect(PREDEFINED_RULES.phone.pattern).toBe('0?(13|14|15|17|18|19)[0-9]{9}');
  });

  it('无 (default) records the type and appends nothing; a rule already there is not added twice', () => {
    expect(rulesTypePatch(input, 'default')).toEqual({ rulesType: 'default' });
    const once = { ...input, ...rulesTypePatch(input, 'email') };
    expect(rulesTypePatch(once, 'email')).toEqual({ rulesType: 'email' });
  });
});

describe('the whole predefined rule set in the picker (seed 001 §5, issue 19)', () => {
  it('offers every named rule of the shared table, after 无', () => {
    const labels = RULES_TYPES.map((t) => t.label);
    expect(labels[0]).toBe('无');
    for (const label of ['手机号码', '用户名', '邮箱地址', '自然数', '英文字母', '座机号码', '银行卡号', '证件号码', '居民身份证号码', 'QQ号码', '网址', '字母和数字', '中文、英文和空格', '数字和换行', '任意字符（最多255个）', '最小长度', '最大长度']) {
      expect(labels).toContain(label);
    }
  });

  it('appends a named rule with the seed\'s message, and a length rule with its number', () => {
    expect(rulesTypePatch({ ...input, rules: [] }, 'residentIdCard')).toEqual({ rulesType: 'residentIdCard', rules: [{ rule: textRule('residentIdCard')!.pattern, msg: '请输入正确的居民身份证号码' }] });
    expect(takesNumber('minLength')).toBe(true);
    expect(takesNumber('qq')).toBe(false);
    expect(rulesTypePatch({ ...input, rules: [] }, 'maxLength', 8)).toEqual({ rulesType: 'maxLength', rules: [{ rule: '^[\\s\\S]{0,8}$', msg: '最多输入8个字符' }] });
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
