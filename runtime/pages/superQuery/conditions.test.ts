import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../schemas/types.ts';
import { blankLine, changeField, changeRule, isEmptyQuery, toLines, toSuperQuery, type ConditionLine } from './conditions.ts';
import { queryFieldsOf } from './queryFields.ts';

const line = (over: Partial<ConditionLine>): ConditionLine => ({ ...blankLine(), ...over });

describe('isEmptyQuery', () => {
  it.each([
    ['no lines', [], true],
    ['one blank line', [line({})], true],
    ['one line without field', [line({ val: 'x' })], true],
    ['one line without value', [line({ field: 'a' })], true],
    ['one line with an empty list', [line({ field: 'a', rule: 'in', val: [] })], true],
    ['one complete line', [line({ field: 'a', val: 'x' })], false],
    ['one complete list line', [line({ field: 'a', rule: 'in', val: ['x'] })], false],
    ['two lines, one blank', [line({}), line({ field: 'a', val: 'x' })], false],
  ] as const)('%s → %s', (_name, lines, expected) => {
    expect(isEmptyQuery(lines)).toBe(expected);
  });
});

describe('changeRule', () => {
  it('keeps the first value when leaving in', () => {
    expect(changeRule(line({ field: 'a', rule: 'in', val: ['x', 'y'] }), 'eq')).toMatchObject({ rule: 'eq', val: 'x' });
    expect(changeRule(line({ field: 'a', rule: 'in', val: [] }), 'like')).toMatchObject({ rule: 'like', val: '' });
  });
  it('makes a list of the value when going to in', () => {
    expect(changeRule(line({ val: 'x' }), 'in')).toMatchObject({ rule: 'in', val: ['x'] });
    expect(changeRule(line({ val: '' }), 'in')).toMatchObject({ rule: 'in', val: [] });
  });
  it('keeps a single value between other rules', () => {
    expect(changeRule(line({ val: 'x' }), 'ne')).toMatchObject({ rule: 'ne', val: 'x' });
  });
});

describe('changeField', () => {
  it('clears the value of the old field', () => {
    expect(changeField(line({ field: 'a', val: 'x' }), 'b')).toMatchObject({ field: 'b', val: '' });
    expect(changeField(line({ field: 'a', rule: 'in', val: ['x'] }), 'b')).toMatchObject({ field: 'b', val: [] });
  });
});

const page = {
  entity: {
    table: 't', api: '/t', permission: 't',
    fields: [
      { name: 'stops', label: '站点数', type: 'integer' },
      { name: 'status', label: '状态', type: 'string', dict: 'valid_status' },
      { name: 'openDate', label: '开通日期', type: 'date' },
    ],
  },
  columns: [
    { field: 'stops', title: '站点' },
    { field: 'createTime', title: '创建时间', render: 'datetime' },
    { field: 'kind', title: '类别', dictCode: 'kind' },
  ],
} as unknown as ListPage;

describe('queryFieldsOf', () => {
  it('offers the entity fields, then the columns it lacks, typed for the server', () => {
    expect(queryFieldsOf(page)).toEqual([
      { field: 'stops', label: '站点数', type: 'int', dbType: 'int' },
      { field: 'status', label: '状态', type: 'string', dictCode: 'valid_status' },
      { field: 'openDate', label: '开通日期', type: 'date' },
      { field: 'createTime', label: '创建时间', type: 'datetime' },
      { field: 'kind', label: '类别', type: 'string', dictCode: 'kind' },
    ]);
  });
});

describe('toSuperQuery / toLines', () => {
  const fields = queryFieldsOf(page);
  it('sends complete lines with their type, dbType and joined lists', () => {
    const lines = [line({ field: 'stops', rule: 'gt', val: ' 5 ' }), line({ field: 'status', rule: 'in', val: ['1', '0'] }), line({})];
    expect(toSuperQuery(lines, 'or', fields)).toEqual({
      matchType: 'or',
      conditions: [
        { field: 'stops', rule: 'gt', val: '5', type: 'int', dbType: 'int' },
        { field: 'status', rule: 'in', val: '1,0', type: 'string' },
      ],
    });
  });
  it('reads a query back into lines, and nothing into one blank line', () => {
    const lines = toLines({ conditions: [{ field: 'status', rule: 'in', val: '1,0' }, { field: 'stops', rule: 'eq', val: '3' }] });
    expect(lines.map(({ field, rule, val }) => ({ field, rule, val }))).toEqual([
      { field: 'status', rule: 'in', val: ['1', '0'] },
      { field: 'stops', rule: 'eq', val: '3' },
    ]);
    const blank = toLines(undefined);
    expect(blank).toHaveLength(1);
    expect(blank[0]).toMatchObject({ rule: 'eq', val: '' });
    expect(blank[0].field).toBeUndefined();
  });
});
