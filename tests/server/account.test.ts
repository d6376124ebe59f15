import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

describe.each(testDatabases)('menus, departments and password on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  it('builds the admin menu from the permission tables', async () => {
    const token = await server.login('admin');
    const { body } = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    const { menu, auth, allAuth, sysSafeMode } = body.result;
    expect(sysSafeMode).toBe(false);
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1', meta: { title: '首页', icon: 'home' } });
    const system = menu.find((m: { path: string }) => m.path === '/isystem');
    expect(system.component).toBe('layouts/RouteView');
    expect(system.children[0]).toMatchObject({ path: '/isystem/user', name: 'isystem-user', component: 'system/UserList', meta: { componentName: 'UserList' } });
    // Buttons reach the client only through auth and allAuth.
    expect(JSON.stringify(menu)).not.toContain('user:add');
    expect(auth).toContainEqual({ action: 'user:add', type: '1', describe: '添加用户' });
    expect(allAuth).toContainEqual({ action: 'user:add', status: '1', type: '1', describe: '添加用户' });
  });

  it('gives a restricted role only its own menus and buttons', async () => {
    const token = await server.login('jeecg');
    const { body } = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    const paths = body.result.menu.map((m: { path: string }) => m.path);
    expect(paths).toContain('/dashboard/analysis');
    expect(paths).toContain('/party');
    expect(paths).not.toContain('/isystem');
    // The staff role holds two buttons of the bus line page (fixtures/demo/roles.json), nothing more.
    expect(body.result.auth.map((a: { action: string }) => a.action).sort()).toEqual(['bus:line:export', 'bus:line:list']);
    expect(body.result.allAuth.length).toBeGreaterThan(0);
  });

  it('takes a role change into account on the next permission fetch', async () => {
    const token = await server.login('jeecg');
    await server.ctx.db.kysely.insertInto('sysRolePermission')
      .values({ id: 'rp_test_sys', roleId: 'r_staff', permissionId: 'm_sys', dataRuleIds: null, operateDate: null, operateIp: null })
      .execute();
    const { body } = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(body.result.menu.map((m: { path: string }) => m.path)).toContain('/isystem');
    await server.ctx.db.kysely.deleteFrom('sysRolePermission').where('id', '=', 'rp_test_sys').execute();
  });

  it('lists the current user departments and switches between them', async () => {
    const token = await server.login('jeecg');
    const list = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(list.body.result.orgCode).toBe('A01A02');
    expect(list.body.result.list.map((d: { departName: string }) => d.departName)).toEqual(['社会事务部', '村务管理部']);

    const empty = await server.call('POST', '/sys/selectDepart', { token, body: { username: 'jeecg' } });
    expect(empty.body).toMatchObject({ success: false, message: '请选择部门' });
    const foreign = await server.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01A01' } });
    expect(foreign.body).toMatchObject({ success: false, message: '所选部门不属于当前用户' });
    const chosen = await server.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01A03', username: 'jeecg' } });
    expect(chosen.body.result.userInfo).toMatchObject({ orgCode: 'A01A03', orgCodeTxt: '村务管理部' });
    const again = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(again.body.result.orgCode).toBe('A01A03');
  });

  it('checks a password change and then ends every session of the account', async () => {
    const token = await server.login('lihua');
    const other = await server.login('lihua');
    const change = (body: Record<string, string>) => server.call('PUT', '/sys/user/updatePassword', { token, body: { username: 'lihua', ...body } });
    expect((await change({ password: 'New-pass-123', confirmpassword: 'New-pass-123' })).body.message).toBe('请输入旧密码');
    expect((await change({ oldpassword: TEST_PASSWORD, confirmpassword: 'x' })).body.message).toBe('请输入新密码');
    expect((await change({ oldpassword: TEST_PASSWORD, password: 'New-pass-123' })).body.message).toBe('请确认新密码');
    expect((await change({ oldpassword: TEST_PASSWORD, password: 'New-pass-123', confirmpassword: 'New-pass-124' })).body.message).toBe('两次输入的密码不一致');
    expect((await change({ oldpassword: TEST_PASSWORD, password: 'short', confirmpassword: 'short' })).body.message).toBe('密码长度不能少于8位');
    expect((await change({ oldpassword: 'wrong-old', password: 'New-pass-123', confirmpassword: 'New-pass-123' })).body.message).toBe('旧密码输入错误');
    const someoneElse = await server.call('PUT', '/sys/user/updatePassword', {
      token, body: { username: 'admin', oldpassword: TEST_PASSWORD, password: 'New-pass-123', confirmpassword: 'New-pass-123' },
    });
    expect(someoneElse.status).toBe(403);

    const done = await change({ oldpassword: TEST_PASSWORD, password: 'New-pass-123', confirmpassword: 'New-pass-123' });
    expect(done.body).toMatchObject({ success: true });
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(401);
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: other })).status).toBe(401);
    await expect(server.login('lihua')).rejects.toThrow('用户名或密码错误');
    expect(await server.login('lihua', 'New-pass-123')).toBeTruthy();
  });

  it('serves the dictionaries and the dashboard figures', async () => {
    const token = await server.login('jeecg');
    const items = await server.call('GET', '/sys/dict/getDictItems/priority', { token });
    expect(items.body.result.map((i: { text: string }) => i.text)).toEqual(['一般', '重要', '紧急']);
    const all = await server.call('GET', '/sys/dict/queryAllDictItems', { token });
    expect(Object.keys(all.body.result)).toContain('user_status');
    const refresh = await server.call('GET', '/sys/dict/refleshCache', { token });
    expect(refresh.body).toMatchObject({ success: true, message: '刷新缓存完成！' });
    const dash = await server.call('GET', '/sys/dashboard/analysis', { token });
    expect(dash.body.result.counts.users).toBe(4);
    expect(dash.body.result.recentAnnouncements).toHaveLength(3);
    expect(dash.body.result.recentAnnouncements[0].titile).toBe('关于开展2026年度安置区人口普查的通知');
  });
});
