import { describe, expect, it } from 'vitest';
import { checkboxCountProblem, creditCodeCheckOk, divisionCodeOk, passesTextRule, residentIdCheckDigitOk, savedRule, textRule, textRules } from './ruleLibrary.ts';

// Seed 001 §5 "Predefined rule set" (and the designer's four field rules): for each rule, values it
// accepts, values it refuses, and the Chinese message it carries. `n` is a rule's length.
const cases: { name: string; n?: number; good: string[]; bad: string[]; msg: string }[] = [
  { name: 'phone', good: ['13812345678', '019912345678'], bad: ['12345', '16612345678'], msg: '您输入的电话号码不符合规则' },
  { name: 'email', good: ['li.hua@example.com.cn'], bad: ['lihua@', 'lihua@example.c'], msg: '您输入的邮件地址不符合规则' },
  { name: 'number', good: ['20240101'], bad: ['12a', '-1'], msg: '您输入的内容不符合纯数字规则' },
  { name: 'idcard', good: ['11010519491231002x', '110105491231002'], bad: ['1101051949'], msg: '您输入的身份证号码不符合规则' },
  { name: 'mobile', good: ['13812345678', '19912345678'], bad: ['12812345678', '1381234567', '138123456789'], msg: '请输入正确的手机号码' },
  { name: 'userName', good: ['li_hua', 'abcd', 'a'.repeat(18)], bad: ['abc', 'a'.repeat(19), 'li-hua', '李华华华'], msg: '只能输入字母、数字、下划线，长度在 4 到 18 个字符' },
  { name: 'mail', good: ['li.hua+x@mail.example.cn'], bad: ['li hua@example.com', 'lihua@example', '@example.com'], msg: '邮箱格式不正确' },
  { name: 'naturalNumber', good: ['0', '42'], bad: ['-1', '01', '1.5'], msg: '请输入自然数' },
  { name: 'englishLetters', good: ['Hello'], bad: ['Hello1', 'héllo', 'a b'], msg: '请输入英文字母' },
  { name: 'landline', good: ['010-12345678', '07551234567', '0571-1234567'], bad: ['12345678', '010-123456', '01-12345678'], msg: '请输入正确的座机号码（区号3或4位，号码7或8位）' },
  { name: 'bankCard', good: ['6222021234567890123', '1234567890'], bad: ['0222021234567890', '123456789', '1'.repeat(21)], msg: '请输入正确的银行卡号（10到20位数字，不以0开头）' },
  { name: 'certificateNo', good: ['E12345678', 'A'.repeat(50)], bad: ['A'.repeat(51), 'E-123'], msg: '请输入正确的证件号码（字母和数字，最多50位）' },
  { name: 'residentIdCard', good: ['11010519491231002X', '11010519491231002x', '440524188001010014'], bad: ['110105194912310021', '11010519491331002X', '110105491231002'], msg: '请输入正确的居民身份证号码' },
  // GB 32100: 18 characters of 0-9 and A-Y without I, O, S, V, Z; the last a MOD 31 check character.
  { name: 'creditCode', good: ['91350100M000100Y43', '91110000600037341L', '91520422MA6DL0XY19'], bad: ['91350100M000100Y44', '91350100M000100Y4', '9135O100M000100Y43', '91350100m000100y43'], msg: '请输入正确的统一社会信用代码（18位，含校验码）' },
  // GB/T 2260 with the township and village levels: 12 digits, a real province, no level under a zero one.
  { name: 'divisionCode', good: ['520422102001', '520422000000', '110000000000'], bad: ['52042210200', '990000000000', '110000001000', '52042210200a'], msg: '请输入正确的12位行政区划代码' },
  { name: 'telephone', good: ['16612345678', '0851-23456789', '08512345678'], bad: ['12812345678', '2345678', '0851-123456'], msg: '请输入正确的手机号码或座机号码' },
  { name: 'qq', good: ['10001', '123456789012'], bad: ['1234', '0123456', '1234567890123'], msg: '请输入正确的QQ号码（5到12位数字）' },
  { name: 'url', good: ['http://example.com', 'https://example.com/a?b=1'], bad: ['ftp://example.com', 'example.com', 'https://'], msg: '请输入以http或https开头的网址' },
  { name: 'alphanumeric', good: ['abc123', 'A'.repeat(20)], bad: ['A'.repeat(21), 'abc_1'], msg: '只能输入字母和数字，最多20位' },
  { name: 'chineseEnglishSpace', good: ['李华 Li Hua', '安置'], bad: ['李', '李华1', 'a'.repeat(101)], msg: '只能输入中文、英文和空格，长度2到100' },
  { name: 'digitsAndNewlines', good: ['123\n456', '7'], bad: ['12 3', '12a'], msg: '只能输入数字和换行' },
  { name: 'anyText', good: ['任'.repeat(255), 'a\nb'], bad: ['x'.repeat(256)], msg: '最多输入255个字符' },
  { name: 'minLength', n: 3, good: ['abc', '安置区'], bad: ['ab'], msg: '最少输入3个字符' },
  { name: 'maxLength', n: 5, good: ['abcde', '安置'], bad: ['abcdef'], msg: '最多输入5个字符' },
];

describe('the predefined rule set (seed 001 §5), one rule at a time', () => {
  it('covers every rule of the table, once', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(textRules.map((r) => r.name).sort());
  });

  it.each(cases)('$name: accepts $good, refuses $bad, with its message', ({ name, n, good, bad, msg }) => {
    const rule = textRule(name);
    if (!rule) throw new Error(`no rule ${name}`);
    const saved = savedRule(rule, n);
    expect(saved.msg).toBe(msg);
    for (const value of good) expect(passesTextRule(saved, value), value).toBe(true);
    for (const value of bad) expect(passesTextRule(saved, value), value).toBe(false);
    expect(passesTextRule(saved, ''), 'empty is left to required').toBe(true);
  });

  it('checks the resident ID card digit by GB 11643 (MOD 11-2), X as 10', () => {
    expect(residentIdCheckDigitOk('11010519491231002X')).toBe(true);
    expect(residentIdCheckDigitOk('110105194912310029')).toBe(false);
  });

  it('checks the credit code character by GB 32100 (MOD 31), 0 when the remainder is 0', () => {
    expect(creditCodeCheckOk('91110108551385082Q')).toBe(true);
    expect(creditCodeCheckOk('91110108551385082P')).toBe(false);
  });

  it('refuses a division code whose lower levels outlive a zero level', () => {
    expect(divisionCodeOk('520422102001')).toBe(true);
    expect(divisionCodeOk('520400102001')).toBe(false);
  });
});

describe('checkbox counts (seed 001 §5: select at least N, at most N)', () => {
  it.each([
    [1, 2, 3, '至少选择2项'],
    [4, 2, 3, '最多选择3项'],
    [2, 2, 3, ''],
    [0, 2, 3, ''],
    [5, undefined, undefined, ''],
  ])('%i chosen of min %s max %s → "%s"', (count, min, max, expected) => {
    expect(checkboxCountProblem(count, min, max)).toBe(expected);
  });
});
