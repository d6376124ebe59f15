import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

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
