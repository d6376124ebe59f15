import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/entities/dynamic.ts';
import { syncEntities } from '../../server/entities/sync.ts';
import { testDatabases } from '../helpers/databases.ts';
import { crossForAdminOnly } from '../helpers/tenants.ts';
import { ITEM_FIELDS, itemPage, schemaDir } from '../helpers/schemas.ts';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

const AREA_DICT = 'biz_test_area,area_name,area_code';
const areaPage = {
  kind: 'list', version: 1, id: 'test-area', title: '测试区域', route: { components: ['test/AreaList'] },
  entity: {
    table: 'biz_test_area', api: '/test/area', permission: 'test:area', label: '测试区域',
    fields: [
      { name: 'areaName', label: '名称', type: 'string', length: 50, required: true },
      { name: 'areaCode', label: '编码', type: 'string', length: 20, unique: true },
      { name: 'parentCode', label: '上级编码', type: 'string', length: 20 },
    ],
  },
  columns: [{ field: 'areaName', title: '名称' }],
};

/**
 * The paths that read entity rows outside the entity's own list: table dictionaries, tree data,
 * the duplicate check (unique values per tenant, as add and edit hold them) and the dashboard.
 * lihua belongs to tenants 1 and 2, wangfang to 2; both hold the admin role. admin has no tenant.
 */
