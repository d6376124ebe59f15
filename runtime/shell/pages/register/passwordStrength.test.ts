import { describe, expect, it } from 'vitest';
import { registerMessages } from './messages';
import { PASSWORD_MIN_LENGTH, passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 'short'],
    ['Ab1!xyz', 'short'],
    ['abcdefgh', 'weak'],
    ['12345678', 'weak'],
    ['abcd1234', 'medium'],
    ['abcdefgh12345', 'medium'],
    ['Abcd1234', 'medium'],
    ['Abcd1234-xyz', 'strong'],
  ] as const)('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});

describe('the minimum for acceptance', () => {
  it('is the server policy\'s 12, and every message that names a minimum says so', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    for (const key of ['passwordPlaceholder', 'passwordTooShort', 'strengthHint', 'newPasswordPlaceholder'] as const) {
      expect(registerMessages[key]).toContain(`${PASSWORD_MIN_LENGTH}位`);
    }
  });
});
