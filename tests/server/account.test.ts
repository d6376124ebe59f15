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
    // The staff role holds two buttons of the bus line page, list and export of the business pages
    // added with it, the list (not the export) of the rural stores and villages whose table
    // dictionaries its forms read, the home page's visit figures and the user and department lists
    // the pickers read (fixtures/demo/roles.json), nothing more. It also runs check and fill rules,
    // which business forms call while they are filled in.
    const business = ['bus:stop', 'employment:position', 'employment:resume', 'employment:training', 'medical:doctor', 'medical:hospital',
      'medical:patient', 'party:activity', 'party:news', 'party:organization', 'security:monitor', 'store:product', 'village:grid']
      .flatMap((page) => [`${page}:export`, `${page}:list`]);
    expect(body.result.auth.map((a: { action: string }) => a.action).sort()).toEqual([
      'bus:line:export', 'bus:line:list', ...business, 'dashboard:visit:list', 'depart:list', 'store:rural:list', 'system:checkRule:check', 'system:fillRule:execute', 'user:list',
      'village:info:list',
    ].sort());
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
    expect((await change({ oldpassword: TEST_PASSWORD, password: 'Eleven-char', confirmpassword: 'Eleven-char' })).body.message).toBe('密码长度不能少于12位');
    expect((await change({ oldpassword: TEST_PASSWORD, password: 'qwertyuiop12', confirmpassword: 'qwertyuiop12' })).body.message).toBe('该密码过于常见，容易被猜到，请换一个');
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

