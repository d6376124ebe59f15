import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { DEMO_ROWS_FILE, readDemoTables, seedEntityRows } from '../../server/db/demoRows.ts';
import { dynamic } from '../../server/entities/dynamic.ts';
import { fieldChecks } from '../../server/entities/fieldChecks.ts';
import type { EntityModel } from '../../server/entities/model.ts';
import { loadSchemaRegistry } from '../../server/entities/registry.ts';
import { insertRows } from '../../server/entities/writes.ts';
import { testDatabases } from '../helpers/databases.ts';
import { dictionaryValues, probeField, rangeField, rangeValue, sampleRow } from '../helpers/entitySamples.ts';
import { suiteServer, type ApiBody } from '../helpers/server.ts';
import { readBack } from '../helpers/sheets.ts';

type Row = Record<string, unknown>;

/**
 * The acceptance of issue 13, one table over every declared entity (discovered from the registry,
 * so a module moved onto the engine joins without code): the list's paging, sort and every form of
 * the filter grammar, an unknown filter refused, the advanced query's and/or, add → queryById →
 * edit → delete with an operation-log entry per write, every unique field refused twice and
 * answered by /sys/duplicate/check, export then import, a row of another tenant unseen, and a data
 * rule narrowing the list. Each entity is exercised through the actions it declares.
 */
const registry = loadSchemaRegistry(path.resolve(import.meta.dirname, '../../schemas/pages'));
const demo = readDemoTables(DEMO_ROWS_FILE);

/**
 * What an entity's own list parameters and body need beyond its declaration (hooks.listParams):
 * a department role lives in one department. Kept to the few entities that cannot do without.
 */
const CONTEXT: Record<string, (db: Db) => Promise<{ query: Row; body: Row }>> = {
  sys_depart_role: async (db) => {
    const { id } = await db.kysely.selectFrom('sysDepart').select('id').where('delFlag', '=', '0').orderBy('id').executeTakeFirstOrThrow();
    return { query: { departId: id }, body: { departId: id } };
  },
  // The administration tables' hooks hold rules their declarations do not state (the modules' own checks).
  sys_dict_item: async (db) => {
    const { id } = await db.kysely.selectFrom('sysDict').select('id').where('dictCode', '=', 'sex').executeTakeFirstOrThrow();
    return { query: { dictId: id }, body: { dictId: id } };
  },
  sys_permission_data_rule: async () => ({ query: { permissionId: 'm_sys_user' }, body: { permissionId: 'm_sys_user', ruleConditions: '=', ruleColumn: 'username' } }),
  sys_dict: async () => ({ query: {}, body: { type: 0 } }),
  sys_permission: async () => ({ query: {}, body: { menuType: 0, url: '/acceptance/menu', component: 'layouts/RouteView' } }),
  sys_tenant: async () => ({ query: {}, body: { status: 1 } }),
  sys_announcement: async () => ({ query: {}, body: { msgCategory: '1', priority: 'L', msgType: 'ALL' } }),
  sys_user: async () => ({ query: {}, body: { password: 'Acceptance#2026x', realname: '验收用户', sex: 1 } }),
};

/**
 * Administration tables moved onto the engine that still answer part of the conventions their own
 * way (issue 13, left open): each named with what differs. The suite runs over every other entity;
 * a table fixed here must leave this list, and a name here must be a declared entity.
 */
const KNOWN_GAPS: Record<string, string> = {
  sys_announcement: 'the title is searched by substring (listParams), so a,b and the other title forms differ',
  sys_permission_data_rule: 'the rule list answers the older unpaged shape',
  sys_permission: 'a menu path must be unique, which the generated rows cannot vary yet; the list is a tree',
  sys_user: 'the range step over its generated rows finds nothing (its closed-set integer fields have no dictionary; to be looked into)',
};
const covered = registry.entities.filter((e) => !(e.table in KNOWN_GAPS));

const queryString = (params: Row): string => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

