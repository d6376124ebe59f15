import { describe, expect, it } from 'vitest';
import { readRule } from './grammar.ts';

// Every row of the table in grammar.ts, and the edges between its rows.
const CASES: [string, ReturnType<typeof readRule>][] = [
  ['', null],
  ['   ', null],
  ['ab', { rule: 'eq', value: 'ab' }],
  ['  ab  ', { rule: 'eq', value: 'ab' }],
  ['go home', { rule: 'eq', value: 'go home' }],
  // step a: the symbols and condition names followed by a space
  ['>= 5', { rule: 'ge', value: '5' }],
  ['<= 5', { rule: 'le', value: '5' }],
  ['!= 5', { rule: 'ne', value: '5' }],
  ['>=  5', { rule: 'ge', value: '5' }],
  ['gt 5', { rule: 'gt', value: '5' }],
  ['ge 5', { rule: 'ge', value: '5' }],
  ['lt 5', { rule: 'lt', value: '5' }],
  ['le 2024-01-01', { rule: 'le', value: '2024-01-01' }],
  ['eq 5', { rule: 'eq', value: '5' }],
  ['ne 5', { rule: 'ne', value: '5' }],
  ['in 1,2', { rule: 'in', value: '1,2' }],
  ['gt5', { rule: 'eq', value: 'gt5' }],
  // ours: the symbols without the space
  ['>=5', { rule: 'ge', value: '5' }],
  ['<=5', { rule: 'le', value: '5' }],
  ['>5', { rule: 'gt', value: '5' }],
  ['<5', { rule: 'lt', value: '5' }],
  ['>2024-01-01', { rule: 'gt', value: '2024-01-01' }],
  // step b
  ['> 5', { rule: 'gt', value: '5' }],
  ['< 5', { rule: 'lt', value: '5' }],
  ['= 5', { rule: 'eq', value: '5' }],
  ['=5', { rule: 'eq', value: '=5' }],
  // a lone symbol is a value
  ['>', { rule: 'eq', value: '>' }],
  ['>=', { rule: 'eq', value: '>=' }],
  ['!=', { rule: 'ne', value: '=' }],
  // steps c and d
  ['*', { rule: 'eq', value: '*' }],
  ['**', { rule: 'like', value: '' }],
  ['*ab*', { rule: 'like', value: 'ab' }],
  ['*a,b*', { rule: 'like', value: 'a,b' }],
  ['*ab', { rule: 'left_like', value: 'ab' }],
  ['ab*', { rule: 'right_like', value: 'ab' }],
  // step e
  ['a,b', { rule: 'in', value: 'a,b' }],
  ['!a,b', { rule: 'in', value: '!a,b' }],
  // step f: the first character dropped, nothing else
  ['!ab', { rule: 'ne', value: 'ab' }],
  ['!=5', { rule: 'ne', value: '=5' }],
  ['!*ab*', { rule: 'right_like', value: '!*ab' }],
];

describe('readRule (QueryGenerator.convert2Rule, with the table of grammar.ts)', () => {
  it.each(CASES)('reads %j', (raw, expected) => {
    expect(readRule(raw)).toEqual(expected);
  });
});
