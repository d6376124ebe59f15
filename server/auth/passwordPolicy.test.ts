import { describe, expect, it } from 'vitest';
import { msg } from '../http/messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordPolicyProblem } from './passwordPolicy.ts';

describe('the password policy (OWASP ASVS level 2)', () => {
  it.each([
    ['Short-pw-26', msg.passwordTooShort],
    ['qwertyuiop12', msg.passwordTooCommon],
    ['PASSWORD1234', msg.passwordTooCommon],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), msg.passwordTooLong],
    ['Test-password-2026', null],
    ['x'.repeat(PASSWORD_MAX_LENGTH), null],
  ])('judges %s', (password, problem) => {
    expect(passwordPolicyProblem(password)).toBe(problem);
  });

  it('counts characters, not UTF-16 units: twelve Chinese characters are long enough', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordPolicyProblem('我的密码是一个很长的句子')).toBeNull();
    expect(passwordPolicyProblem('😀😀😀😀😀😀')).toBe(msg.passwordTooShort);
  });

  it('names the limits in its messages', () => {
    expect(msg.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(msg.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });
});
