import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { crossForAdminOnly } from '../helpers/tenants.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';
import { dynamic } from '../../server/entities/dynamic.ts';
import { workbook } from '../helpers/sheets.ts';

type Row = Record<string, unknown>;

async function firstColumn(buffer: ArrayBuffer): Promise<unknown[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  const names: unknown[] = [];
  book.worksheets[0].eachRow((row, n) => {
    if (n > 1) names.push((row.values as unknown[])[1]);
  });
  return names.sort();
}

/**
 * Tenant 1 (智慧安置区, seeded) and tenant 2: lihua belongs to 1, wangfang to 2, both hold the admin
 * role (every test:item code but tenant:cross; wangfang, frozen in the demo data, is thawed). admin belongs to none, holds tenant:cross
 * and sends no header: it sees every row.
 */
describe.each(testDatabases)('entity rows kept to the tenant on $name', ({ name }) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const schemas = schemaDir({ 'test-item.json': itemPage() });

  const as = (user: string, tenant?: string): { token: string; headers: Record<string, string> } =>
    ({ token: tokens[user], headers: tenant === undefined ? {} : { 'X-Tenant-Id': tenant } });
  const call = async (user: string, tenant: string | undefined, method: string, path: string, body?: unknown) =>
    server.call(method, `/test/item${path}`, { ...as(user, tenant), body });
  const names = async (user: string, tenant?: string, query = '') => {
    const { body } = await call(user, tenant, 'GET', `/list?pageSize=100&column=name&order=asc${query}`);
    expect(body.success, body.message).toBe(true);
    return { total: body.result.total as number, names: (body.result.records as Row[]).map((r) => r.name) };
  };
  const stored = (rowName: string) => dynamic(server.ctx.db).selectFrom('biz_test_item').select(['id', 'tenantId']).where('name', '=', rowName).executeTakeFirst();
  const idOf = async (rowName: string) => ({ id: String((await stored(rowName))?.id) });
  /** The row's tenant as stored: a number, null, or 'gone'. */
  const tenantOf = async (rowName: string) => {
    const row = await stored(rowName);
    return row === undefined ? 'gone' : row.tenantId === null ? null : Number(row.tenantId);
  };
  const download = (user: string, tenant: string | undefined, query = '') =>
    fetch(`${server.url}/jeecg-boot/test/item/exportXls?${query}`, { headers: { 'X-Access-Token': tokens[user], ...as(user, tenant).headers } });
  const upload = async (user: string, tenant: string | undefined, content: Buffer): Promise<{ status: number; body: ApiBody }> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'items.xlsx');
    const response = await fetch(`${server.url}/jeecg-boot/test/item/importExcel`, {
      method: 'POST', headers: { 'X-Access-Token': tokens[user], ...as(user, tenant).headers }, body: form,
    });
    return { status: response.status, body: (await response.json()) as ApiBody };
  };

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    const db = server.ctx.db.kysely;
    await db.insertInto('sysTenant').values({ id: 2, name: '第二租户', status: 1, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
    await db.insertInto('sysTenant').values({ id: 3, name: '冻结租户', status: 0, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
    for (const [user, tenants] of [['lihua', '1,3'], ['wangfang', '2']]) {
      await db.updateTable('sysUser').set({ relTenantIds: tenants, status: 1 }).where('username', '=', user).execute();
      const { id } = await db.selectFrom('sysUser').select('id').where('username', '=', user).executeTakeFirstOrThrow();
      await db.insertInto('sysUserRole').values({ id: `ur_${user}_admin`, userId: id, roleId: 'r_admin' }).execute();
    }
    await crossForAdminOnly(server.ctx.db);
    for (const user of ['admin', 'lihua', 'wangfang', 'jeecg']) tokens[user] = await server.login(user);

    const adds: [string, string | undefined, Row][] = [
      ['lihua', '1', { name: '甲一', code: 'A1', kind: '1' }],
      ['lihua', '1', { name: '甲二', code: 'A2', kind: '0' }],
      ['wangfang', '2', { name: '乙一', code: 'B1', kind: '1' }],
      ['admin', undefined, { name: '公共', code: 'P1', kind: '1' }],
      // A tenant-id header of 0, as the platform's clients send when there is none.
      ['admin', '0', { name: '公共二', code: 'P2', kind: '0' }],
    ];
    for (const [user, tenant, row] of adds) {
      const { body } = await call(user, tenant, 'POST', '/add', row);
      expect(body, `${user} adds ${String(row.name)}`).toMatchObject({ success: true, message: '添加成功！' });
    }
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('stores added rows with the header\'s tenant, and none without one', async () => {
    expect([await tenantOf('甲一'), await tenantOf('甲二'), await tenantOf('乙一'), await tenantOf('公共'), await tenantOf('公共二')]).toEqual([1, 1, 2, null, null]);
  });

  // 日志管理 is kept to the tenant like every entity list: an entry is the tenant's the change was made in.
  it('writes each change\'s operation-log entry in its tenant, and 日志管理 lists a tenant\'s entries only', async () => {
    const logged = await dynamic(server.ctx.db).selectFrom('sys_log').select(['logContent', 'tenantId'])
      .where('requestUrl', 'like', '%/test/item/add').orderBy('createTime').execute();
    const tenantOfEntry = (content: string) => logged.filter((l) => String(l.logContent).endsWith(content)).map((l) => (l.tenantId === null ? null : Number(l.tenantId)));
    expect([tenantOfEntry('：甲一'), tenantOfEntry('：乙一'), tenantOfEntry('：公共'), tenantOfEntry('：公共二')]).toEqual([[1], [2], [null], [null]]);
    const contents = async (user: string, tenant: string) => {
      const { body } = await server.call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('测试条目')}`, as(user, tenant));
      expect(body.success, body.message).toBe(true);
      return (body.result.records as Row[]).map((r) => String(r.logContent));
    };
    expect(await contents('lihua', '1')).toEqual(expect.arrayContaining(['添加测试条目：甲一', '添加测试条目：甲二']));
    expect(await contents('lihua', '1')).not.toContain('添加测试条目：乙一');
    expect(await contents('wangfang', '2')).toEqual(['添加测试条目：乙一']);
  });

  it('lists and totals only the tenant\'s rows, counted with the filter; no header lists all for tenant:cross only', async () => {
    expect(await names('lihua', '1')).toEqual({ total: 2, names: ['甲一', '甲二'] });
    expect(await names('wangfang', '2')).toEqual({ total: 1, names: ['乙一'] });
    // Filters still apply, within the tenant (kind is a counted dictionary field: its fast count would say 3).
    expect(await names('lihua', '1', '&kind=1')).toEqual({ total: 1, names: ['甲一'] });
    expect(await names('wangfang', '2', '&kind=1')).toEqual({ total: 1, names: ['乙一'] });
    expect(await names('lihua', '1', `&name=${encodeURIComponent('*一*')}`)).toEqual({ total: 1, names: ['甲一'] });
    // Paging: the total stays the tenant's.
    const { body } = await call('lihua', '1', 'GET', '/list?pageSize=1&pageNo=2&column=name&order=asc');
    expect(body.result).toMatchObject({ total: 2, size: 1, current: 2, records: [{ name: '甲二', tenantId: 1 }] });
    expect(await names('admin')).toEqual({ total: 5, names: ['乙一', '公共', '公共二', '甲一', '甲二'].sort() });
    expect((await names('admin', undefined, '&kind=1')).total).toBe(3);
    // Without a header a member works in its session's tenant, never in every tenant (issue 14).
    expect(await names('lihua')).toEqual({ total: 2, names: ['甲一', '甲二'] });
  });

  it('counts again after writes in the tenant (no stale remembered total)', async () => {
    expect((await call('lihua', '1', 'POST', '/add', { name: '甲三', code: 'A3', kind: '1' })).body.success).toBe(true);
    expect(await names('lihua', '1', '&kind=1')).toEqual({ total: 2, names: ['甲一', '甲三'] });
    expect((await names('wangfang', '2')).total).toBe(1);
    expect((await call('lihua', '1', 'DELETE', `/delete?id=${(await idOf('甲三')).id}`)).body.success).toBe(true);
    expect((await names('lihua', '1', '&kind=1')).total).toBe(1);
    expect((await names('lihua', '1')).total).toBe(2);
  });

  it('answers another tenant\'s row as not found in queryById', async () => {
    const { id } = await idOf('甲一');
    expect((await call('lihua', '1', 'GET', `/queryById?id=${id}`)).body).toMatchObject({ success: true, result: { name: '甲一', tenantId: 1 } });
    expect((await call('wangfang', '2', 'GET', `/queryById?id=${id}`)).body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await call('admin', undefined, 'GET', `/queryById?id=${id}`)).body).toMatchObject({ success: true, result: { name: '甲一' } });
  });

  it('cannot edit or delete another tenant\'s row, and the row stays as it was', async () => {
    const { id } = await idOf('甲一');
    for (const method of ['PUT', 'POST']) {
      const edited = await call('wangfang', '2', method, '/edit', { id, name: '被改', code: 'A1' });
      expect(edited.body).toMatchObject({ success: false, message: '未找到对应数据' });
    }
    expect((await call('wangfang', '2', 'DELETE', `/delete?id=${id}`)).body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await tenantOf('甲一')).toBe(1);
    expect((await call('admin', undefined, 'GET', `/queryById?id=${id}`)).body.result).toMatchObject({ name: '甲一', updateBy: null });

    // Its own row: edited, and it stays the tenant's even if the body names another tenant.
    const own = await idOf('乙一');
    const edited = await call('wangfang', '2', 'PUT', '/edit', { id: own.id, name: '乙一改', tenantId: 1 });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await tenantOf('乙一改')).toBe(2);
    expect(await names('wangfang', '2')).toEqual({ total: 1, names: ['乙一改'] });
  });

  it('a batch delete with another tenant\'s ids deletes only the caller\'s own rows', async () => {
    expect((await call('lihua', '1', 'POST', '/add', { name: '甲四', code: 'A4' })).body.success).toBe(true);
    const foreign = [(await idOf('乙一改')).id, (await idOf('公共')).id];
    const onlyForeign = await call('lihua', '1', 'DELETE', `/deleteBatch?ids=${foreign.join(',')}`);
    expect(onlyForeign.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const mixed = await call('lihua', '1', 'DELETE', `/deleteBatch?ids=${[...foreign, (await idOf('甲四')).id].join(',')}`);
    expect(mixed.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect([await tenantOf('甲四'), await tenantOf('乙一改'), await tenantOf('公共')]).toEqual(['gone', 2, null]);
    expect((await names('admin')).total).toBe(5);
  });

  it('exports only the tenant\'s rows, also when other ids are selected', async () => {
    const own = await download('lihua', '1');
    expect(own.status).toBe(200);
    expect(await firstColumn(await own.arrayBuffer())).toEqual(['甲一', '甲二']);
    expect(await firstColumn(await (await download('wangfang', '2')).arrayBuffer())).toEqual(['乙一改']);
    expect(await firstColumn(await (await download('lihua', '1', 'kind=0')).arrayBuffer())).toEqual(['甲二']);
    const selections = [(await idOf('甲一')).id, (await idOf('乙一改')).id, (await idOf('公共')).id].join(',');
    expect(await firstColumn(await (await download('lihua', '1', `selections=${selections}`)).arrayBuffer())).toEqual(['甲一']);
    expect(await firstColumn(await (await download('admin', undefined)).arrayBuffer())).toEqual(['乙一改', '公共', '公共二', '甲一', '甲二'].sort());
  });

  it('imports rows into the header\'s tenant, and into none without one', async () => {
    const file = (rowName: string, code: string) => workbook([['名称', '编码', '状态'], [rowName, code, '有效']]);
    expect((await upload('wangfang', '2', await file('乙导入', 'BI'))).body).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await upload('admin', undefined, await file('公共导入', 'PI'))).body).toMatchObject({ success: true });
    expect([await tenantOf('乙导入'), await tenantOf('公共导入')]).toEqual([2, null]);
    expect(await names('wangfang', '2')).toEqual({ total: 2, names: ['乙一改', '乙导入'] });
    expect((await names('lihua', '1')).names).toEqual(['甲一', '甲二']);
  });

  it('refuses a tenant the caller does not belong to, a frozen one and a malformed one (403/400), on every endpoint', async () => {
    const { id } = await idOf('甲一');
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/list'], ['GET', `/queryById?id=${id}`], ['POST', '/add', { name: '越权', code: 'X1' }],
      ['PUT', '/edit', { id, name: '越权' }], ['DELETE', `/delete?id=${id}`], ['DELETE', `/deleteBatch?ids=${id}`],
    ];
    const refusals: [user: string, tenant: string, status: number, message: string][] = [
      ['wangfang', '1', 403, '您不属于该租户，不能查看或修改其数据'],
      ['lihua', '3', 403, '该租户不存在或已被冻结'],
      ['lihua', '1 or 1=1', 400, '租户编号格式不正确'],
    ];
    for (const [user, tenant, status, message] of refusals) {
      for (const [method, path, body] of endpoints) {
        const answer = await call(user, tenant, method, path, body);
        expect([user, tenant, method, path, answer.status, answer.body.message]).toEqual([user, tenant, method, path, status, message]);
      }
      const exported = await download(user, tenant);
      expect([user, tenant, 'export', exported.status, ((await exported.json()) as ApiBody).message]).toEqual([user, tenant, 'export', status, message]);
      const imported = await upload(user, tenant, await workbook([['名称', '编码'], ['越权导入', 'XI']]));
      expect([user, tenant, 'import', imported.status, imported.body.message]).toEqual([user, tenant, 'import', status, message]);
    }
    // The platform's own header name is read too.
    const other = await server.call('GET', '/test/item/list', { token: tokens.wangfang, headers: { 'tenant-id': '1' } });
    expect([other.status, other.body.message]).toEqual([403, '您不属于该租户，不能查看或修改其数据']);
    // Nothing was written or removed.
    expect([await tenantOf('越权'), await tenantOf('越权导入'), await tenantOf('甲一')]).toEqual(['gone', 'gone', 1]);
    expect((await names('admin')).total).toBe(7);
  });

  it('checks the permission code before the tenant: no code answers 403 even with a good header', async () => {
    await server.ctx.db.kysely.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'jeecg').execute();
    const denied = await server.call('POST', '/test/item/add', { ...as('jeecg', '1'), body: { name: '无权', code: 'N1' } });
    expect([denied.status, denied.body.message]).toEqual([403, '没有权限，请联系管理员授权']);
    expect((await server.call('GET', '/test/item/list', as('jeecg', '1'))).status).toBe(403);
    expect(await tenantOf('无权')).toBe('gone');
  });
});