describe.each(testDatabases)('tenants on the dictionary, duplicate-check and dashboard paths on $name', ({ name }) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const schemas = schemaDir({
    'test-item.json': itemPage([...ITEM_FIELDS, { name: 'area', label: '区域', type: 'string', length: 20, dict: AREA_DICT }]),
    'test-area.json': areaPage,
  });

  const call = async (user: string, tenant: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token: tokens[user], headers: tenant === undefined ? {} : { 'X-Tenant-Id': tenant }, body });
  const result = async (user: string, tenant: string | undefined, path: string) => {
    const { body } = await call(user, tenant, 'GET', path);
    expect(body.success, `${user}@${tenant ?? '-'} ${path}: ${body.message}`).toBe(true);
    return body.result;
  };
  const add = async (user: string, tenant: string | undefined, api: string, row: Row) => {
    const { body } = await call(user, tenant, 'POST', `${api}/add`, row);
    expect(body.success, `${user} adds ${JSON.stringify(row)}: ${body.message}`).toBe(true);
  };
  const idOf = async (rowName: string, tenant: number | null) => {
    const query = dynamic(server.ctx.db).selectFrom('biz_test_item').select('id').where('name', '=', rowName);
    const row = await (tenant === null ? query.where('tenantId', 'is', null) : query.where('tenantId', '=', tenant)).executeTakeFirstOrThrow();
    return String(row.id);
  };
  const indexes = async (table: string): Promise<string[]> => {
    const db = server.ctx.db;
    const { rows } = db.dialect === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(db.kysely)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db.kysely);
    return rows.map((r) => r.name);
  };

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    const db = server.ctx.db.kysely;
    await db.insertInto('sysTenant').values({ id: 2, name: '第二租户', status: 1, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
    for (const [user, tenants] of [['lihua', '1,2'], ['wangfang', '2']]) {
      await db.updateTable('sysUser').set({ relTenantIds: tenants, status: 1 }).where('username', '=', user).execute();
      const { id } = await db.selectFrom('sysUser').select('id').where('username', '=', user).executeTakeFirstOrThrow();
      await db.insertInto('sysUserRole').values({ id: `ur_${user}_admin`, userId: id, roleId: 'r_admin' }).execute();
    }
    await crossForAdminOnly(server.ctx.db);
    for (const user of ['admin', 'lihua', 'wangfang']) tokens[user] = await server.login(user);

    // Tenant 1: 甲区 (A) with 甲街 under it, and 甲二区 (A2) without children; tenant 2: 乙区 (B) with
    // 乙街, and 乙挂 which names tenant 1's A2 as its parent.
    for (const [user, tenant, row] of [
      ['lihua', '1', { areaName: '甲区', areaCode: 'A' }], ['lihua', '1', { areaName: '甲街', areaCode: 'A1', parentCode: 'A' }],
      ['lihua', '1', { areaName: '甲二区', areaCode: 'A2' }],
      ['wangfang', '2', { areaName: '乙区', areaCode: 'B' }], ['wangfang', '2', { areaName: '乙街', areaCode: 'B1', parentCode: 'B' }],
      ['wangfang', '2', { areaName: '乙挂', areaCode: 'B2', parentCode: 'A2' }],
    ] as [string, string, Row][]) await add(user, tenant, '/test/area', row);

    await add('lihua', '1', '/test/item', { name: '甲物', code: 'X1', area: 'A' });
    await add('lihua', '1', '/test/item', { name: '甲物二', code: 'X2' });
    await add('lihua', '2', '/test/item', { name: '乙物', code: 'Y1', area: 'B' });
    await add('admin', undefined, '/test/item', { name: '公共物', code: 'P1' });
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('answers a table dictionary with the tenant\'s rows only (items, keyword search, texts of values)', async () => {
    const values = async (user: string, tenant: string | undefined, path: string) => ((await result(user, tenant, path)) as Row[]).map((i) => i.value).sort();
    expect(await values('lihua', '1', `/sys/dict/getDictItems/${AREA_DICT}`)).toEqual(['A', 'A1', 'A2']);
    expect(await values('wangfang', '2', `/sys/dict/getDictItems/${AREA_DICT}`)).toEqual(['B', 'B1', 'B2']);
    expect(await values('admin', undefined, `/sys/dict/getDictItems/${AREA_DICT}`)).toEqual(['A', 'A1', 'A2', 'B', 'B1', 'B2']);
    expect(await values('lihua', '1', `/sys/dict/loadDict/${AREA_DICT}?keyword=${encodeURIComponent('区')}`)).toEqual(['A', 'A2']);
    expect(await values('wangfang', '2', `/sys/dict/loadDict/${AREA_DICT}?keyword=${encodeURIComponent('区')}`)).toEqual(['B']);
    expect(await result('lihua', '1', `/sys/dict/loadDictItem/${AREA_DICT}?key=A,B`)).toEqual(['甲区']);
    expect(await result('wangfang', '2', `/sys/dict/loadDictItem/${AREA_DICT}?key=A,B&delNotExist=false`)).toEqual(['A', '乙区']);
    expect(await result('admin', undefined, `/sys/dict/loadDictItem/${AREA_DICT}?key=A,B`)).toEqual(['甲区', '乙区']);
    // Plain dictionaries are shared, whatever the header.
    expect(await result('wangfang', '2', '/sys/dict/loadDictItem/sex?key=1')).toEqual(['男']);
    // A tenant the caller does not belong to is refused here too.
    const refused = await call('wangfang', '1', 'GET', `/sys/dict/getDictItems/${AREA_DICT}`);
    expect([refused.status, refused.body.message]).toEqual([403, '您不属于该租户，不能查看或修改其数据']);
  });

  it('keeps a row\'s dictionary values and their texts to its tenant', async () => {
    const refused = await call('lihua', '1', 'POST', '/test/item/add', { name: '越界', code: 'X9', area: 'B' });
    expect(refused.body).toMatchObject({ success: false, message: '区域的值不在字典中：B' });
    const { records } = await result('lihua', '1', '/test/item/list?pageSize=50');
    expect((records as Row[]).find((r) => r.name === '甲物')).toMatchObject({ area: 'A', area_dictText: '甲区' });
    const shown = await result('lihua', '2', `/test/item/queryById?id=${await idOf('乙物', 2)}`);
    expect(shown).toMatchObject({ area: 'B', area_dictText: '乙区' });
  });

  it('answers tree data with the tenant\'s rows only, and only its rows make a node a parent', async () => {
    const base = '/sys/dict/loadTreeData?tableName=biz_test_area&text=area_name&code=area_code&pidField=parent_code';
    const level = async (user: string, tenant: string | undefined, pid = '') =>
      ((await result(user, tenant, `${base}${pid ? `&pid=${pid}` : ''}`)) as Row[]).map((n) => [n.key, n.leaf]).sort();
    expect(await level('lihua', '1')).toEqual([['A', false], ['A2', true]]);
    expect(await level('wangfang', '2')).toEqual([['B', false]]);
    expect(await level('wangfang', '2', 'A')).toEqual([]);
    expect(await level('lihua', '1', 'A')).toEqual([['A1', true]]);
    expect(await level('admin', undefined)).toEqual([['A', false], ['A2', false], ['B', false]]);
  });

  it('checks duplicates within the tenant, as add and edit do, and says nothing of another tenant\'s values', async () => {
    const answer = async (user: string, tenant: string | undefined, value: string, dataId = '') =>
      (await call(user, tenant, 'GET', `/sys/duplicate/check?tableName=biz_test_item&fieldName=name&fieldVal=${encodeURIComponent(value)}${dataId ? `&dataId=${dataId}` : ''}`)).body.message;
    const taken = '该值不可用，系统中已存在！';
    const free = '该值可用！';
    expect(await answer('lihua', '1', '甲物')).toBe(taken);
    expect(await answer('wangfang', '2', '甲物')).toBe(free);
    expect(await answer('admin', undefined, '甲物')).toBe(free);
    expect(await answer('admin', undefined, '公共物')).toBe(taken);
    expect(await answer('wangfang', '2', '公共物')).toBe(free);
    // Editing a row: its own value is free; a foreign row's id does not move the check into that tenant.
    expect(await answer('lihua', '1', '甲物', await idOf('甲物', 1))).toBe(free);
    expect(await answer('wangfang', '2', '乙物', await idOf('甲物', 1))).toBe(taken);
    // Without a header the row's own tenant counts (admin edits a tenant-1 row).
    expect(await answer('admin', undefined, '甲物二', await idOf('甲物', 1))).toBe(taken);
    expect(await answer('lihua', '1', '乙物')).toBe(free);

    // Add and edit agree: the same name in another tenant (and in none) is accepted, in the same tenant refused.
    await add('wangfang', '2', '/test/item', { name: '甲物', code: 'X1' });
    await add('admin', undefined, '/test/item', { name: '甲物', code: 'X1' });
    const again = await call('lihua', '1', 'POST', '/test/item/add', { name: '甲物', code: 'Z1' });
    expect(again.body).toMatchObject({ success: false, message: '名称已存在' });
    const edited = await call('lihua', '1', 'PUT', '/test/item/edit', { id: await idOf('甲物二', 1), name: '甲物' });
    expect(edited.body).toMatchObject({ success: false, message: '名称已存在' });
    const adminEdit = await call('admin', undefined, 'PUT', '/test/item/edit', { id: await idOf('甲物二', 1), name: '甲物' });
    expect(adminEdit.body).toMatchObject({ success: false, message: '名称已存在' });
    expect((await call('admin', undefined, 'PUT', '/test/item/edit', { id: await idOf('甲物二', 1), name: '乙物' })).body.success).toBe(true);
    // The database holds the rule too: a second row of one tenant with a taken name is refused by the index.
    const insert = (tenantId: number | null) => dynamic(server.ctx.db).insertInto('biz_test_item')
      .values({ id: `raw_${String(tenantId)}`, name: '直插', tenantId, createTime: '2026-01-01 00:00:00' }).execute();
    await insert(1);
    await expect(insert(1).then(() => 'stored')).rejects.toBeDefined();
    await dynamic(server.ctx.db).insertInto('biz_test_item').values({ id: 'raw_2', name: '直插', tenantId: 2, createTime: '2026-01-01 00:00:00' }).execute();
  });

  it('counts dashboard figures per tenant', async () => {
    const figures = async (user: string, tenant: string | undefined) => {
      const analysis = await result(user, tenant, '/sys/dashboard/analysis');
      const count = (analysis.entities as Row[]).find((e) => e.table === 'biz_test_item')?.count;
      const today = (analysis.daily.entities as { key: string; counts: number[] }[]).find((s) => s.key === 'biz_test_item')?.counts.at(-1);
      return { count, today };
    };
    const stored = async (tenant: number | null) => {
      const query = dynamic(server.ctx.db).selectFrom('biz_test_item').select((eb) => eb.fn.countAll<number>().as('n'));
      return Number((await (tenant === null ? query : query.where('tenantId', '=', tenant)).executeTakeFirstOrThrow()).n);
    };
    await add('lihua', '1', '/test/item', { name: '甲物三', code: 'X3' });
    const [one, two, all] = [await stored(1), await stored(2), await stored(null)];
    // Tenant 1: four rows (one added directly, dated long ago), tenant 2: three (likewise).
    expect([one, two]).toEqual([4, 3]);
    expect(await figures('lihua', '1')).toEqual({ count: one, today: one - 1 });
    expect(await figures('wangfang', '2')).toEqual({ count: two, today: two - 1 });
    expect((await figures('admin', undefined)).count).toBe(all);

    const recent = async (tenant: string) => ((await result('lihua', tenant, '/sys/dashboard/workplace')).recentChanges.entities as Row[])
      .find((e) => e.table === 'biz_test_item')?.count;
    expect(await recent('1')).toBe(3);
    expect(await recent('2')).toBe(1);
  });

  it('indexes tenant_id and makes unique values per tenant on new tables, and on existing ones at the next sync', async () => {
    expect(await indexes('biz_test_item')).toEqual(expect.arrayContaining(['ix_biz_test_item_tenant_id', 'uxt_biz_test_item_name', 'uxt_biz_test_item_code']));
    expect(await indexes('biz_test_item')).not.toContain('ux_biz_test_item_name');
    // A table as an earlier version left it: no tenant index, the name unique over the whole table.
    const schema = server.ctx.db.kysely.schema;
    await schema.dropIndex('ix_biz_test_area_tenant_id').execute();
    await schema.dropIndex('uxt_biz_test_area_area_code').execute();
    await schema.createIndex('ux_biz_test_area_area_code').unique().on('biz_test_area').column('area_code').execute();
    await syncEntities(server.ctx.db, server.ctx.registry);
    const after = await indexes('biz_test_area');
    expect(after).toEqual(expect.arrayContaining(['ix_biz_test_area_tenant_id', 'uxt_biz_test_area_area_code']));
    expect(after).not.toContain('ux_biz_test_area_area_code');
  });
});
