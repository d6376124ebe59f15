import {
  CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../db/database.ts';
import { applyFilters, filterShape, type FilterHints } from './applyFilters.ts';
import { dynamic } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import { entityModel } from './model.ts';

const entity = entityModel(
  {
    table: 'biz_item', api: '/biz/item', permission: 'biz:item',
    fields: [
      { name: 'name', label: '名称', type: 'string', search: 'substring' },
      { name: 'kind', label: '类型', type: 'string', dict: 'valid_status' },
      { name: 'amount', label: '数量', type: 'integer' },
    ],
  },
  { file: 'item.json' },
);

/** A query builder that compiles as the server's does (CamelCasePlugin included) and runs nothing. */
function compiler(dialect: Dialect) {
  const sqlite = dialect === 'sqlite';
  return new Kysely<Record<string, Record<string, unknown>>>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
    plugins: [new CamelCasePlugin()],
  });
}

const compiled = (dialect: Dialect, filters: Filter[], hints: FilterHints) =>
  applyFilters(dynamic(compiler(dialect) as never).selectFrom(entity.table).select('id'), entity, dialect, filters, hints).compile();

// Each case twice: two lists of one shape with different values, and a third of another shape where one exists.
const cases: { name: string; lists: Filter[][]; hints?: FilterHints }[] = [
  { name: 'none', lists: [[], []] },
  { name: 'compare', lists: [[{ kind: 'compare', field: 'kind', op: '=', value: '1' }], [{ kind: 'compare', field: 'kind', op: '=', value: '0' }]] },
  { name: 'compare, another operator', lists: [[{ kind: 'compare', field: 'amount', op: '>=', value: 3 }], [{ kind: 'compare', field: 'amount', op: '>=', value: 9 }]] },
  { name: 'in', lists: [[{ kind: 'in', field: 'kind', values: ['1', '2'] }], [{ kind: 'in', field: 'kind', values: ['3', '4'] }]] },
  { name: 'in, three values', lists: [[{ kind: 'in', field: 'kind', values: ['1', '2', '3'] }], [{ kind: 'in', field: 'kind', values: ['a', 'b', 'c'] }]] },
  { name: 'in, none', lists: [[{ kind: 'in', field: 'kind', values: [] }], [{ kind: 'in', field: 'kind', values: [] }]] },
  { name: 'missing', lists: [[{ kind: 'missing', field: 'kind' }], [{ kind: 'missing', field: 'kind' }]] },
  { name: 'like, contains (trigram)', lists: [[{ kind: 'like', field: 'name', text: '张三丰', match: 'contains' }], [{ kind: 'like', field: 'name', text: 'a_%"b', match: 'contains' }]] },
  { name: 'like, contains, short', lists: [[{ kind: 'like', field: 'name', text: '张三', match: 'contains' }], [{ kind: 'like', field: 'name', text: 'ab', match: 'contains' }]] },
  { name: 'like, starts with (trigram)', lists: [[{ kind: 'like', field: 'name', text: '张三丰', match: 'startsWith' }], [{ kind: 'like', field: 'name', text: 'abc', match: 'startsWith' }]] },
  { name: 'like, ends with, numeric', lists: [[{ kind: 'like', field: 'amount', text: '12', match: 'endsWith' }], [{ kind: 'like', field: 'amount', text: '99', match: 'endsWith' }]] },
  { name: 'like, contains, walking the sort index', hints: { walkSortIndex: true }, lists: [[{ kind: 'like', field: 'name', text: '张三丰', match: 'contains' }], [{ kind: 'like', field: 'name', text: 'abcd', match: 'contains' }]] },
  {
    name: 'any and all, nested',
    lists: [
      [{ kind: 'any', filters: [{ kind: 'compare', field: 'kind', op: '=', value: '1' }, { kind: 'all', filters: [{ kind: 'in', field: 'amount', values: [1, 2] }, { kind: 'like', field: 'name', text: '张三丰', match: 'endsWith' }] }] }],
      [{ kind: 'any', filters: [{ kind: 'compare', field: 'kind', op: '=', value: '0' }, { kind: 'all', filters: [{ kind: 'in', field: 'amount', values: [7, 8] }, { kind: 'like', field: 'name', text: 'xyz', match: 'endsWith' }] }] }],
    ],
  },
  {
    name: 'several at once',
    lists: [
      [{ kind: 'compare', field: 'kind', op: '<>', value: '1' }, { kind: 'like', field: 'name', text: '王', match: 'startsWith' }, { kind: 'compare', field: 'tenantId', op: '=', value: 3 }],
      [{ kind: 'compare', field: 'kind', op: '<>', value: '2' }, { kind: 'like', field: 'name', text: '李', match: 'startsWith' }, { kind: 'compare', field: 'tenantId', op: '=', value: 4 }],
    ],
  },
];

describe.each(['sqlite', 'postgres'] as const)('filterShape on %s', (dialect) => {
  it.each(cases)('binds what the query builder binds, and one key means one SQL text: $name', ({ lists, hints = {} }) => {
    const [a, b] = lists.map((filters) => ({ shape: filterShape(entity, dialect, filters, hints), query: compiled(dialect, filters, hints) }));
    expect(a.shape.values).toEqual(a.query.parameters);
    expect(b.shape.values).toEqual(b.query.parameters);
    expect(b.shape.key).toBe(a.shape.key);
    expect(b.query.sql).toBe(a.query.sql);
  });

  it('gives queries of different SQL texts different keys', () => {
    const keyOf = new Map<string, string>();
    for (const { lists: [filters], hints = {} } of cases) {
      const { sql } = compiled(dialect, filters, hints);
      const { key } = filterShape(entity, dialect, filters, hints);
      keyOf.set(sql, key);
    }
    expect(new Set(keyOf.values()).size).toBe(keyOf.size);
  });
});
