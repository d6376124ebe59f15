import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import type { EntityModel } from '../../server/entities/model.ts';

/**
 * Whatever a client puts in a list's query string, every declared entity answers a well-formed
 * envelope, never a server error, and never the database's own words. Random query strings are
 * built from the list conventions (filter rules, ranges, sort, paging, the advanced query).
 */
// PROPERTY_RUNS raises it for a longer hunt.
const RUNS = Number(process.env.PROPERTY_RUNS) || 30;

/** Words of database errors and SQL that a user-facing message must never carry. */
const DENIED = ['sqlite', 'syntax error', 'relation ', 'column ', 'select ', 'constraint', 'kysely', 'postgres', 'near "', 'invalid input syntax', 'out of range', 'operator does not exist', ' from ', 'where ', 'undefined', 'error:', 'typeerror', '    at '];

const rules = ['eq', '=', 'ne', '!=', '<>', 'gt', '>', 'ge', '>=', 'lt', '<', 'le', '<=', 'in', 'like', 'left_like', 'right_like', 'sql', '', 'EQ'];
const atoms = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('1', '0', 'true', 'false', '2024-05-01', '2024-05-01 08:00:00', '2024-13-45', "' or 1=1 --", '%', '_', '\\', '中文', '\u0000', ' ', '1e999', '-0', '9'.repeat(40)),
);
/** A value in one of the list's filter forms. */
const values = fc.oneof(
  atoms,
  atoms.map((v) => `*${v}*`),
  atoms.map((v) => `${v}*`),
  atoms.map((v) => `*${v}`),
  atoms.map((v) => `!${v}`),
  fc.array(atoms, { maxLength: 4 }).map((vs) => vs.join(',')),
  fc.tuple(fc.constantFrom('>=', '<=', '>', '<', '!=', '=', 'gt ', 'ge ', 'lt ', 'le ', 'eq ', 'ne ', '>= ', '<= '), atoms).map(([op, v]) => op + v),
  fc.constantFrom('x'.repeat(1500), '中'.repeat(300), '*'.repeat(200), ','.repeat(500)),
);
const superQuery = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
  fc.array(fc.record({ field: fc.oneof(atoms, fc.constantFrom('name', 'id', 'createTime')), rule: fc.oneof(fc.constantFrom(...rules), fc.jsonValue({ maxDepth: 1 })), val: fc.oneof(values, fc.jsonValue({ maxDepth: 2 })) }, { requiredKeys: [] }), { maxLength: 3 })
    .map((v) => JSON.stringify(v)),
).chain((json) => fc.constantFrom(json, encodeURIComponent(json), encodeURI(json)));
const pageNumbers = fc.oneof(fc.integer().map(String), fc.constantFrom('0', '-1', '1.5', '1e3', 'NaN', 'Infinity', '', '99999999999999999999999', '9007199254740993', ' 2', '0x10', 'abc'));

/** One `key=value` pair of a list query of this entity. */
function pairs(entity: EntityModel): fc.Arbitrary<[string, string]> {
  const names = [...entity.columns.map((c) => c.name), 'nope', 'id_dictText'];
  const known = fc.constantFrom(...names);
  const filter = fc.tuple(fc.oneof(known, known.map((n) => `${n}_begin`), known.map((n) => `${n}_end`), known.map((n) => `${n}_MultiString`), fc.string({ maxLength: 10 })), values);
  return fc.oneof(
    { arbitrary: filter, weight: 6 },
    { arbitrary: fc.tuple(fc.constant('column'), fc.oneof(known, known.map((n) => `${n}_dictText`), fc.array(known, { maxLength: 3 }).map((ns) => ns.join(',')), atoms)), weight: 1 },
    { arbitrary: fc.tuple(fc.constant('order'), fc.oneof(fc.constantFrom('asc', 'desc', 'ASC', ''), atoms)), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom('pageNo', 'pageSize'), pageNumbers), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('superQueryParams'), superQuery), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('superQueryMatchType'), fc.oneof(fc.constantFrom('or', 'and'), atoms)), weight: 1 },
  );
}

describe.each(testDatabases)('list parameters of every entity on $name', ({ name }) => {
  const suite = suiteServer(name);

  // Found by the property below: the offset of such a page was past what the drivers take.
  it('answers an empty page for a page number past any list', async () => {
    for (const pageNo of ['99999999999999999999999', '9007199254740993']) {
      const { status, body } = await suite.server.call('GET', `/medical/hospital/list?pageNo=${pageNo}&pageSize=1000`, { token: suite.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, result: { records: [] } });
    }
  });

  // Found by the property below: PostgreSQL refuses a NUL character in any text it is given.
  it('answers a NUL character in a filter as the client\'s error at worst', async () => {
    for (const query of ['lineName=*%00', 'id_MultiString=*%00', `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'lineName', rule: 'eq', val: 'a\u0000' }]))}`]) {
      const { status, body } = await suite.server.call('GET', `/bus/busLine/list?${query}`, { token: suite.token });
      expect(status, query).toBeLessThan(500);
      expect(body.success ? body.result.records : body.message, query).toEqual(body.success ? [] : '请求格式不正确');
    }
  });

  it('never answer a server error, always an envelope, never the database words', async () => {
    const entities = suite.server.ctx.registry.entities;
    expect(entities.length).toBeGreaterThan(10);
    // 菜单管理's list is the whole tree (its own route, not the engine's page): the entities serving a list page.
    for (const entity of entities.filter((e) => e.actions.includes('list'))) {
      await fc.assert(
        fc.asyncProperty(fc.array(pairs(entity), { minLength: 1, maxLength: 6 }), async (query) => {
          const search = new URLSearchParams();
          for (const [key, value] of query) search.append(key, value);
          const { status, body } = await suite.server.call('GET', `${entity.api}/list?${search.toString()}`, { token: suite.token });
          const where = `${entity.api}/list?${search.toString()}`.slice(0, 400);
          expect(status, where).toBeLessThan(500);
          expect(body, where).toMatchObject({ success: expect.any(Boolean), code: expect.any(Number), message: expect.any(String), timestamp: expect.any(Number) });
          if (body.success) {
            expect(body.result, where).toMatchObject({ records: expect.any(Array), total: expect.any(Number) });
            return;
          }
          expect(body.message.length, where).toBeGreaterThan(0);
          // A message may echo what the client sent (a field name it does not know): that part is the client's words.
          let text = body.message;
          for (const [key, value] of query) text = text.split(value.trim()).join('').split(key).join('');
          for (const word of DENIED) expect(text.toLowerCase(), `${where}: ${body.message}`).not.toContain(word);
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
