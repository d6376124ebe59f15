import { describe, expect, it } from 'vitest';
import { parseFilterValue, splitList } from './parseFilterValue.ts';

describe('parseFilterValue (QueryGenerator.convert2Rule)', () => {
  const cases: [string, ReturnType<typeof parseFilterValue>][] = [
    ['', null],
    ['   ', null],
    ['abc', { rule: 'eq', value: 'abc' }],
    [' abc ', { rule: 'eq', value: 'abc' }],
    ['*abc*', { rule: 'like', value: 'abc' }],
    ['*abc', { rule: 'left_like', value: 'abc' }],
    ['abc*', { rule: 'right_like', value: 'abc' }],
    ['*', { rule: 'eq', value: '*' }],
    ['**', { rule: 'like', value: '' }],
    ['a,b', { rule: 'in', value: 'a,b' }],
    ['!abc', { rule: 'ne', value: 'abc' }],
    ['>=5', { rule: 'ge', value: '5' }],
    ['>= 5', { rule: 'ge', value: '5' }],
    ['<=5', { rule: 'le', value: '5' }],
    ['<= 5', { rule: 'le', value: '5' }],
    ['!=5', { rule: 'ne', value: '5' }],
    ['> 5', { rule: 'gt', value: '5' }],
    ['< 5', { rule: 'lt', value: '5' }],
    ['= 5', { rule: 'eq', value: '5' }],
    ['>5', { rule: 'eq', value: '>5' }],
    ['gt 5', { rule: 'gt', value: '5' }],
    ['le 2024-01-01', { rule: 'le', value: '2024-01-01' }],
    ['in a,b', { rule: 'in', value: 'a,b' }],
    ['go home', { rule: 'eq', value: 'go home' }],
    ['*a,b*', { rule: 'like', value: 'a,b' }],
  ];
  it.each(cases)('%j', (raw, expected) => {
    expect(parseFilterValue(raw)).toEqual(expected);
  });
});

describe('splitList', () => {
  it('drops empty members and spaces', () => {
    expect(splitList(' a, ,b,')).toEqual(['a', 'b']);
  });
});
