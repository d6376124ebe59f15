import { describe, expect, it } from 'vitest';
import type { Filter, QueryField } from './filter.ts';
import { FilterRefusal } from './messages.ts';
import { parseFilters } from './parseFilters.ts';

const FIELDS: QueryField[] = [
  { name: 'name', type: 'string' },
  { name: 'kind', type: 'string' },
  { name: 'amount', type: 'integer' },
  { name: 'price', type: 'number' },
  { name: 'active', type: 'boolean' },
  { name: 'visitTime', type: 'datetime' },
  { name: 'birthDate', type: 'date' },
];
const byName = new Map(FIELDS.map((f) => [f.name, f]));
const filters = (params: Record<string, unknown>) => parseFilters({ params, fieldOf: (name) => byName.get(name) });
const refused = (params: Record<string, unknown>) => {
  try {
    filters(params);
  } catch (error) {
    if (error instanceof FilterRefusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

// Every convention of grammar.ts and the parameter forms, with the filter it parses to.
const CASES: [string, Record<string, unknown>, Filter[]][] = [
  ['eq', { kind: '1' }, [{ kind: 'compare', field: 'kind', op: '=', value: '1' }]],
  ['eq, typed', { amount: '07' }, [{ kind: 'compare', field: 'amount', op: '=', value: 7 }]],
  ['eq, boolean', { active: 'true' }, [{ kind: 'compare', field: 'active', op: '=', value: 1 }]],
  ['!v', { kind: '!0' }, [{ kind: 'compare', field: 'kind', op: '<>', value: '0' }]],
  ['!=v is not =v', { kind: '!=5' }, [{ kind: 'compare', field: 'kind', op: '<>', value: '=5' }]],
  ['!= v', { amount: '!= 5' }, [{ kind: 'compare', field: 'amount', op: '<>', value: 5 }]],
  ['>=v', { amount: '>=5' }, [{ kind: 'compare', field: 'amount', op: '>=', value: 5 }]],
  ['>= v', { amount: '>= 5' }, [{ kind: 'compare', field: 'amount', op: '>=', value: 5 }]],
  ['<=v', { amount: '<=7' }, [{ kind: 'compare', field: 'amount', op: '<=', value: 7 }]],
  ['>v', { amount: '>5' }, [{ kind: 'compare', field: 'amount', op: '>', value: 5 }]],
  ['< v', { price: '< 2.5' }, [{ kind: 'compare', field: 'price', op: '<', value: 2.5 }]],
  ['lt v', { price: 'lt 2.5' }, [{ kind: 'compare', field: 'price', op: '<', value: 2.5 }]],
  ['a,b', { amount: '1, 3' }, [{ kind: 'in', field: 'amount', values: [1, 3] }]],
  ['in a,b', { kind: 'in 1,2' }, [{ kind: 'in', field: 'kind', values: ['1', '2'] }]],
  ['*v*', { name: '*ab*' }, [{ kind: 'like', field: 'name', text: 'ab', match: 'contains' }]],
  ['*v', { name: '*ab' }, [{ kind: 'like', field: 'name', text: 'ab', match: 'endsWith' }]],
  ['v*', { name: 'ab*' }, [{ kind: 'like', field: 'name', text: 'ab', match: 'startsWith' }]],
  ['*v* on a number stays text', { amount: '*1*' }, [{ kind: 'like', field: 'amount', text: '1', match: 'contains' }]],
  ['_begin and _end', { amount_begin: '2', amount_end: '9' }, [
    { kind: 'compare', field: 'amount', op: '>=', value: 2 },
    { kind: 'compare', field: 'amount', op: '<=', value: 9 },
  ]],
  ['dates on a datetime cover whole days', { visitTime_begin: '2024-05-01', visitTime_end: '2024-05-02' }, [
    { kind: 'compare', field: 'visitTime', op: '>=', value: '2024-05-01 00:00:00' },
    { kind: 'compare', field: 'visitTime', op: '<=', value: '2024-05-02 23:59:59' },
  ]],
  ['a full datetime bound as it is', { visitTime_end: '2024-05-02 12:00:00' }, [{ kind: 'compare', field: 'visitTime', op: '<=', value: '2024-05-02 12:00:00' }]],
  ['a date field keeps its date', { birthDate_begin: '2024-05-01' }, [{ kind: 'compare', field: 'birthDate', op: '>=', value: '2024-05-01' }]],
  ['_MultiString', { kind_MultiString: '1,0' }, [{ kind: 'in', field: 'kind', values: ['1', '0'] }]],
  [',a,b, multi-select', { kind: ',1,3,' }, [{ kind: 'any', filters: [
    { kind: 'like', field: 'kind', text: '1', match: 'contains' },
    { kind: 'like', field: 'kind', text: '3', match: 'contains' },
  ] }]],
  [',, filters nothing', { kind: ',,' }, []],
  ['a repeated parameter counts once', { kind: ['1', '2'] }, [{ kind: 'compare', field: 'kind', op: '=', value: '1' }]],
  ['reserved and empty parameters', {
    _t: '1', pageNo: '2', pageSize: '5', column: 'name', order: 'asc', field: 'id,,name', selections: 'a', delFlag: '0', superQueryMatchType: 'or', name: '', kind: '  ',
  }, []],
];

describe('parseFilters', () => {
  it.each(CASES)('%s', (_name, params, expected) => {
    expect(filters(params)).toEqual(expected);
  });

  it('refuses parameters that name no field, and values the field cannot hold', () => {
    expect(refused({ password: 'x' })).toBe('查询条件字段不存在：password');
    expect(refused({ kind: '1', 'name;drop': '' })).toBe('查询条件字段不存在：name;drop');
    expect(refused({ nope_begin: '1' })).toBe('查询条件字段不存在：nope_begin');
    expect(refused({ amount: 'abc' })).toBe('查询条件的值格式不正确：amount=abc');
    expect(refused({ amount: '>abc' })).toBe('查询条件的值格式不正确：amount=abc');
    expect(refused({ price_begin: 'x' })).toBe('查询条件的值格式不正确：price=x');
    expect(refused({ active: 'maybe' })).toBe('查询条件的值格式不正确：active=maybe');
  });

  it('reads the advanced query, encoded or not, joined by and or or', () => {
    const conditions = [
      { field: 'name', rule: 'like', val: 'ab', type: 'string', dbType: 'string' },
      { field: 'amount', rule: 'ge', val: 3, type: 'int', dbType: 'int' },
      { field: 'kind', rule: 'in', val: ['1', '0'] },
      { field: 'price', rule: 'le', val: '' },
    ];
    const expected: Filter[] = [
      { kind: 'like', field: 'name', text: 'ab', match: 'contains' },
      { kind: 'compare', field: 'amount', op: '>=', value: 3 },
      { kind: 'in', field: 'kind', values: ['1', '0'] },
    ];
    expect(filters({ superQueryParams: encodeURI(JSON.stringify(conditions)), superQueryMatchType: 'or' })).toEqual([{ kind: 'any', filters: expected }]);
    expect(filters({ superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: 'OR' })).toEqual([{ kind: 'any', filters: expected }]);
    expect(filters({ superQueryParams: JSON.stringify(conditions) })).toEqual([{ kind: 'all', filters: expected }]);
    expect(filters({ superQueryParams: JSON.stringify([{ field: 'name', rule: 'like', val: ' ' }]) })).toEqual([]);
  });

  it('reads every rule of the advanced query by its name or its symbol', () => {
    const ops: [string, Filter][] = [
      ['eq', { kind: 'compare', field: 'amount', op: '=', value: 5 }],
      ['=', { kind: 'compare', field: 'amount', op: '=', value: 5 }],
      ['ne', { kind: 'compare', field: 'amount', op: '<>', value: 5 }],
      ['!=', { kind: 'compare', field: 'amount', op: '<>', value: 5 }],
      ['gt', { kind: 'compare', field: 'amount', op: '>', value: 5 }],
      ['GE', { kind: 'compare', field: 'amount', op: '>=', value: 5 }],
      ['lt', { kind: 'compare', field: 'amount', op: '<', value: 5 }],
      ['<=', { kind: 'compare', field: 'amount', op: '<=', value: 5 }],
      ['in', { kind: 'in', field: 'amount', values: [5] }],
      ['LIKE', { kind: 'like', field: 'amount', text: '5', match: 'contains' }],
      ['left_like', { kind: 'like', field: 'amount', text: '5', match: 'endsWith' }],
      ['right_like', { kind: 'like', field: 'amount', text: '5', match: 'startsWith' }],
    ];
    for (const [rule, filter] of ops) {
      expect([rule, filters({ superQueryParams: JSON.stringify([{ field: 'amount', rule, val: '5' }]) })]).toEqual([rule, [{ kind: 'all', filters: [filter] }]]);
    }
  });

  it('refuses an advanced query on an unknown field, with an unknown rule, or that is no list', () => {
    expect(refused({ superQueryParams: JSON.stringify([{ field: 'secret', rule: 'eq', val: 'v' }]) })).toBe('查询条件字段不存在：secret');
    expect(refused({ superQueryParams: JSON.stringify([{ field: 'name', rule: 'sql', val: 'v' }]) })).toBe('高级查询规则不支持：sql');
    expect(refused({ superQueryParams: '%7Bnot json' })).toBe('高级查询条件格式不正确');
    expect(refused({ superQueryParams: '{"field":"name"}' })).toBe('高级查询条件格式不正确');
  });
});
