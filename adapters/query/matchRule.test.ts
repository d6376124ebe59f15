import { describe, expect, it } from 'vitest';
import type { SuperQueryRule } from '../../schemas/adapter.ts';
import { matchesRule } from './matchRule.ts';

describe('matchesRule', () => {
  const cases: [unknown, SuperQueryRule, string, boolean][] = [
    ['abc', 'eq', 'abc', true],
    ['abc', 'eq', 'ab', false],
    [5, 'eq', '5', true],
    [5, 'eq', '5.0', true],
    ['abc', 'ne', 'x', true],
    ['abc', 'ne', 'abc', false],
    [null, 'ne', 'abc', false],
    [undefined, 'eq', '', false],
    ['abcdef', 'like', 'cd', true],
    ['abcdef', 'like', 'x', false],
    ['abcdef', 'left_like', 'ef', true],
    ['abcdef', 'left_like', 'ab', false],
    ['abcdef', 'right_like', 'ab', true],
    ['abcdef', 'right_like', 'ef', false],
    ['b', 'in', 'a,b', true],
    ['c', 'in', 'a,b', false],
    [2, 'in', '1,2', true],
    [10, 'gt', '9', true],
    [9, 'gt', '10', false],
    ['10', 'gt', '9', false],
    [10, 'ge', '10', true],
    [10, 'lt', '10', false],
    [10, 'le', '10', true],
    ['2024-03-01', 'ge', '2024-02-28', true],
    ['2024-03-01', 'lt', '2024-02-28', false],
  ];
  it.each(cases)('%j %s %j → %s', (cell, rule, operand, expected) => {
    expect(matchesRule(cell, rule, operand)).toBe(expected);
  });
});
