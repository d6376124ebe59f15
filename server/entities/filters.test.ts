import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
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

// The grammar itself (every convention, the advanced query) is tested where it lives: schemas/query.
describe('buildFilters', () => {
  it('reads the parameters with the shared grammar, typed by the declared fields', () => {
    expect(filters({ amount: '>= 5', kind: '!0', name: '*ab*', active: 'true' })).toEqual([
      { kind: 'compare', field: 'amount', op: '>=', value: 5 },
      { kind: 'compare', field: 'kind', op: '<>', value: '0' },
      { kind: 'like', field: 'name', text: 'ab', match: 'contains' },
      { kind: 'compare', field: 'active', op: '=', value: 1 },
    ]);
    expect(filters({ createTime_end: '2024-05-01' })).toEqual([{ kind: 'compare', field: 'createTime', op: '<=', value: '2024-05-01 23:59:59' }]);
  });

  it('refuses parameters that are not queryable fields by name, as the server refuses them', () => {
    expect(refused(() => filters({ password: 'x' }))).toBe('查询条件字段不存在：password');
    expect(refused(() => filters({ tenantId: '1' }))).toBe('查询条件字段不存在：tenantId');
    expect(refused(() => filters({ visit_time: '1' }))).toBe('查询条件字段不存在：visit_time');
    expect(filters({ id: 'a1', sysOrgCode: 'A01', createBy: 'admin' })).toHaveLength(3);
  });

  it('refuses values the field type cannot hold and malformed advanced queries', () => {
    expect(refused(() => filters({ amount: 'abc' }))).toBe('查询条件的值格式不正确：amount=abc');
    expect(refused(() => filters({ superQueryParams: '%7Bnot json' }))).toBe('高级查询条件格式不正确');
    expect(refused(() => filters({ superQueryParams: JSON.stringify([{ field: 'tenantId', rule: 'eq', val: '1' }]) }))).toBe('查询条件字段不存在：tenantId');
  });

  it('lets an advanced-query condition name a field by its column', () => {
    expect(filters({ superQueryParams: JSON.stringify([{ field: 'visit_time', rule: 'ge', val: '2024-05-01' }]) })).toEqual([
      { kind: 'all', filters: [{ kind: 'compare', field: 'visitTime', op: '>=', value: '2024-05-01' }] },
    ]);
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
