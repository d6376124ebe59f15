import { describe, expect, it } from 'vitest';
import { passwordLevel } from './passwordStrength.ts';

describe('password strength (seed 002 §4)', () => {
  it.each([
    // 0: empty
    ['', 0],
    // 1: shorter than 8, whatever it holds
    ['Ab1!xyz', 1],
    ['a1@', 1],
    // 1: 8 or more but fewer than 2 kinds (punctuation outside the seed's set adds no kind)
    ['abcdefgh', 1],
    ['12345678', 1],
    ['@#!^&*()', 1],
    ['abcd-efgh', 1],
    // 2: two kinds
    ['abcd1234', 2],
    ['abcdefg!', 2],
    ['1234567(', 2],
    ['E2e-user-pass-1', 2],
    // 3: digits, letters and a special character of @ # ￥ ! ^ & * ( )
    ['abcd123!', 3],
    ['Pass(w0rd)', 3],
    ['密码abc12￥x', 3],
  ] as const)('rates %j as %i', (password, level) => {
    expect(passwordLevel(password)).toBe(level);
  });
});
