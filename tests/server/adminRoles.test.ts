import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { readBack } from '../helpers/sheets.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';

interface GrantNode { key: string; value: string; title: string; isLeaf: boolean; parentId: string | null; children?: GrantNode[] }

describe.each(testDatabases)('roles and their grants (/sys/role, /sys/permission) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  const call = async (method: string, path: string, token = admin, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const addRole = async (fields: Record<string, unknown>) => (await call('POST', '/sys/role/add', admin, fields)).body;
  const roleId = async (roleCode: string, roleName = roleCode): Promise<string> => {
    const body = await addRole({ roleCode, roleName });
    expect(body).toMatchObject({ success: true, message: '添加成功！' });
    return body.result.id as string;
  };
  const grant = async (role: string, permissionIds: string[]) =>
    (await call('POST', '/sys/permission/saveRolePermission', admin, { roleId: role, permissionIds: permissionIds.join(','), lastpermissionIds: '' })).body;

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  it('refuses a role name holding HTML markup, which older clients render as HTML', async () => {
    expect(await addRole({ roleCode: 'markup', roleName: '<img src=x onerror=alert(1)>' })).toMatchObject({ success: false, result: { roleName: '角色名称不能包含HTML标记（如 <b>、<img>）' } });
  });

  it('refuses every endpoint to a user without its code, with 403', async () => {
    const calls: [string, string][] = [
      ['GET', '/sys/role/list'], ['GET', '/sys/role/queryall'], ['GET', '/sys/role/queryById?id=r_staff'], ['POST', '/sys/role/add'],
      ['PUT', '/sys/role/edit'], ['DELETE', '/sys/role/delete?id=r_staff'], ['DELETE', '/sys/role/deleteBatch?ids=r_staff'],
      ['GET', '/sys/role/queryTreeList'], ['GET', '/sys/permission/queryTreeList'], ['GET', '/sys/permission/queryRolePermission?roleId=r_staff'],
      ['POST', '/sys/permission/saveRolePermission'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await call(method, path, staff, method === 'GET' || method === 'DELETE' ? undefined : { id: 'r_staff', roleId: 'r_staff', roleName: 'x', roleCode: 'x', permissionIds: 'm_sys' });
      expect({ path, status, message: body.message }).toEqual({ path, status: 403, message: '没有权限，请联系管理员授权' });
    }
    expect((await call('GET', '/sys/permission/queryRolePermission?roleId=r_staff', admin)).body.result).not.toContain('m_sys');
  });

  it('lists roles a page at a time, searched by code, and all of them for the user form', async () => {
    await roleId('auditor', '审计员');
    const { body } = await call('GET', '/sys/role/list?pageNo=1&pageSize=10');
    expect(body.result).toMatchObject({ total: 4, size: 10, current: 1 });
    expect(body.result.records.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['admin', 'auditor', 'registered', 'staff']);
    // The list conventions of every entity (api-contract section 1): a plain value is equality, `*v*` contains.
    const byCode = (await call('GET', '/sys/role/list?roleCode=*aud*')).body.result;
    expect(byCode.records).toMatchObject([{ roleCode: 'auditor', roleName: '审计员', createBy: 'admin' }]);
    expect((await call('GET', '/sys/role/list?roleCode=aud')).body.result.total).toBe(0);
    const codes = async (query: string) => ((await call('GET', `/sys/role/list?${query}`)).body.result.records as { roleCode: string }[]).map((r) => r.roleCode).sort();
    expect(await codes('roleCode=!admin')).toEqual(['auditor', 'registered', 'staff']);
    expect(await codes('roleCode=admin,staff')).toEqual(['admin', 'staff']);
    const advanced = encodeURIComponent(JSON.stringify([{ field: 'roleCode', rule: 'eq', val: 'staff' }, { field: 'roleName', rule: 'eq', val: '审计员' }]));
    expect(await codes(`superQueryParams=${advanced}&superQueryMatchType=or`)).toEqual(['auditor', 'staff']);
    expect((await call('GET', '/sys/role/list?nope=1')).body.success).toBe(false);
    // Export is the engine's, with the list's filters; the add was written to the operation log.
    const sheet = await fetch(`${server.url}/jeecg-boot/sys/role/exportXls?roleCode=auditor`, { headers: { 'X-Access-Token': admin } });
    expect(sheet.status).toBe(200);
    expect(await readBack(await sheet.arrayBuffer())).toEqual([['角色名称', '角色编码', '描述'], ['审计员', 'auditor']]);
    const logged = await server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logContent', '=', '添加角色：审计员(auditor)').execute();
    expect(logged).toHaveLength(1);
    expect((await call('GET', '/sys/role/list?roleCode=*STA*')).body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['staff']);
    const sorted = async (order: string) => (await call('GET', `/sys/role/list?column=roleCode&order=${order}`)).body.result.records.map((r: { roleCode: string }) => r.roleCode);
    expect(await sorted('asc')).toEqual(['admin', 'auditor', 'registered', 'staff']);
    expect(await sorted('desc')).toEqual(['staff', 'registered', 'auditor', 'admin']);
    expect((await call('GET', '/sys/role/list?column=nope')).body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
    const all = (await call('GET', '/sys/role/queryall')).body.result as { roleCode: string }[];
    expect(all.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'staff', 'auditor']));
    expect((await call('GET', '/sys/role/queryById?id=r_staff')).body.result).toMatchObject({ roleName: '业务员', roleCode: 'staff' });
  });

  it('adds and edits roles with a unique code; the administrators\' code stays', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ roleCode: 'x1' }, 'roleName', '角色名称不能为空'],
      [{ roleName: '甲' }, 'roleCode', '角色编码不能为空'],
      [{ roleName: '甲', roleCode: 'has space' }, 'roleCode', '角色编码只能由字母、数字、下划线组成，长度不超过100个字符'],
      [{ roleName: '甲', roleCode: 'staff' }, 'roleCode', '角色编码已存在'],
      [{ roleName: '甲', roleCode: 'x1', description: 'd'.repeat(256) }, 'description', '描述长度不能超过255个字符'],
    ];
    for (const [fields, field, message] of refusals) expect(await addRole(fields)).toMatchObject({ success: false, message, result: { [field]: message } });

    const id = await roleId('clerk', '文员');
    expect((await call('PUT', '/sys/role/edit', admin, { id, roleName: '文员', roleCode: 'staff' })).body).toMatchObject({ success: false, message: '角色编码已存在' });
    const edited = (await call('PUT', '/sys/role/edit', admin, { id, roleName: '高级文员', roleCode: 'clerk2', description: '说明' })).body;
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { roleName: '高级文员', roleCode: 'clerk2', description: '说明', updateBy: 'admin' } });
    expect((await call('PUT', '/sys/role/edit', admin, { id: 'r_admin', roleName: '管理员', roleCode: 'boss' })).body).toMatchObject({ success: false, message: '管理员角色的编码不能修改' });
    expect((await call('PUT', '/sys/role/edit', admin, { id: 'r_admin', roleName: '系统管理员', roleCode: 'admin' })).body.success).toBe(true);
    expect((await call('PUT', '/sys/role/edit', admin, { id: 'r_missing', roleName: '甲', roleCode: 'x9' })).body).toMatchObject({ success: false, message: '未找到该角色' });
  });

  it('refuses to delete a role live users hold; deletes an unused one with its grants', async () => {
    expect((await call('DELETE', '/sys/role/delete?id=r_staff')).body).toMatchObject({ success: false, message: '角色“业务员”下还有3个用户，请先取消这些用户的该角色' });
    expect((await call('DELETE', '/sys/role/delete?id=r_admin')).body).toMatchObject({ success: false, message: '不能删除管理员角色' });
    expect((await call('DELETE', '/sys/role/delete?id=r_missing')).body).toMatchObject({ success: false, message: '未找到该角色' });

    const id = await roleId('temp_role');
    expect((await grant(id, ['m_sys', 'm_sys_user'])).success).toBe(true);
    const holder = (await call('POST', '/sys/user/add', admin, { username: 'holder', realname: '持有人', password: TEST_PASSWORD, selectedroles: id })).body;
    expect((await call('DELETE', `/sys/role/deleteBatch?ids=${id}`)).body).toMatchObject({ success: false, message: '角色“temp_role”下还有1个用户，请先取消这些用户的该角色' });
    expect((await call('DELETE', `/sys/user/delete?id=${holder.result.id}`)).body.success).toBe(true);
    expect((await call('DELETE', `/sys/role/delete?id=${id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    const { kysely } = server.ctx.db;
    expect(await kysely.selectFrom('sysRolePermission').select('id').where('roleId', '=', id).execute()).toEqual([]);
    expect(await kysely.selectFrom('sysUserRole').select('id').where('roleId', '=', id).execute()).toEqual([]);
    const a = await roleId('batch_a');
    const b = await roleId('batch_b');
    expect((await call('DELETE', `/sys/role/deleteBatch?ids=${a},${b}`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await call('GET', '/sys/role/list?roleCode=batch_*')).body.result.total).toBe(0);
  });

  it('answers the permission tree for assignment, menus and buttons alike', async () => {
    const { treeList, ids } = (await call('GET', '/sys/role/queryTreeList')).body.result as { treeList: GrantNode[]; ids: string[] };
    expect((await call('GET', '/sys/permission/queryTreeList')).body.result).toEqual({ treeList, ids });
    const sys = treeList.find((n) => n.key === 'm_sys');
    expect(sys).toMatchObject({ key: 'm_sys', value: 'm_sys', title: '系统管理', slotTitle: '系统管理', label: '系统管理', isLeaf: false, parentId: null, ruleFlag: 0 });
    const users = sys?.children?.find((n) => n.key === 'm_sys_user');
    expect(users?.children?.map((n) => n.key)).toEqual(expect.arrayContaining(['b_user_add', 'b_user_list', 'b_user_freeze']));
    expect(users?.children?.every((n) => n.isLeaf && n.children === undefined)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(['m_home', 'm_sys', 'b_user_add', 'b_role_authorize']));
  });

  it('saves a role\'s grants; the change holds on the holder\'s next permission fetch and next call', async () => {
    const id = await roleId('reader', '只读');
    await call('POST', '/sys/user/add', admin, { username: 'reader', realname: '读者', password: TEST_PASSWORD, selectedroles: id });
    const token = await server.login('reader');
    const fetchAuth = async () => {
      const result = (await call('GET', '/sys/permission/getUserPermissionByToken', token)).body.result as { menu: { id: string }[]; auth: { action: string }[] };
      return { menus: result.menu.map((m) => m.id), actions: result.auth.map((a) => a.action) };
    };
    expect((await call('GET', '/sys/role/list', token)).status).toBe(403);
    expect((await fetchAuth()).actions).toEqual([]);

    expect(await grant(id, ['m_sys', 'm_sys_role', 'b_role_list'])).toMatchObject({ success: true, message: '保存成功！' });
    expect((await call('GET', `/sys/permission/queryRolePermission?roleId=${id}`)).body.result.sort()).toEqual(['b_role_list', 'm_sys', 'm_sys_role']);
    const granted = await fetchAuth();
    expect(granted.actions).toEqual(['role:list']);
    expect(granted.menus).toContain('m_sys');
    // The guard's cached codes are dropped on save: no wait for the cache to expire.
    expect((await call('GET', '/sys/role/list', token)).status).toBe(200);

    expect((await grant(id, ['m_sys', 'm_sys_role'])).success).toBe(true);
    expect((await call('GET', '/sys/role/list', token)).status).toBe(403);
    expect((await fetchAuth()).actions).toEqual([]);

    expect(await grant(id, ['m_sys', 'nothing_here'])).toMatchObject({ success: false, message: '所选权限不存在：nothing_here' });
    expect(await grant('r_missing', ['m_sys'])).toMatchObject({ success: false, message: '未找到该角色' });
    expect((await call('POST', '/sys/permission/saveRolePermission', admin, { permissionIds: 'm_sys' })).body).toMatchObject({ success: false, message: '缺少参数：roleId' });
    expect((await call('GET', `/sys/permission/queryRolePermission?roleId=${id}`)).body.result.sort()).toEqual(['m_sys', 'm_sys_role']);
    const log = await server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logContent', 'like', '角色授权：只读(reader)%').execute();
    expect(log.map((l) => l.logContent)).toContain('角色授权：只读(reader)，新增3项，移除0项');
  });
});