describe.each(testDatabases)('the signed-in user\'s own account on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  const userRow = (username: string) => server.ctx.db.kysely.selectFrom('sysUser').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const edit = (token: string, body: Record<string, unknown>) => server.call('PUT', '/sys/user/editUserInfo', { token, body });

  it('answers the current user\'s profile without the password', async () => {
    const token = await server.login('jeecg');
    const { body } = await server.call('GET', '/sys/user/getUserInfo', { token });
    expect(body.result.userInfo).toMatchObject({ username: 'jeecg', realname: '张晓明', sex: 1, email: 'jeecg@example.com', phone: '13911111111', orgCode: 'A01A02' });
    expect(body.result.userInfo).not.toHaveProperty('password');
    expect(Object.keys(body.result.sysAllDictItems)).toContain('sex');
    expect((await server.call('GET', '/sys/user/getUserInfo')).status).toBe(401);
  });

  it('saves the caller\'s own profile fields and answers the new user info', async () => {
    const token = await server.login('jeecg');
    const { body } = await edit(token, {
      realname: ' 张小明 ', avatar: 'avatar/20260101120000_0123456789abcdef01234567.png', sex: '2', birthday: '1990-02-28',
      email: 'zxm@example.org', phone: '13800000001', telephone: '0551-12345678',
    });
    expect(body).toMatchObject({ success: true, message: '个人信息保存成功！' });
    expect(body.result.userInfo).toMatchObject({ realname: '张小明', sex: 2, birthday: '1990-02-28', email: 'zxm@example.org', phone: '13800000001' });
    expect(await userRow('jeecg')).toMatchObject({ realname: '张小明', avatar: 'avatar/20260101120000_0123456789abcdef01234567.png', telephone: '0551-12345678', updateBy: 'jeecg' });

    // A field left out stays; an empty optional field clears.
    await edit(token, { realname: '张晓明', telephone: '' });
    expect(await userRow('jeecg')).toMatchObject({ realname: '张晓明', email: 'zxm@example.org', telephone: null });
  });

  it.each([
    [{ realname: '' }, 'realname', '请输入真实姓名'],
    [{ realname: '长'.repeat(51) }, 'realname', '真实姓名不能超过50个字符'],
    [{ email: 'not-an-email' }, 'email', '邮箱格式不正确'],
    [{ email: `${'a'.repeat(40)}@example.com` }, 'email', '邮箱格式不正确'],
    [{ phone: '12345678901' }, 'phone', '请输入正确的手机号码'],
    [{ phone: '1391111111' }, 'phone', '请输入正确的手机号码'],
    [{ phone: '18611111111' }, 'phone', '该手机号已被其他用户使用'],
    [{ email: 'admin@example.com' }, 'email', '该邮箱已被其他用户使用'],
    [{ telephone: 'abc' }, 'telephone', '座机号码格式不正确'],
    [{ sex: 3 }, 'sex', '性别取值不正确'],
    [{ birthday: '1990-02-30' }, 'birthday', '生日格式应为yyyy-MM-dd，且不能晚于今天'],
    [{ birthday: '2999-01-01' }, 'birthday', '生日格式应为yyyy-MM-dd，且不能晚于今天'],
    [{ avatar: '../../app.db' }, 'avatar', '头像地址不正确'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', '头像地址不正确'],
  ])('refuses %j and changes nothing', async (change, field, message) => {
    const token = await server.login('lihua');
    const before = await userRow('lihua');
    const { body } = await edit(token, { realname: '李华改', ...change });
    expect(body).toMatchObject({ success: false, message, result: { [field]: message } });
    expect(await userRow('lihua')).toEqual(before);
  });

  it('never changes the username, roles or another user\'s record', async () => {
    const token = await server.login('lihua');
    const admin = await userRow('admin');
    const renamed = await edit(token, { username: 'admin', realname: '冒充' });
    expect(renamed.body).toMatchObject({ success: false, message: '用户名不能修改' });
    const foreign = await edit(token, { id: admin.id, realname: '冒充' });
    expect(foreign.status).toBe(403);
    expect(await userRow('admin')).toEqual(admin);
    expect((await userRow('lihua')).realname).toBe('李华');

    // Fields outside the profile are ignored, the profile change itself goes through.
    const { body } = await edit(token, { username: 'lihua', realname: '李华', status: 2, delFlag: 1, orgCode: 'A01', selectedroles: 'r_admin', password: 'x' });
    expect(body.success).toBe(true);
    expect(await userRow('lihua')).toMatchObject({ username: 'lihua', status: 1, delFlag: 0, orgCode: 'A01A03A01' });
    const roles = await server.ctx.db.kysely.selectFrom('sysUserRole').select('roleId').where('userId', '=', 'u_lihua').execute();
    expect(roles.map((r) => r.roleId)).toEqual(['r_staff']);
    expect((await edit('', { realname: 'x' })).status).toBe(401);
  });

  it('lists and unbinds only the caller\'s third-party accounts', async () => {
    const rows = [
      { id: 'ta_jeecg_wx', thirdType: 'wechat', thirdUserId: 'wx-1', userId: 'a75d45a015c44384a04449ee80dc3503', createTime: '2026-01-01 10:00:00' },
      { id: 'ta_jeecg_dd', thirdType: 'dingtalk', thirdUserId: 'dd-1', userId: 'a75d45a015c44384a04449ee80dc3503', createTime: null },
      { id: 'ta_admin_wx', thirdType: 'wechat', thirdUserId: 'wx-2', userId: 'e9ca23d68d884d4ebb19d07889727dae', createTime: null },
    ];
    await server.ctx.db.kysely.insertInto('sysThirdAccount').values(rows).execute();
    const token = await server.login('jeecg');
    const list = await server.call('GET', '/sys/thirdApp/getThirdAccountByUserId', { token });
    expect(list.body.result.map((r: { id: string }) => r.id)).toEqual(['ta_jeecg_dd', 'ta_jeecg_wx']);
    expect(list.body.result[1]).toMatchObject({ thirdType: 'wechat', thirdUserId: 'wx-1', sysUserId: 'a75d45a015c44384a04449ee80dc3503' });
    const wechat = await server.call('GET', '/sys/thirdApp/getThirdAccountByUserId?thirdType=wechat', { token });
    expect(wechat.body.result.map((r: { id: string }) => r.id)).toEqual(['ta_jeecg_wx']);
    const lihua = await server.call('GET', '/sys/thirdApp/getThirdAccountByUserId', { token: await server.login('lihua') });
    expect(lihua.body).toMatchObject({ success: true, result: [] });

    const foreign = await server.call('DELETE', '/sys/thirdApp/deleteThirdAccount', { token, body: { id: 'ta_admin_wx' } });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到该第三方账号' });
    const claimed = await server.call('DELETE', '/sys/thirdApp/deleteThirdAccount', { token, body: { id: 'ta_admin_wx', sysUserId: 'e9ca23d68d884d4ebb19d07889727dae' } });
    expect(claimed.status).toBe(403);
    const done = await server.call('DELETE', '/sys/thirdApp/deleteThirdAccount', { token, body: { id: 'ta_jeecg_wx' } });
    expect(done.body).toMatchObject({ success: true, message: '解绑成功！' });
    const left = await server.ctx.db.kysely.selectFrom('sysThirdAccount').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['ta_admin_wx', 'ta_jeecg_dd']);
  });

  it('keeps notification preferences per user on the server', async () => {
    const token = await server.login('jeecg');
    const other = await server.login('admin');
    const read = (t: string) => server.call('GET', '/sys/user/notificationSettings', { token: t });
    expect((await read(token)).body.result).toEqual({ categories: ['1', '2', '3'], speak: true });
    const saved = await server.call('PUT', '/sys/user/notificationSettings', { token, body: { categories: ['3', '1'], speak: false } });
    expect(saved.body).toMatchObject({ success: true, message: '设置已保存', result: { categories: ['1', '3'], speak: false } });
    await server.call('PUT', '/sys/user/notificationSettings', { token, body: { categories: ['2'], speak: false } });
    expect((await read(token)).body.result).toEqual({ categories: ['2'], speak: false });
    expect((await read(other)).body.result).toEqual({ categories: ['1', '2', '3'], speak: true });
    const refused = await server.call('PUT', '/sys/user/notificationSettings', { token, body: { categories: ['9'], speak: true } });
    expect(refused.body).toMatchObject({ success: false, message: '消息类型不正确：9' });
    expect((await read(token)).body.result).toEqual({ categories: ['2'], speak: false });
  });

  it('tells when the password last changed', async () => {
    const token = await server.login('lihua');
    const before = await server.call('GET', '/sys/user/accountSecurity', { token });
    expect(before.body.result).toEqual({ passwordChangedAt: null, phone: '13922222222', email: 'lihua@example.com' });
    await server.ctx.db.kysely.updateTable('sysUser').set({ passwordChangedAt: new Date(2026, 0, 2, 3, 4, 5).getTime() }).where('username', '=', 'lihua').execute();
    const after = await server.call('GET', '/sys/user/accountSecurity', { token });
    expect(after.body.result.passwordChangedAt).toBe('2026-01-02 03:04:05');
  });
});
