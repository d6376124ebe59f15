import { describe, expect, it } from 'vitest';
import { suiteServer, TEST_PASSWORD } from '../helpers/server.ts';
import { readBack } from '../helpers/sheets.ts';
import { testDatabases } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';

type Row = Record<string, unknown>;

/**
 * The calls the platform's stock Vue2 client (ant-design-vue-jeecg 3.4.3) makes that the product
 * lacked (issue 13, "The platform's own clients"), each answered in the shape that client reads.
 */
describe.each(testDatabases)('the platform client\'s calls on $name', ({ name }) => {
  const suite = suiteServer(name);
  let staff = '';
  const call = (method: string, path: string, body?: unknown, token = suite.token) => suite.server.call(method, path, { token, body });
  const get = async (path: string, token = suite.token) => (await call('GET', path, undefined, token)).body;
  const staffToken = async () => (staff ||= await suite.server.login('jeecg'));
  const db = () => suite.server.ctx.db.kysely;

  it('lists the tenants a user form offers: every active one to a tenant administrator, the own ones to others', async () => {
    for (const [id, tenantName, status] of [[21, '东区', 1], [22, '西区', 1], [23, '冻结区', 0]] as const) {
      expect((await call('POST', '/sys/tenant/add', { id, name: tenantName, status })).body.success).toBe(true);
    }
    const all = await get('/sys/tenant/queryList');
    expect(all.success).toBe(true);
    expect((all.result as Row[]).map((t) => t.id)).toEqual([1, 21, 22]);
    expect((all.result as Row[])[1]).toMatchObject({ id: 21, name: '东区', status: 1, status_dictText: '正常' });
    expect((await get('/sys/tenant/queryList?ids=22,23')).result.map((t: Row) => t.id)).toEqual([22]);
    // The tenant list answers the status text too, frozen ones included.
    const listed = (await get('/sys/tenant/list?pageSize=50')).result.records as Row[];
    expect(listed.find((t) => t.id === 23)).toMatchObject({ status: 0, status_dictText: '冻结' });
    expect((await get('/sys/tenant/queryById?id=21')).result).toMatchObject({ status_dictText: '正常' });
    // Staff neither write users nor list tenants.
    expect((await call('GET', '/sys/tenant/queryList', undefined, await staffToken())).status).toBe(403);
    // A user administrator without the tenant list sees only the tenants they belong to.
    const role = (await call('POST', '/sys/role/add', { roleName: '账号员', roleCode: 'account_clerk' })).body;
    expect(role.success, role.message).toBe(true);
    const roleId = String(((await get('/sys/role/list?roleCode=account_clerk')).result.records as Row[])[0].id);
    expect((await call('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: 'm_sys,m_sys_user,b_user_list,b_user_add', lastpermissionIds: '' })).body.success).toBe(true);
    const lihua = await db().selectFrom('sysUser').select('id').where('username', '=', 'lihua').executeTakeFirstOrThrow();
    await db().insertInto('sysUserRole').values({ id: `ur_${name}_clerk`, userId: lihua.id, roleId }).execute();
    await db().updateTable('sysUser').set({ relTenantIds: '22' }).where('id', '=', lihua.id).execute();
    const clerk = await suite.server.login('lihua');
    expect((await get('/sys/tenant/queryList', clerk)).result.map((t: Row) => t.id)).toEqual([22]);
    expect((await get('/sys/tenant/queryList?ids=21,22', clerk)).result.map((t: Row) => t.id)).toEqual([22]);
  });

  it('answers which third-party apps are enabled (none), to the user and role pages', async () => {
    expect(await get('/sys/thirdApp/getEnabledType')).toMatchObject({ success: true, result: { wechatEnterprise: false, dingtalk: false } });
    expect((await get('/sys/thirdApp/getEnabledType', await staffToken())).success).toBe(true);
    expect((await call('GET', '/sys/thirdApp/getEnabledType', undefined, '')).status).toBe(401);
  });

  it('pages the holders of a role, searched by account', async () => {
    const staffRole = await get('/sys/user/userRoleList?roleId=r_staff&pageSize=2');
    expect(staffRole.result).toMatchObject({ total: 3, size: 2, current: 1 });
    expect((staffRole.result.records as Row[])[0]).toHaveProperty('realname');
    expect((staffRole.result.records as Row[])[0]).not.toHaveProperty('password');
    const found = await get('/sys/user/userRoleList?roleId=r_staff&username=ihu');
    expect((found.result.records as Row[]).map((u) => u.username)).toEqual(['lihua']);
    expect((await get('/sys/user/userRoleList?roleId=r_admin')).result.records.map((u: Row) => u.username)).toEqual(['admin']);
    expect((await get('/sys/user/userRoleList')).message).toBe('缺少参数：roleId');
  });

  it('checks an item value within its dictionary, and lists no items before a dictionary is chosen', async () => {
    const sex = ((await get('/sys/dict/list?dictCode=sex')).result.records as Row[])[0];
    const [male] = (await get(`/sys/dictItem/list?dictId=${String(sex.id)}`)).result.records as Row[];
    const check = (query: string, token = suite.token) => get(`/sys/dictItem/dictItemCheck?dictId=${String(sex.id)}&${query}`, token);
    expect(await check(`itemValue=${String(male.itemValue)}`)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await check(`itemValue=${String(male.itemValue)}&id=${String(male.id)}`)).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check('itemValue=nobody_has_this')).toMatchObject({ success: true, message: '该值可用！' });
    expect((await call('GET', `/sys/dictItem/dictItemCheck?dictId=${String(sex.id)}&itemValue=1`, undefined, await staffToken())).status).toBe(403);
    expect(await get('/sys/dictItem/list')).toMatchObject({ success: true, result: { records: [], total: 0 } });
  });

  it('deletes departments in a batch, a parent with its chosen children, all or none', async () => {
    const add = async (departName: string, parentId?: string) => {
      const added = (await call('POST', '/sys/sysDepart/add', { departName, parentId, orgCategory: '2' })).body;
      expect(added.success, added.message).toBe(true);
      return String(added.result.id);
    };
    const parent = await add('批删部门');
    const child = await add('批删子部门', parent);
    const other = await add('另一部门');
    const refused = (await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${parent},${other}`)).body;
    expect(refused).toMatchObject({ success: false, message: '部门“批删部门”：该部门下还有1个下级部门，请先删除下级部门' });
    expect((await get(`/sys/sysDepart/queryById?id=${other}`)).success).toBe(true);
    expect((await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${parent},${other}`, undefined, await staffToken())).status).toBe(403);
    expect((await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${parent},${child},${other}`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
    for (const id of [parent, child, other]) expect((await get(`/sys/sysDepart/queryById?id=${id}`)).success).toBe(false);
  });

  it('lists the menu tree lazily: first-level menus, one parent\'s children, several parents\' at once', async () => {
    const top = (await get('/sys/permission/getSystemMenuList')).result as Row[];
    expect(top.map((m) => m.id)).toContain('m_sys');
    expect(top.every((m) => m.menuType === 0 && m.children === undefined)).toBe(true);
    expect(top.find((m) => m.id === 'm_sys')).toMatchObject({ key: 'm_sys', title: '系统管理', leaf: false });
    const sub = (await get('/sys/permission/getSystemSubmenu?parentId=m_sys')).result as Row[];
    expect(sub.map((m) => m.id)).toContain('m_sys_perm');
    expect(sub.every((m) => m.parentId === 'm_sys')).toBe(true);
    const batch = (await get('/sys/permission/getSystemSubmenuBatch?parentIds=m_sys,m_sys_perm')).result as Record<string, Row[]>;
    expect(Object.keys(batch).sort()).toEqual(['m_sys', 'm_sys_perm']);
    expect(batch.m_sys.map((m) => m.id)).toEqual(sub.map((m) => m.id));
    expect(batch.m_sys_perm.every((m) => m.menuType === 2 && m.leaf === true)).toBe(true);
    expect((await call('GET', '/sys/permission/getSystemMenuList', undefined, await staffToken())).status).toBe(403);
  });

  it('saves back unchanged a menu listed with the strategy "0" the platform stores on menus', async () => {
    const sub = (await get('/sys/permission/getSystemSubmenu?parentId=m_sys')).result as Row[];
    const menu = sub.find((m) => m.id === 'm_sys_perm') as Row;
    expect(menu.permsType).toBe('0');
    const saved = (await call('PUT', '/sys/permission/edit', menu)).body;
    expect(saved, saved.message).toMatchObject({ success: true, result: { id: 'm_sys_perm', permsType: '0' } });
    const [button] = (await get('/sys/permission/getSystemSubmenu?parentId=m_sys_perm')).result as Row[];
    expect((await call('PUT', '/sys/permission/edit', { ...button, permsType: '0' })).body.message).toBe('授权策略只能是1（可见/可访问）或2（可编辑）');
  });

  it('asks the reader\'s own bells to reload, never others\'', async () => {
    const admin = await db().selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const jeecg = await db().selectFrom('sysUser').select('id').where('username', '=', 'jeecg').executeTakeFirstOrThrow();
    const mine = await openNoticeSocket(suite.server.url, admin.id, suite.token);
    const theirs = await openNoticeSocket(suite.server.url, jeecg.id, await staffToken());
    try {
      expect(await get('/sys/annountCement/syncNotic')).toMatchObject({ success: true });
      expect(await mine.next(5000)).toEqual({ cmd: 'user', msgTxt: '批量设置已读' });
      expect((await get('/sys/annountCement/syncNotic?anntId=nope')).success).toBe(false);
      // The next message the other user's bell hears is the one sent to them, not the admin's.
      expect((await get('/sys/annountCement/syncNotic', await staffToken())).success).toBe(true);
      expect(await theirs.next(5000)).toEqual({ cmd: 'user', msgTxt: '批量设置已读' });
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('exports the user list as .xlsx: its filters, the ticked rows, the caller\'s data rules', async () => {
    const download = async (query: string, token = suite.token) => {
      const answer = await fetch(`${suite.server.url}/jeecg-boot/sys/user/exportXls${query}`, { headers: { 'X-Access-Token': token } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('spreadsheetml');
      return readBack(await answer.arrayBuffer());
    };
    const all = await download('');
    expect(all[0].slice(0, 3)).toEqual(['用户账号', '用户姓名', '性别']);
    const listed = (await get('/sys/user/list?pageSize=100')).result;
    expect(all.length - 1).toBe(listed.total);
    const admin = all.find((row) => row[0] === 'admin') as unknown[];
    expect(admin[1]).toBe((listed.records as Row[]).find((u) => u.username === 'admin')?.realname);
    expect(all.flat()).not.toContain(TEST_PASSWORD);
    expect((await download('?username=jeecg')).slice(1).map((row) => row[0])).toEqual(['jeecg']);
    const ids = (listed.records as Row[]).filter((u) => u.username === 'lihua' || u.username === 'admin').map((u) => u.id).join(',');
    expect((await download(`?selections=${ids}`)).slice(1).map((row) => row[0]).sort()).toEqual(['admin', 'lihua']);
    expect((await call('GET', '/sys/user/exportXls', undefined, await staffToken())).status).toBe(403);

    // An exporter whose role is granted a rule on 用户管理 exports (and lists) only what it lets them read.
    const role = (await call('POST', '/sys/role/add', { roleName: '导出员', roleCode: 'user_exporter' })).body;
    expect(role.success, role.message).toBe(true);
    const roleId = String(((await get('/sys/role/list?roleCode=user_exporter')).result.records as Row[])[0].id);
    const codes = 'm_sys,m_sys_user,b_user_list,b_user_export';
    expect((await call('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: codes, lastpermissionIds: '' })).body.success).toBe(true);
    const rule = (await call('POST', '/sys/permission/addPermissionRule', { permissionId: 'm_sys_user', status: '1', ruleName: '只看李', ruleColumn: 'username', ruleConditions: 'RIGHT_LIKE', ruleValue: 'li' })).body;
    expect(rule.success, rule.message).toBe(true);
    expect((await call('POST', '/sys/role/datarule', { permissionId: 'm_sys_user', roleId, dataRuleIds: String(rule.result.id) })).body.success).toBe(true);
    const added = (await call('POST', '/sys/user/add', { username: 'exporter', realname: '导出员', password: TEST_PASSWORD, selectedroles: roleId })).body;
    expect(added.success, added.message).toBe(true);
    const exporter = await suite.server.login('exporter');
    expect((await download('', exporter)).slice(1).map((row) => row[0])).toEqual(['lihua']);
    expect((await get('/sys/user/list', exporter)).result.records.map((u: Row) => u.username)).toEqual(['lihua']);
  });

  it('answers no CORS headers unless CORS_ORIGINS allows the origin (off by default)', async () => {
    const preflight = await fetch(`${suite.server.url}/jeecg-boot/sys/randomImage/1`, {
      method: 'OPTIONS', headers: { origin: 'http://client.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the 工作台\'s /mock/api calls with the caller\'s own account, roles and buttons', async () => {
    const staffCall = await staffToken();
    expect((await get('/mock/api/user', staffCall)).result).toMatchObject({ username: 'jeecg', deleted: 0 });
    expect((await get('/mock/api/user', staffCall)).result).not.toHaveProperty('password');
    const roles = (await get('/mock/api/role', staffCall)).result;
    expect(roles).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1 });
    expect(roles.data[0]).toMatchObject({ id: 'r_staff', name: '业务员', status: 1 });
    expect((roles.data[0].permissions as Row[]).map((p) => p.permissionId)).toContain('m_bus');
    expect((await get('/mock/api/service', staffCall)).result).toEqual({ data: [], pageNo: 1, pageSize: 10, totalPage: 0, totalCount: 0 });
    const buttons = (await get('/mock/api/permission/no-pager', staffCall)).result as Row[];
    expect(buttons.map((b) => b.id)).toContain('user:list');
    expect(buttons.map((b) => b.id)).not.toContain('user:add');
    const paged = (await get('/mock/api/permission?pageSize=2&pageNo=2', staffCall)).result;
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: buttons.length });
    expect(paged.data).toEqual(buttons.slice(2, 4));
    expect((await call('GET', '/mock/api/role', undefined, '')).status).toBe(401);
  });

  it('checks every declared unique field the platform\'s forms ask about, to holders of its add or edit code', async () => {
    const check = (table: string, field: string, value: string, token = suite.token) =>
      call('GET', `/sys/duplicate/check?tableName=${table}&fieldName=${field}&fieldVal=${encodeURIComponent(value)}`, undefined, token);
    const asked: [string, string, string][] = [
      ['sys_position', 'code', 'no_such_position'], ['sys_depart_role', 'role_code', 'no_such_role'],
      ['sys_permission', 'perms', 'user:add'], ['sys_data_source', 'code', 'no_such_source'],
    ];
    for (const [table, field, value] of asked) {
      const answer = await check(table, field, value);
      expect({ table, status: answer.status, success: answer.body.success }).toEqual({ table, status: 200, success: value !== 'user:add' });
      expect((await check(table, field, value, await staffToken())).status, table).toBe(403);
    }
    expect((await check('sys_permission', 'perms', 'user:add')).body.message).toBe('该值不可用，系统中已存在！');
  });
});
