import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
import { convertRule } from './convertRule.ts';
import { likePattern } from './filterRules.ts';
import { buildFilters } from './filters.ts';
import { buildSort, pageParams } from './listParams.ts';
import { entityModel } from './model.ts';

const entity = entityModel(
  {
    table: 'biz_item',
    api: '/biz/item',
    permission: 'biz:item',
    fields: [
      { name: 'name', label: '名称', type: 'string', search: 'substring' },
      { name: 'kind', label: '类型', type: 'string', dict: 'valid_status' },
      { name: 'amount', label: '数量', type: 'integer' },
      { name: 'price', label: '价格', type: 'number' },
      { name: 'active', label: '启用', type: 'boolean' },
      { name: 'visitTime', label: '来访时间', type: 'datetime' },
      { name: 'birthDate', label: '出生日期', type: 'date' },
    ],
  },
  { file: 'item.json' },
);

const filters = (params: Record<string, unknown>) => buildFilters(entity, params);
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('convertRule (QueryGenerator.convert2Rule)', () => {
  const cases: [string, ReturnType<typeof convertRule>][] = [
    ['>= 5', { rule: 'ge', value: '5' }],
    ['<= 5', { rule: 'le', value: '5' }],
    ['!= 5', { rule: 'ne', value: '5' }],
    ['gt 5', { rule: 'gt', value: '5' }],
    ['ge 5', { rule: 'ge', value: '5' }],
    ['lt 5', { rule: 'lt', value: '5' }],
    ['le 5', { rule: 'le', value: '5' }],
    ['eq 5', { rule: 'eq', value: '5' }],
    ['ne 5', { rule: 'ne', value: '5' }],
    ['in 1,2', { rule: 'in', value: '1,2' }],
    ['>=5', { rule: 'ge', value: '5' }],
    ['<=5', { rule: 'le', value: '5' }],
    ['> 5', { rule: 'gt', value: '5' }],
    ['< 5', { rule: 'lt', value: '5' }],
    ['= 5', { rule: 'eq', value: '5' }],
    ['*', { rule: 'eq', value: '*' }],
    ['*ab*', { rule: 'like', value: 'ab' }],
    ['*ab', { rule: 'left_like', value: 'ab' }],
    ['ab*', { rule: 'right_like', value: 'ab' }],
    ['a,b', { rule: 'in', value: 'a,b' }],
    ['!ab', { rule: 'ne', value: 'ab' }],
    ['ab', { rule: 'eq', value: 'ab' }],
    ['>5', { rule: 'eq', value: '>5' }],
    ['gt5', { rule: 'eq', value: 'gt5' }],
    ['  ab  ', { rule: 'eq', value: 'ab' }],
  ];
  it.each(cases)('reads %j', (value, expected) => expect(convertRule(value)).toEqual(expected));
});

