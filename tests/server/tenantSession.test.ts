import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/entities/dynamic.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

/**
 * The tenant comes from the session, not from the client's goodwill: a request without the tenant
 * header works in the tenant chosen at sign-in (the first of the user's tenants unless the login
 * names another of them); a user without tenants sees the rows of no tenant only; seeing every
 * tenant, or naming a tenant one does not belong to, needs tenant:cross (the admin role).
 * tena belongs to tenant 1, tenb to 2, tenab to both, plain to none; all hold the bus-line buttons only.
 */
describe.each(testDatabases)('tenant of the session on $name', ({ name }) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const call = async (user: string, path: string, options: { method?: string; tenant?: string; body?: unknown } = {}): Promise<{ status: number; body: ApiBody }> =>
    server.call(options.method ?? 'GET', path, { token: tokens[user], body: options.body, headers: options.tenant === undefined ? {} : { 'tenant-id': options.tenant } });
  const lines = async (user: string, tenant?: string): Promise<string[]> => {
    const { body } = await call(user, '/bus/busLine/list?pageSize=100&column=lineNo&order=asc', { tenant });
    expect(body.success, `${user}@${tenant ?? '-'}: ${body.message}`).toBe(true);
    return (body.result.records as Row[]).map((r) => String(r.lineNo));
  };
  const add = async (user: string, lineNo: string, tenant?: string) => {
    const { body } = await call(user, '/bus/busLine/add', { method: 'POST', tenant, body: { lineName: `线路${lineNo}`, lineNo, startStation: '起', endStation: '终', status: '1' } });
    expect(body.success, `${user} adds ${lineNo}: ${body.message}`).toBe(true);
  };
  const storedTenant = async (lineNo: string) => {
    const row = await dynamic(server.ctx.db).selectFrom('biz_bus_line').select('tenantId').where('lineNo', '=', lineNo).executeTakeFirstOrThrow();
    return row.tenantId === null ? null : Number(row.tenantId);
  };
  const signIn = async (user: string, tenantId?: number) => {
    const { body } = await server.call('POST', '/sys/login', { body: { username: user, password: TEST_PASSWORD, ...(tenantId === undefined ? {} : { tenantId }) } });
    expect(body.success, body.message).toBe(true);
    return body.result.token as string;
  };

  beforeAll(async () => {
    server = await startTestServer(name);
    tokens.admin = await server.login('admin');
    tokens.jeecg = await server.login('jeecg');
    const db = server.ctx.db.kysely;
    await db.insertInto('sysTenant').values({ id: 2, name: '第二租户', status: 1, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
    await db.insertInto('sysTenant').values({ id: 3, name: '第三租户', status: 1, createTime: null, createBy: null, beginDate: null, endDate: null }).execute();
    const role = await call('admin', '/sys/role/add', { method: 'POST', body: { roleName: '线路员', roleCode: 'line_clerk' } });
    expect(role.body.success, role.body.message).toBe(true);
    const roleId = String(((await call('admin', '/sys/role/list?roleCode=line_clerk')).body.result.records as Row[])[0].id);
    const codes = ['m_bus', 'm_bus_1', 'b_bus_line_list', 'b_bus_line_add', 'b_bus_line_edit', 'b_bus_line_delete'];
    expect((await call('admin', '/sys/permission/saveRolePermission', { method: 'POST', body: { roleId, permissionIds: codes.join(','), lastpermissionIds: '' } })).body.success).toBe(true);
    for (const [user, tenants] of [['tena', '1'], ['tenb', '2'], ['tenab', '1,2'], ['plain', null]] as [string, string | null][]) {
      const made = await call('admin', '/sys/user/add', { method: 'POST', body: { username: user, realname: user, password: TEST_PASSWORD, selectedroles: roleId } });
      expect(made.body.success, made.body.message).toBe(true);
      await db.updateTable('sysUser').set({ relTenantIds: tenants }).where('username', '=', user).execute();
      userIds[user] = (await db.selectFrom('sysUser').select('id').where('username', '=', user).executeTakeFirstOrThrow()).id;
      tokens[user] = await signIn(user);
    }
    // Rows added without a header land in the session's tenant.
    await add('tena', 'A1');
    await add('tenb', 'B1');
    await add('plain', 'P1');
    await add('tenab', 'B2', '2');
    await add('admin', 'C3', '3');
  });
  afterAll(() => server.close());

  it('stores a row added without a header in the tenant of the session', async () => {
    expect([await storedTenant('A1'), await storedTenant('B1'), await storedTenant('P1'), await storedTenant('B2'), await storedTenant('C3')]).toEqual([1, 2, null, 2, 3]);
  });

  it('keeps a member to the session\'s tenant when the header is missing or 0', async () => {
    expect(await lines('tena')).toEqual(['A1']);
    expect(await lines('tena', '0')).toEqual(['A1']);
    expect(await lines('tenb')).toEqual(['B1', 'B2']);
    // The first of tenab's tenants, unless it chose another at sign-in.
    expect(await lines('tenab')).toEqual(['A1']);
    tokens.tab2 = await signIn('tenab', 2);
    expect(await lines('tab2')).toEqual(['B1', 'B2']);
    // Switching among its own tenants with the header still works.
    expect(await lines('tab2', '1')).toEqual(['A1']);
    // A tenant the login names that is not the user's is not taken.
    tokens.tab3 = await signIn('tenab', 3);
    expect(await lines('tab3')).toEqual(['A1']);
  });

  it('makes the tenant chosen after the password check the session\'s (PUT /sys/selectDepart loginTenantId)', async () => {
    tokens.chooser = await signIn('tenab');
    expect(await lines('chooser')).toEqual(['A1']);
    const chosen = await call('chooser', '/sys/selectDepart', { method: 'PUT', body: { loginTenantId: 2 } });
    expect(chosen.body, chosen.body.message).toMatchObject({ success: true, result: { userInfo: { username: 'tenab' } } });
    // No header: the session now works in tenant 2; the other session of tenab keeps its own.
    expect(await lines('chooser')).toEqual(['B1', 'B2']);
    expect(await lines('tenab')).toEqual(['A1']);
    const session = await server.ctx.db.kysely.selectFrom('sysSession').select('tenantId').where('loginType', '=', 'password').where('username', '=', 'tenab').orderBy('createdAt', 'desc').execute();
    expect(session.map((s) => (s.tenantId === null ? null : Number(s.tenantId)))).toContain(2);
    // Never a tenant the user is not in (tenant:cross or not), a frozen one, or a malformed number.
    const refusals: [string, unknown, number, string][] = [
      ['chooser', 3, 403, '您不属于该租户，不能查看或修改其数据'],
      ['admin', 2, 403, '您不属于该租户，不能查看或修改其数据'],
      ['chooser', '2 or 1=1', 200, '租户编号格式不正确'],
    ];
    for (const [user, loginTenantId, status, message] of refusals) {
      const refused = await call(user, '/sys/selectDepart', { method: 'PUT', body: { loginTenantId } });
      expect({ user, loginTenantId, status: refused.status, success: refused.body.success, message: refused.body.message }).toEqual({ user, loginTenantId, status, success: false, message });
    }
    await server.ctx.db.kysely.updateTable('sysTenant').set({ status: 0 }).where('id', '=', 1).execute();
    try {
      const frozen = await call('chooser', '/sys/selectDepart', { method: 'PUT', body: { loginTenantId: '1' } });
      expect(frozen.body.message).toBe('该租户不存在或已被冻结');
    } finally {
      await server.ctx.db.kysely.updateTable('sysTenant').set({ status: 1 }).where('id', '=', 1).execute();
    }
    expect(await lines('chooser')).toEqual(['B1', 'B2']);
    // Without a department or a tenant the call still asks for the department.
    expect((await call('chooser', '/sys/selectDepart', { method: 'PUT', body: {} })).body.message).toBe('请选择部门');
  });

  it('shows a user without tenants the rows of no tenant only', async () => {
    expect(await lines('plain')).toEqual(['P1']);
    expect(await lines('jeecg')).toEqual(['P1']);
    expect((await call('jeecg', '/sys/dict/getDictItems/biz_bus_line,line_name,line_no')).body.result.map((item: Row) => item.value)).toEqual(['P1']);
  });

  it('lets only tenant:cross see every tenant or name a tenant that is not the caller\'s', async () => {
    expect(await lines('admin')).toEqual(['A1', 'B1', 'B2', 'C3', 'P1']);
    expect(await lines('admin', '3')).toEqual(['C3']);
    for (const [user, tenant] of [['tena', '2'], ['plain', '1'], ['tenab', '3']]) {
      const { status, body } = await call(user, '/bus/busLine/list', { tenant });
      expect({ user, status, message: body.message }).toEqual({ user, status: 403, message: '您不属于该租户，不能查看或修改其数据' });
    }
  });

  it('assigns users to a tenant from the tenant admin, with the tenant edit code', async () => {
    const listed = await call('admin', '/sys/tenant/userList?tenantId=2');
    expect(listed.body.success, listed.body.message).toBe(true);
    expect((listed.body.result.records as Row[]).map((u) => u.username).sort()).toEqual(['tenab', 'tenb']);
    const added = await call('admin', '/sys/tenant/addUsers', { method: 'POST', body: { tenantId: 2, userIds: userIds.plain } });
    expect(added.body).toMatchObject({ success: true });
    // plain's session had no tenant: it now works in its tenant.
    expect(await lines('plain')).toEqual(['B1', 'B2']);
    const removed = await call('admin', `/sys/tenant/removeUsers?tenantId=2&userIds=${userIds.plain},${userIds.tenab}`, { method: 'DELETE' });
    expect(removed.body).toMatchObject({ success: true });
    const users = await server.ctx.db.kysely.selectFrom('sysUser').select(['username', 'relTenantIds']).where('username', 'in', ['plain', 'tenab']).orderBy('username').execute();
    expect(users.map((u) => [u.username, u.relTenantIds || null])).toEqual([['plain', null], ['tenab', '1']]);
    expect(await lines('plain')).toEqual(['P1']);
    // The 租户用户 screen sends the user picker's value (names_*_ids), its tenant as text.
    const picked = await call('admin', '/sys/tenant/addUsers', { method: 'POST', body: { tenantId: '2', userIds: `plain,tena_*_${userIds.plain},${userIds.tena}` } });
    expect(picked.body, picked.body.message).toMatchObject({ success: true });
    expect(((await call('admin', '/sys/tenant/userList?tenantId=2')).body.result.records as Row[]).map((u) => u.username).sort()).toEqual(['plain', 'tena', 'tenb']);
    expect(await lines('plain')).toEqual(['B1', 'B2']);
    const unpicked = await call('admin', `/sys/tenant/removeUsers?tenantId=2&userIds=${userIds.plain};${userIds.tena}`, { method: 'DELETE' });
    expect(unpicked.body).toMatchObject({ success: true });
    expect(await lines('plain')).toEqual(['P1']);
    for (const [method, path] of [['GET', '/sys/tenant/userList?tenantId=2'], ['POST', '/sys/tenant/addUsers'], ['DELETE', '/sys/tenant/removeUsers?tenantId=2&userIds=x']]) {
      const { status } = await call('jeecg', path, { method, body: method === 'POST' ? { tenantId: 2, userIds: userIds.plain } : undefined });
      expect({ path, status }).toEqual({ path, status: 403 });
    }
  });
  it('lets the tenant edit code change the members of the holder\'s own tenants only, and only accounts within its reach', async () => {
    // A tenant-1 clerk who may edit tenants, but not cross them (tenant:cross).
    const made = await call('admin', '/sys/role/add', { method: 'POST', body: { roleName: '租户员', roleCode: 'tenant_clerk' } });
    expect(made.body.success, made.body.message).toBe(true);
    const roleId = String(((await call('admin', '/sys/role/list?roleCode=tenant_clerk')).body.result.records as Row[])[0].id);
    const codes = ['m_bus', 'm_bus_1', 'b_bus_line_list', 'b_bus_line_add', 'b_bus_line_edit', 'b_bus_line_delete', 'm_sys_tenant', 'b_tenant_list', 'b_tenant_edit'];
    expect((await call('admin', '/sys/permission/saveRolePermission', { method: 'POST', body: { roleId, permissionIds: codes.join(','), lastpermissionIds: '' } })).body.success).toBe(true);
    const user = await call('admin', '/sys/user/add', { method: 'POST', body: { username: 'tclerk', realname: 'tclerk', password: TEST_PASSWORD, selectedroles: roleId } });
    expect(user.body.success, user.body.message).toBe(true);
    await server.ctx.db.kysely.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'tclerk').execute();
    const clerk = (await server.ctx.db.kysely.selectFrom('sysUser').select('id').where('username', '=', 'tclerk').executeTakeFirstOrThrow()).id;
    tokens.tclerk = await signIn('tclerk');

    // Not into another tenant, not even itself: that would open tenant 2's rows to it.
    for (const [method, path, body] of [
      ['POST', '/sys/tenant/addUsers', { tenantId: 2, userIds: clerk }],
      ['GET', '/sys/tenant/userList?tenantId=2', undefined],
      ['DELETE', `/sys/tenant/removeUsers?tenantId=2&userIds=${userIds.tenb}`, undefined],
    ] as [string, string, unknown][]) {
      const { status, body: answer } = await call('tclerk', path, { method, body });
      expect({ path, status, message: answer.message }).toEqual({ path, status: 403, message: '您不属于该租户，不能查看或调整其用户' });
    }
    expect(await lines('tclerk', '2').catch(() => 'refused')).toBe('refused');
    // In its own tenant: an account it reaches, yes; an administrator, no.
    expect((await call('tclerk', '/sys/tenant/userList?tenantId=1')).body.success).toBe(true);
    const admin = (await server.ctx.db.kysely.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const above = await call('tclerk', '/sys/tenant/addUsers', { method: 'POST', body: { tenantId: 1, userIds: admin } });
    expect(above.status).toBe(403);
    expect(above.body.success).toBe(false);
    const plainBefore = await server.ctx.db.kysely.selectFrom('sysUser').select('relTenantIds').where('username', '=', 'plain').executeTakeFirstOrThrow();
    expect(plainBefore.relTenantIds || null).toBeNull();
  });
});
