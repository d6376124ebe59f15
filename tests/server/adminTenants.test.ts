import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { callerTenant, NO_TENANT, tenantFilter } from '../../server/admin/tenants/callerTenant.ts';
import type { ApiError } from '../../server/http/envelope.ts';

type Tenant = Record<string, unknown> & { id: number; name: string };

describe.each(testDatabases)('tenants on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body })).body;
  const add = (fields: Record<string, unknown>) => call('POST', '/sys/tenant/add', fields);
  const setTenants = (username: string, ids: string | null) =>
    server.ctx.db.kysely.updateTable('sysUser').set({ relTenantIds: ids }).where('username', '=', username).execute();

  it('refuses every call without the page\'s button codes (403) and without a session (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/sys/tenant/list'], ['GET', '/sys/tenant/queryById?id=1'], ['POST', '/sys/tenant/add', { name: 'a' }],
      ['PUT', '/sys/tenant/edit', { id: 1, name: 'a' }], ['DELETE', '/sys/tenant/delete?id=1'],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, path, { token: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.message).toBe('没有权限，请联系管理员授权');
      expect((await server.call(method, path, { body })).status).toBe(401);
    }
    // Nothing changed.
    expect((await call('GET', '/sys/tenant/queryById?id=1')).result).toMatchObject({ id: 1, name: '智慧安置区', status: 1 });
  });

  it('adds tenants with a chosen or the next number and lists them by number', async () => {
    const chosen = await add({ id: 10, name: '东区安置点', beginDate: '2026-01-01', endDate: '2026-12-31 18:00:00' });
    expect(chosen).toMatchObject({
      success: true, message: '添加成功！',
      result: { id: 10, name: '东区安置点', beginDate: '2026-01-01 00:00:00', endDate: '2026-12-31 18:00:00', status: 1, createBy: 'admin' },
    });
    const next = await add({ name: '西区安置点', status: 0 });
    expect(next.result).toMatchObject({ id: 11, status: 0, beginDate: null });
    const all = await call('GET', '/sys/tenant/list');
    expect(all.result).toMatchObject({ total: 3 });
    expect((all.result.records as Tenant[]).map((t) => t.id)).toEqual([1, 10, 11]);
    // The list conventions of every entity: a plain value is equality, `*v*` contains; sorting both ways.
    expect((await call('GET', `/sys/tenant/list?name=${encodeURIComponent('*安置点*')}`)).result.total).toBe(2);
    expect((await call('GET', `/sys/tenant/list?name=${encodeURIComponent('安置点')}`)).result.total).toBe(0);
    expect((await call('GET', '/sys/tenant/list?column=id&order=desc')).result.records.map((t: Tenant) => t.id)).toEqual([11, 10, 1]);
    expect((await call('GET', '/sys/tenant/list?id=!1&status=1,0')).result.records.map((t: Tenant) => t.id)).toEqual([10, 11]);
    expect((await call('GET', '/sys/tenant/list?nope=1')).success).toBe(false);
    // The tenants are one table for every tenant: working in tenant 1 neither hides the others nor owns new ones.
    const inTenant = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body, headers: { 'tenant-id': '1' } })).body;
    expect((await inTenant('GET', '/sys/tenant/list')).result.records.map((t: Tenant) => t.id)).toEqual([1, 10, 11]);
    expect((await inTenant('GET', '/sys/tenant/queryById?id=10')).result).toMatchObject({ id: 10, tenantId: null });
    expect((await call('GET', '/sys/tenant/list?status=0')).result.records.map((t: Tenant) => t.id)).toEqual([11]);
  });

  it('refuses bad input with a message that names the field', async () => {
    expect(await add({ id: 10, name: '重复' })).toMatchObject({ success: false, message: '租户编号10已存在', result: { id: '租户编号10已存在' } });
    expect(await add({ id: 'abc', name: '甲' })).toMatchObject({ success: false, message: '租户编号必须是1到99999之间的整数' });
    expect(await add({ id: 0, name: '甲' })).toMatchObject({ success: false, message: '租户编号必须是1到99999之间的整数' });
    expect(await add({ id: 100000, name: '甲' })).toMatchObject({ success: false, message: '租户编号必须是1到99999之间的整数', result: { id: '租户编号必须是1到99999之间的整数' } });
    expect(await add({ name: '' })).toMatchObject({ success: false, message: '租户名称不能为空', result: { name: '租户名称不能为空' } });
    expect(await add({ name: '甲', beginDate: '2026-13-01' })).toMatchObject({ success: false, message: '开始日期格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss' });
    expect(await add({ name: '甲', beginDate: '2026-05-01', endDate: '2026-04-01' })).toMatchObject({ success: false, message: '结束日期不能早于开始日期' });
    expect(await add({ name: '甲', status: 2 })).toMatchObject({ success: false, message: '状态只能是1（正常）或0（冻结）' });
    expect((await call('GET', '/sys/tenant/list')).result.total).toBe(3);
  });

  it('edits a tenant; freezing the only tenant of a user stops that user signing in', async () => {
    const edited = await call('PUT', '/sys/tenant/edit', { id: 11, name: '西区', status: 1, endDate: '2027-01-01' });
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { id: 11, name: '西区', status: 1, endDate: '2027-01-01 00:00:00' } });
    await setTenants('lihua', '11');
    expect((await call('PUT', '/sys/tenant/edit', { id: 11, name: '西区', status: 0 })).success).toBe(true);
    const refused = await server.call('POST', '/sys/login', { body: { username: 'lihua', password: 'Test-password-2026' } });
    expect(refused.body).toMatchObject({ success: false, message: '与该用户关联的租户均已被冻结，无法登录！' });
    expect((await call('PUT', '/sys/tenant/edit', { id: 99, name: '无' })).message).toBe('租户不存在或已删除');
    expect((await call('PUT', '/sys/tenant/edit', { name: '无' })).message).toBe('缺少参数：id');
  });

  it('refuses to delete a tenant users belong to, naming them, and deletes it once none does', async () => {
    await setTenants('jeecg', '1,110');
    await setTenants('wangfang', '10,11');
    const refused = await call('DELETE', '/sys/tenant/delete?id=11');
    expect(refused).toMatchObject({ success: false, message: '租户“西区”下仍有2个用户（lihua、wangfang），请先将他们移出该租户再删除' });
    await setTenants('lihua', null);
    await setTenants('wangfang', '10');
    // jeecg's 110 is not tenant 11.
    expect(await call('DELETE', '/sys/tenant/delete?id=11')).toMatchObject({ success: true, message: '删除成功!' });
    expect((await call('GET', '/sys/tenant/queryById?id=11')).message).toBe('租户不存在或已删除');
    expect((await call('DELETE', '/sys/tenant/delete?id=11')).message).toBe('租户不存在或已删除');
  });

  it('logs every change', async () => {
    const logs = await call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('租户')}`);
    const contents = (logs.result.records as { logContent: string }[]).map((l) => l.logContent);
    expect(contents.sort()).toEqual(['删除租户：西区(11)', '添加租户：东区安置点(10)', '添加租户：西区安置点(11)', '编辑租户：西区(11)', '编辑租户：西区(11)'].sort());
  });
});

describe.each(testDatabases)('the tenant header on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
    await server.ctx.db.kysely.insertInto('sysTenant').values({ id: 2, name: '冻结', status: 0, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
  });
  afterAll(() => server.close());

  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  /** A caller of the given tenants, its session's chosen tenant, and whether it holds tenant:cross. */
  const who = (relTenantIds: string | null, options: { chosen?: number; cross?: boolean } = {}) =>
    ({ auth: { session: { tenantId: options.chosen ?? null }, user: { relTenantIds } }, mayCross: async () => options.cross === true }) as unknown as Parameters<typeof callerTenant>[2];
  const member = who('1,2');
  const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: ApiError) => `${error.status} ${error.message}`);

  it('reads X-Tenant-Id or tenant-id; 0 or none means the session\'s tenant, never every tenant', async () => {
    const { db } = server.ctx;
    // Tenant 2 is frozen: the member works in 1 whatever its session chose.
    expect(await callerTenant(db, request({}), member)).toBe(1);
    expect(await callerTenant(db, request({ 'tenant-id': '0' }), who('1,2', { chosen: 2 }))).toBe(1);
    expect(await callerTenant(db, request({ 'tenant-id': '1' }), member)).toBe(1);
    expect(await callerTenant(db, request({ 'x-tenant-id': '1', 'tenant-id': '0' }), member)).toBe(1);
    // Without tenants: the rows of no tenant, or every tenant with tenant:cross.
    expect(await callerTenant(db, request({}), who(null))).toBe(NO_TENANT);
    expect(await callerTenant(db, request({ 'tenant-id': '0' }), who(null, { cross: true }))).toBeNull();
    expect(await refusal(callerTenant(db, request({}), who('2')))).toBe('403 该租户不存在或已被冻结');
    expect(tenantFilter(1)).toEqual({ kind: 'compare', field: 'tenantId', op: '=', value: 1 });
    expect(tenantFilter(NO_TENANT)).toEqual({ kind: 'missing', field: 'tenantId' });
  });

  it('refuses a tenant the caller does not belong to, a frozen one and a malformed number', async () => {
    const { db } = server.ctx;
    expect(await refusal(callerTenant(db, request({ 'tenant-id': '1' }), who('11')))).toBe('403 您不属于该租户，不能查看或修改其数据');
    expect(await refusal(callerTenant(db, request({ 'tenant-id': '1' }), who(null)))).toBe('403 您不属于该租户，不能查看或修改其数据');
    expect(await refusal(callerTenant(db, request({ 'tenant-id': '2' }), member))).toBe('403 该租户不存在或已被冻结');
    // tenant:cross names any active tenant, never a frozen one.
    expect(await callerTenant(db, request({ 'tenant-id': '1' }), who('11', { cross: true }))).toBe(1);
    expect(await refusal(callerTenant(db, request({ 'tenant-id': '2' }), who(null, { cross: true })))).toBe('403 该租户不存在或已被冻结');
    expect(await refusal(callerTenant(db, request({ 'tenant-id': '1 or 1=1' }), member))).toBe('400 租户编号格式不正确');
  });
});