describe('buildFilters', () => {
  it('turns each rule into a typed filter on its field', () => {
    expect(filters({ amount: '>= 5' })).toEqual([{ kind: 'compare', field: 'amount', op: '>=', value: 5 }]);
    expect(filters({ amount: '<=7' })).toEqual([{ kind: 'compare', field: 'amount', op: '<=', value: 7 }]);
    expect(filters({ price: 'lt 2.5' })).toEqual([{ kind: 'compare', field: 'price', op: '<', value: 2.5 }]);
    expect(filters({ kind: '!0' })).toEqual([{ kind: 'compare', field: 'kind', op: '<>', value: '0' }]);
    expect(filters({ kind: '1' })).toEqual([{ kind: 'compare', field: 'kind', op: '=', value: '1' }]);
    expect(filters({ amount: '1,3' })).toEqual([{ kind: 'in', field: 'amount', values: [1, 3] }]);
    expect(filters({ name: '*ab*' })).toEqual([{ kind: 'like', field: 'name', text: 'ab', match: 'contains' }]);
    expect(filters({ name: '*ab' })).toEqual([{ kind: 'like', field: 'name', text: 'ab', match: 'endsWith' }]);
    expect(filters({ name: 'ab*' })).toEqual([{ kind: 'like', field: 'name', text: 'ab', match: 'startsWith' }]);
    expect(filters({ active: 'true' })).toEqual([{ kind: 'compare', field: 'active', op: '=', value: 1 }]);
  });

  it('reads ranges, multi values and multi-select likes', () => {
    expect(filters({ amount_begin: '2', amount_end: '9' })).toEqual([
      { kind: 'compare', field: 'amount', op: '>=', value: 2 },
      { kind: 'compare', field: 'amount', op: '<=', value: 9 },
    ]);
    expect(filters({ visitTime_begin: '2024-05-01', visitTime_end: '2024-05-02' })).toEqual([
      { kind: 'compare', field: 'visitTime', op: '>=', value: '2024-05-01 00:00:00' },
      { kind: 'compare', field: 'visitTime', op: '<=', value: '2024-05-02 23:59:59' },
    ]);
    expect(filters({ birthDate_begin: '2024-05-01' })).toEqual([{ kind: 'compare', field: 'birthDate', op: '>=', value: '2024-05-01' }]);
    expect(filters({ createTime_end: '2024-05-01' })).toEqual([{ kind: 'compare', field: 'createTime', op: '<=', value: '2024-05-01 23:59:59' }]);
    expect(filters({ kind_MultiString: '1,0' })).toEqual([{ kind: 'in', field: 'kind', values: ['1', '0'] }]);
    expect(filters({ kind: ',1,3,' })).toEqual([
      { kind: 'any', filters: [
        { kind: 'like', field: 'kind', text: '1', match: 'contains' },
        { kind: 'like', field: 'kind', text: '3', match: 'contains' },
      ] },
    ]);
  });

  it('skips reserved parameters and empty values', () => {
    const reserved = { _t: '1', pageNo: '2', pageSize: '5', column: 'name', order: 'asc', field: 'id,,name', selections: 'a', delFlag: '0', superQueryMatchType: 'or' };
    expect(filters({ ...reserved, name: '', kind: '  ' })).toEqual([]);
  });

  it('refuses parameters that are not declared fields, before anything else', () => {
    expect(refused(() => filters({ password: 'x' }))).toBe('查询条件字段不存在：password');
    expect(refused(() => filters({ kind: '1', 'name;drop': '' }))).toBe('查询条件字段不存在：name;drop');
    expect(refused(() => filters({ tenantId: '1' }))).toBe('查询条件字段不存在：tenantId');
    expect(refused(() => filters({ visit_time: '1' }))).toBe('查询条件字段不存在：visit_time');
    expect(refused(() => filters({ nope_begin: '1' }))).toBe('查询条件字段不存在：nope_begin');
    expect(filters({ id: 'a1', sysOrgCode: 'A01', createBy: 'admin' })).toHaveLength(3);
  });

  it('refuses values the field type cannot hold', () => {
    expect(refused(() => filters({ amount: 'abc' }))).toBe('查询条件的值格式不正确：amount=abc');
    expect(refused(() => filters({ price_begin: 'x' }))).toBe('查询条件的值格式不正确：price=x');
  });

  it('reads the advanced query, encoded or not, joined by and or or', () => {
    const conditions = [
      { field: 'name', rule: 'like', val: 'ab', type: 'string', dbType: 'string' },
      { field: 'amount', rule: 'ge', val: 3, type: 'int', dbType: 'int' },
      { field: 'kind', rule: 'in', val: ['1', '0'] },
      { field: 'price', rule: 'le', val: '' },
    ];
    const encoded = encodeURI(JSON.stringify(conditions));
    const expected = [
      { kind: 'like', field: 'name', text: 'ab', match: 'contains' },
      { kind: 'compare', field: 'amount', op: '>=', value: 3 },
      { kind: 'in', field: 'kind', values: ['1', '0'] },
    ];
    expect(filters({ superQueryParams: encoded, superQueryMatchType: 'or' })).toEqual([{ kind: 'any', filters: expected }]);
    expect(filters({ superQueryParams: JSON.stringify(conditions) })).toEqual([{ kind: 'all', filters: expected }]);
    const rules = ['eq', 'ne', 'gt', 'lt', 'le', 'right_like', 'left_like', 'LIKE', '>='];
    for (const rule of rules) expect(filters({ superQueryParams: JSON.stringify([{ field: 'name', rule, val: 'v' }]) })).toHaveLength(1);
    expect(refused(() => filters({ superQueryParams: JSON.stringify([{ field: 'secret', rule: 'eq', val: 'v' }]) }))).toBe('查询条件字段不存在：secret');
    expect(refused(() => filters({ superQueryParams: JSON.stringify([{ field: 'name', rule: 'sql', val: 'v' }]) }))).toBe('高级查询规则不支持：sql');
    expect(refused(() => filters({ superQueryParams: '%7Bnot json' }))).toBe('高级查询条件格式不正确');
  });
});

describe('likePattern', () => {
  it('escapes the wildcard characters of the text', () => {
    expect(likePattern({ text: '50%_a\\b', match: 'contains' })).toBe('%50\\%\\_a\\\\b%');
    expect(likePattern({ text: 'ab', match: 'startsWith' })).toBe('ab%');
    expect(likePattern({ text: 'ab', match: 'endsWith' })).toBe('%ab');
  });
});

describe('buildSort and pageParams', () => {
  it('sorts newest first by default, and by the given columns otherwise', () => {
    expect(buildSort(entity, {})).toEqual([{ field: 'createTime', direction: 'desc' }]);
    expect(buildSort(entity, { column: 'kind_dictText,amount', order: 'ASC' })).toEqual([
      { field: 'kind', direction: 'asc' },
      { field: 'amount', direction: 'asc' },
    ]);
    expect(buildSort(entity, { column: 'visit_time', order: 'desc' })).toEqual([{ field: 'visitTime', direction: 'desc' }]);
    expect(refused(() => buildSort(entity, { column: 'name,password' }))).toBe('请注意，将要排序的列字段不存在：password');
  });

  it('pages 1 and 10 by default, at most 1,000 rows', () => {
    expect(pageParams({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(pageParams({ pageNo: '3', pageSize: '20' })).toEqual({ pageNo: 3, pageSize: 20 });
    expect(pageParams({ pageNo: '-1', pageSize: '100000' })).toEqual({ pageNo: 1, pageSize: 1000 });
    expect(pageParams({ pageNo: 'x', pageSize: '0' })).toEqual({ pageNo: 1, pageSize: 10 });
  });
});