it('finds every entity the page schemas declare, and demo rows for every business list on the field sets', () => {
  expect(registry.pages.filter((p) => p.problems.length > 0).map((p) => p.file)).toEqual([]);
  const onFieldSets = registry.pages.filter((p) => (p.schema as { entity?: { fields?: { name: string }[] } }).entity?.fields?.some((f) => f.name === 'village'));
  expect(onFieldSets.length).toBeGreaterThanOrEqual(20);
  for (const page of onFieldSets) expect(demo[(page.schema as { entity: { table: string } }).entity.table], `${page.file} has demo rows`).toBeDefined();
  expect(registry.entities.length).toBeGreaterThanOrEqual(40);
  for (const entity of registry.entities) expect(probeField(entity), `${entity.table} has a plain text field to probe`).toBeDefined();
});

describe.each(testDatabases)('every entity answers the same conventions on $name', ({ name }) => {
  const suite = suiteServer(name);
  let serial = 1000;
  /** Per entity: the probe field, the tag of its rows and the first row's probe value (for the data rules). */
  const probed = new Map<string, { field: string; tag: string; first: string }>();

  const call = (method: string, url: string, options: { body?: unknown; tenant?: string; token?: string } = {}) =>
    suite.server.call(method, url, { token: options.token ?? suite.token, body: options.body, headers: options.tenant ? { 'X-Tenant-Id': options.tenant } : {} });
  /** The operation-log entries of calls under an entity's endpoints. */
  const operationLogs = async (entity: EntityModel): Promise<number> => {
    const { n } = await suite.server.ctx.db.kysely.selectFrom('sysLog').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('logType', '=', 2).where('requestUrl', 'like', `%${entity.api}/%`).executeTakeFirstOrThrow();
    return Number(n);
  };

  beforeAll(async () => {
    const { db } = suite.server.ctx;
    // Rows for the table dictionaries to point at.
    const referenced = new Set(registry.entities.flatMap((e) => e.fields.flatMap((f) => (f.dict?.kind === 'table' ? [f.dict.table] : []))));
    // In the demo file's order (a table before those pointing at it), every row (a doctor names its hospital).
    const tables = Object.fromEntries(Object.keys(demo).filter((t) => referenced.has(t)).map((t) => [t, demo[t]]));
    await seedEntityRows(db, suite.server.ctx.registry, tables, 'referenced tables');
    await db.kysely.insertInto('sysTenant').values({ id: 2, name: '验收租户', status: 1, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
  });

  it('names only declared entities among its known gaps', () => {
    expect(Object.keys(KNOWN_GAPS).filter((t) => !registry.entities.some((e) => e.table === t))).toEqual([]);
  });

  it.each(covered.map((e) => [e.table] as const))('%s', async (table) => {
    const entity = suite.server.ctx.registry.byTable.get(table) as EntityModel;
    const { db } = suite.server.ctx;
    const actions = new Set(entity.actions);
    const probe = probeField(entity)!;
    const context = await (CONTEXT[table]?.(db) ?? Promise.resolve({ query: {}, body: {} }));
    // A field the context fixes for every row (a module's closed set of values) cannot show a range.
    const range = rangeField(entity, Object.keys(context.body));
    const dicts = await dictionaryValues(db, entity);
    const tag = `YS${(serial++).toString(36)}`;
    const probes = ['a1', 'b2', 'c3'].map((s) => `${tag}${s}`);
    const sample = (i: number, probeValue = probes[i] ?? `${tag}x${i}`) => ({ ...sampleRow(entity, dicts, probeValue, i, serial++), ...context.body });
    const where = (what: string) => `${table} ${what}`;

    const list = async (params: Row, options: { tenant?: string; token?: string } = {}): Promise<ApiBody> =>
      (await call('GET', `${entity.api}/list?${queryString({ pageSize: 100, ...context.query, ...params })}`, options)).body;
    const listed = async (params: Row, options: { tenant?: string; token?: string } = {}) => {
      const body = await list(params, options);
      expect(body.success, where(`${JSON.stringify(params)}: ${body.message}`)).toBe(true);
      return (body.result.records as Row[]).map((r) => r[probe.name]);
    };
    const mine = { [probe.name]: `*${tag}*` };

    // Three rows, through add where the entity takes one (an operation-log entry each), else as stored rows.
    if (actions.has('add')) {
      for (const i of [0, 1, 2]) {
        const before = await operationLogs(entity);
        const added = (await call('POST', `${entity.api}/add`, { body: sample(i) })).body;
        expect(added.success, where(`add: ${added.message} ${JSON.stringify(added.result)}`)).toBe(true);
        expect(await operationLogs(entity), where('logs the add')).toBe(before + 1);
      }
    } else {
      await insertRows(db, entity, [0, 1, 2].map((i) => ({ ...sampleRow(entity, dicts, probes[i], i, serial++, true), createTime: `2024-05-0${i + 1} 08:00:00` })));
    }

    // Paging: the page's rows and the whole count.
    const paged = await list({ ...mine, pageSize: 2, pageNo: 2 });
    expect(paged.result, where('paging')).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(paged.result.records, where('second page')).toHaveLength(1);

    // Sort: descending is ascending reversed.
    const ascending = await listed({ ...mine, column: probe.name, order: 'asc' });
    expect(ascending, where('sorted ascending')).toEqual(probes);
    expect(await listed({ ...mine, column: probe.name, order: 'desc' }), where('sorted descending')).toEqual([...probes].reverse());

    // Every form of the grammar on the probe field.
    const [a, b, c] = probes;
    expect(await listed({ [probe.name]: b }), where('equals')).toEqual([b]);
    expect(await listed({ [probe.name]: `*${b.slice(1)}*` }), where('contains')).toEqual([b]);
    expect(await listed({ [probe.name]: `${b.slice(0, -1)}*` }), where('starts with')).toEqual([b]);
    expect(await listed({ [probe.name]: `*${b.slice(1)}` }), where('ends with')).toEqual([b]);
    expect((await listed({ [probe.name]: `${a},${c}`, column: probe.name, order: 'asc' })), where('in')).toEqual([a, c]);
    // Every row the list shows with a filter (a tree list shows its roots only without one).
    const all = (await list({ [probe.name]: `!${tag}none`, pageSize: 1 })).result.total as number;
    const notB = await list({ [probe.name]: `!${b}`, pageSize: 1 });
    expect(notB.result.total, where('not equal')).toBe(all - 1);
    if (range) {
      const [low, middle] = [rangeValue(range, 0), rangeValue(range, 1)];
      expect(await listed({ ...mine, [`${range.name}_begin`]: middle, [`${range.name}_end`]: middle }), where('range')).toEqual([b]);
      expect(await listed({ ...mine, [range.name]: `>=${middle}`, column: probe.name, order: 'asc' }), where('at least')).toEqual([b, c]);
      expect(await listed({ ...mine, [range.name]: `<${middle}` }), where('below')).toEqual([a]);
      expect(await listed({ ...mine, [range.name]: low }), where('typed equals')).toEqual([a]);
    }
    // A required dictionary field filters by its value (every sample row holds the dictionary's first).
    const coded = entity.fields.find((f) => f.dict && f.required);
    if (coded) expect((await listed({ ...mine, [coded.name]: dicts.get(coded.name) })).length, where(`dictionary filter ${coded.name}`)).toBe(3);
    const unknown = await list({ noSuchField: '1' });
    expect(unknown, where('unknown filter')).toMatchObject({ success: false, message: expect.stringContaining('noSuchField') });

    // The advanced query, either condition or both.
    const conditions = encodeURIComponent(JSON.stringify([{ field: probe.name, rule: 'eq', val: a }, { field: probe.name, rule: 'eq', val: c }]));
    expect(await listed({ superQueryParams: conditions, superQueryMatchType: 'or', column: probe.name, order: 'asc' }), where('super query or')).toEqual([a, c]);
    expect(await listed({ superQueryParams: conditions, superQueryMatchType: 'and' }), where('super query and')).toEqual([]);

    const ids = async (): Promise<Record<string, string>> => {
      const body = await list({ ...mine });
      return Object.fromEntries((body.result.records as Row[]).map((r) => [String(r[probe.name]), String(r.id)]));
    };
    const rows = await ids();

    // Each declared unique field: a second row with the same value is refused, naming the field; the duplicate check agrees.
    const unique = entity.fields.filter((f) => f.unique);
    if (actions.has('add')) {
      const first = (await call('GET', `${entity.api}/queryById?id=${rows[a]}`)).body.result as Row;
      for (const field of unique) {
        const again = (await call('POST', `${entity.api}/add`, { body: { ...sample(3, `${tag}d4`), [field.name]: first[field.name] } })).body;
        expect(again, where(`unique ${field.name}`)).toMatchObject({ success: false, result: { [field.name]: expect.any(String) } });
        const check = `/sys/duplicate/check?tableName=${table}&fieldName=${field.column}&fieldVal=${encodeURIComponent(String(first[field.name]))}`;
        expect((await call('GET', check)).body.success, where(`duplicate check ${field.name}`)).toBe(false);
        expect((await call('GET', `${check}&dataId=${rows[a]}`)).body.success, where(`duplicate check ${field.name} of its own row`)).toBe(true);
      }
    }

    // A value failing a field's content check, or not in its dictionary, is refused naming the field.
    if (actions.has('add')) {
      for (const field of entity.fields.filter((f) => f.check || f.dict)) {
        const refused = (await call('POST', `${entity.api}/add`, { body: { ...sample(3, `${tag}d4`), [field.name]: '{不合格' } })).body;
        // The check's own words (the form shows the same under the field), or the dictionary's refusal naming the value.
        const words = field.check ? fieldChecks[field.check]('{不合格', field.label) : expect.stringContaining('{不合格');
        expect(refused, where(`wrong ${field.name}`)).toMatchObject({ success: false, result: { [field.name]: words } });
      }
    }

    // Export, then import what was exported (after the rows are gone): the same rows come back.
    if (actions.has('export')) {
      const file = await fetch(`${suite.server.url}/jeecg-boot${entity.api}/exportXls?${queryString({ ...context.query, ...mine })}`, { headers: { 'X-Access-Token': suite.token } });
      expect(file.status, where('export')).toBe(200);
      const content = await file.arrayBuffer();
      expect((await readBack(content)).length, where('exported rows and header')).toBe(4);
      if (actions.has('import') && actions.has('delete')) {
        expect((await call('DELETE', `${entity.api}/deleteBatch?ids=${Object.values(rows).join(',')}`)).body.success, where('deleteBatch')).toBe(true);
        if (entity.softDelete) await call('DELETE', `${entity.api}/deleteRecycleBin?ids=${Object.values(rows).join(',')}`);
        expect(await listed(mine), where('gone before import')).toEqual([]);
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(content)]), 'rows.xlsx');
        const before = await operationLogs(entity);
        const response = await fetch(`${suite.server.url}/jeecg-boot${entity.api}/importExcel`, { method: 'POST', headers: { 'X-Access-Token': suite.token }, body: form });
        const imported = (await response.json()) as ApiBody;
        expect(imported.success, where(`import: ${imported.message}`)).toBe(true);
        expect(await operationLogs(entity), where('logs the import')).toBe(before + 1);
        expect(await listed({ ...mine, column: probe.name, order: 'asc' }), where('imported back')).toEqual(probes);
        Object.assign(rows, await ids());
      }
    }

    // add → queryById → edit → queryById → delete → not found, one log entry per write.
    if (actions.has('add') && actions.has('edit') && actions.has('delete')) {
      const probeValue = `${tag}e5`;
      const before = await operationLogs(entity);
      expect((await call('POST', `${entity.api}/add`, { body: sample(4, probeValue) })).body.success, where('add for the round trip')).toBe(true);
      const id = (await ids())[probeValue];
      const read = (await call('GET', `${entity.api}/queryById?id=${id}`)).body;
      expect(read, where('queryById')).toMatchObject({ success: true, result: { id: expect.anything(), [probe.name]: probeValue } });
      const edited = (await call('PUT', `${entity.api}/edit`, { body: { ...read.result, [probe.name]: `${tag}f6` } })).body;
      expect(edited.success, where(`edit: ${edited.message}`)).toBe(true);
      expect((await call('GET', `${entity.api}/queryById?id=${id}`)).body.result[probe.name], where('edited')).toBe(`${tag}f6`);
      expect((await call('DELETE', `${entity.api}/delete?id=${id}`)).body.success, where('delete')).toBe(true);
      expect((await call('GET', `${entity.api}/queryById?id=${id}`)).body.success, where('deleted')).toBe(false);
      expect(await operationLogs(entity), where('logs add, edit and delete')).toBe(before + 3);
    }

    // A row of another tenant is not seen in this one; a table shared by every tenant shows it to all.
    // (Stored directly: in tenant 2 a table dictionary sees tenant 2's rows only, and those the suite seeded belong to none.)
    const other = `${tag}t7`;
    await insertRows(db, entity, [{ ...sampleRow(entity, dicts, other, 0, serial++, true), ...context.body, tenantId: 2, ...(entity.idStrategy === 'integer' ? { id: 90_000 + (serial++ % 9_000) } : {}) }]);
    expect(await listed({ [probe.name]: other }, { tenant: '1' }), where('unseen from tenant 1')).toEqual(entity.sharedAcrossTenants ? [other] : []);
    expect(await listed({ [probe.name]: other }, { tenant: '2' }), where('seen in tenant 2')).toEqual([other]);
    const stored = await dynamic(db).selectFrom(entity.table).select('tenantId').where(probe.column as 'id', '=', other).executeTakeFirstOrThrow();
    expect(Number(stored.tenantId), where('stored in tenant 2')).toBe(2);

    probed.set(table, { field: probe.name, tag, first: a });
  });

  // A data rule granted to the caller's role on each entity's menu narrows its list (one new session reads them all).
  it('a data rule narrows every list served under a menu', async () => {
    const { db } = suite.server.ctx;
    expect(probed.size, 'every entity above ran').toBe(covered.length);
    const menus = new Map<string, string>();
    for (const entity of covered) {
      if (entity.components.length === 0) continue;
      const menu = await db.kysely.selectFrom('sysPermission').select('id')
        .where('component', 'in', entity.components).where('menuType', 'in', [0, 1]).where('delFlag', '=', 0).executeTakeFirst();
      expect(menu, `${entity.table} has a menu`).toBeDefined();
      const { field, tag, first } = probed.get(entity.table)!;
      await db.kysely.insertInto('sysPermissionDataRule').values({
        id: `rule_${tag}`, permissionId: menu!.id, ruleName: '验收', ruleColumn: field, ruleConditions: '=', ruleValue: first, status: '1',
        createBy: 'admin', createTime: null, updateBy: null, updateTime: null,
      }).execute();
      const granted = await db.kysely.updateTable('sysRolePermission').set({ dataRuleIds: `rule_${tag}` }).where('roleId', '=', 'r_admin').where('permissionId', '=', menu!.id).executeTakeFirst();
      expect(Number(granted.numUpdatedRows), `${entity.table}: the admin role holds its menu`).toBe(1);
      menus.set(entity.table, menu!.id);
    }
    // Every entity with a page of its own (a declaration-only one, as the dictionary items, has none).
    expect(menus.size).toBe(covered.filter((e) => e.components.length > 0).length);
    // A new session reads the grants at once (the rules are kept per session for a few seconds).
    const token = await suite.server.login('admin');
    for (const entity of registry.entities.filter((e) => menus.has(e.table))) {
      const { field, tag, first } = probed.get(entity.table)!;
      const context = await (CONTEXT[entity.table]?.(db) ?? Promise.resolve({ query: {}, body: {} }));
      const { body } = await suite.server.call('GET', `${entity.api}/list?${queryString({ ...context.query, [field]: `*${tag}*` })}`, { token });
      expect(body.success, `${entity.table}: ${body.message}`).toBe(true);
      expect((body.result.records as Row[]).map((r) => r[field]), `${entity.table} narrowed by the data rule`).toEqual([first]);
    }
    await db.kysely.updateTable('sysRolePermission').set({ dataRuleIds: null }).where('roleId', '=', 'r_admin').where('permissionId', 'in', [...menus.values()]).execute();
  });
});
