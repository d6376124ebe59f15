import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';
import { newId } from '../../server/ids.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const NEW_PASSWORD = 'Another-pass-2026';

type Row = Record<string, unknown> & { id: string; username: string };

describe.each(testDatabases)('user administration (/sys/user) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';
  let nobody = '';
  let ops = '';

  const call = async (method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const add = async (fields: Record<string, unknown>, token = admin) =>
    (await call('POST', '/sys/user/add', token, { realname: '测试用户', password: TEST_PASSWORD, ...fields })).body;
  const added = async (fields: Record<string, unknown>): Promise<string> => {
    const body = await add(fields);
    expect(body).toMatchObject({ success: true, message: '添加成功！' });
    return body.result.id as string;
  };
  const list = async (query: string, token = admin) => {
    const { body } = await call('GET', `/sys/user/list?${query}`, token);
    expect(body.success).toBe(true);
    return body.result as { records: Row[]; total: number; size: number; current: number };
  };
  const names = (rows: Row[]) => rows.map((r) => r.username).sort();
  /** A role granting exactly these buttons, given to a new user who is then signed in. */
  const userWithButtons = async (username: string, buttons: string[]): Promise<string> => {
    const { kysely } = server.ctx.db;
    const roleId = newId();
    await kysely.insertInto('sysRole').values({ id: roleId, roleName: username, roleCode: username, description: null, createBy: null, createTime: null, updateBy: null, updateTime: null }).execute();
    if (buttons.length > 0) {
      await kysely.insertInto('sysRolePermission').values(buttons.map((permissionId) => ({ id: newId(), roleId, permissionId, dataRuleIds: null, operateDate: null, operateIp: null }))).execute();
    }
    await added({ username, selectedroles: roleId });
    return server.login(username);
  };

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
    nobody = await userWithButtons('nobody', []);
    ops = await userWithButtons('operator', ['b_user_list', 'b_user_edit', 'b_user_delete', 'b_user_freeze']);
  });
  afterAll(() => server.close());

  it('refuses a real name holding HTML markup, which older clients render as HTML', async () => {
    expect(await add({ username: 'markup01', realname: '<b onmouseover=alert(1)>张三</b>' })).toMatchObject({ success: false, result: { realname: '姓名不能包含HTML标记（如 <b>、<img>）' } });
  });

  it('refuses every endpoint to a user without its code, with 403', async () => {
    const calls: [string, string, string][] = [
      ['GET', '/sys/user/list', 'user:list'], ['GET', '/sys/user/queryById?id=u_lihua', 'user:list'],
      ['GET', `/sys/user/queryUserRole?userid=${JEECG_ID}`, 'user:list'], ['GET', '/sys/user/queryUserByDepId?id=d_a01', 'user:list'],
      ['GET', '/sys/user/getMultiUser?ids=u_lihua', 'user:list'], ['GET', '/sys/user/queryUserComponentData', 'user:list'],
      ['GET', `/sys/user/userDepartList?userId=${JEECG_ID}`, 'user:list'],
      ['POST', '/sys/user/add', 'user:add'], ['PUT', '/sys/user/edit', 'user:edit'],
      ['DELETE', '/sys/user/delete?id=u_lihua', 'user:delete'], ['DELETE', '/sys/user/deleteBatch?ids=u_lihua', 'user:delete'],
      ['PUT', '/sys/user/frozenBatch', 'user:freeze'], ['PUT', '/sys/user/changePassword', 'user:password'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await call(method, path, nobody, method === 'GET' || method === 'DELETE' ? undefined : { ids: 'u_lihua', status: 2, username: 'lihua', password: NEW_PASSWORD });
      expect({ path, status, success: body.success, message: body.message }).toEqual({ path, status: 403, success: false, message: '没有权限，请联系管理员授权' });
    }
    // The staff role holds only the list code (for the pickers of business forms).
    expect((await call('GET', '/sys/user/list', staff)).status).toBe(200);
    expect((await call('POST', '/sys/user/add', staff, { username: 'sneaky', realname: 'x', password: NEW_PASSWORD })).status).toBe(403);
    expect((await call('PUT', '/sys/user/frozenBatch', staff, { ids: ADMIN_ID, status: 2 })).status).toBe(403);
    expect((await call('PUT', '/sys/user/changePassword', staff, { username: 'admin', password: NEW_PASSWORD })).status).toBe(403);
    expect((await call('GET', '/sys/user/list', '')).status).toBe(401);
  });

  it('lists users a page at a time, filtered, with their roles and departments and never a password', async () => {
    const all = await list('pageNo=1&pageSize=100');
    expect(names(all.records)).toEqual(['admin', 'jeecg', 'lihua', 'nobody', 'operator', 'wangfang']);
    expect(all).toMatchObject({ total: 6, size: 100, current: 1 });
    const jeecg = all.records.find((r) => r.username === 'jeecg');
    expect(jeecg).toMatchObject({
      id: JEECG_ID, realname: '张晓明', roleNames: '业务员', selectedroles: 'r_staff', orgCodeTxt: '社会事务部,村务管理部',
      selecteddeparts: 'd_a01a02,d_a01a03', status: 1, status_dictText: '正常', sex_dictText: '男', phone: '13911111111',
    });
    for (const row of all.records) {
      expect(row).not.toHaveProperty('password');
      expect(row).not.toHaveProperty('passwordChangedAt');
    }

    const second = await list('pageNo=2&pageSize=4');
    expect(second.records).toHaveLength(2);
    expect(second).toMatchObject({ total: 6, size: 4, current: 2 });
    expect(names((await list('username=*EECG*')).records)).toEqual(['jeecg']);
    expect(names((await list('username=%')).records)).toEqual([]);
    // The list grammar of every list (the page's search bar sends *v*): a plain value is equality.
    expect(names((await list(`realname=${encodeURIComponent('*李*')}`)).records)).toEqual(['lihua']);
    expect(names((await list('phone=*1393*')).records)).toEqual(['wangfang']);
    expect(names((await list('phone=1393')).records)).toEqual([]);
    expect(names((await list('username=!admin')).records)).toEqual(['jeecg', 'lihua', 'nobody', 'operator', 'wangfang']);
    expect(names((await list('username=lihua,jeecg')).records)).toEqual(['jeecg', 'lihua']);
    expect(names((await list('status=1,2&username=*a*')).records)).toEqual(['admin', 'lihua', 'operator', 'wangfang']);
    const advanced = encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'eq', val: 'lihua' }, { field: 'sex', rule: 'eq', val: '1' }]));
    expect(names((await list(`superQueryParams=${advanced}&superQueryMatchType=and`)).records)).toEqual([]);
    expect(names((await list(`superQueryParams=${advanced}&superQueryMatchType=or`)).records)).toEqual(expect.arrayContaining(['jeecg', 'lihua']));
    const refused = await call('GET', '/sys/user/list?column=password', admin);
    expect(refused.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：password' });
    expect(names((await list('status=2')).records)).toEqual(['wangfang']);
    expect(names((await list('departId=d_a01a03')).records)).toEqual(['jeecg']);
    expect(names((await list(`code=${JEECG_ID},u_lihua`)).records)).toEqual(['jeecg', 'lihua']);
    const sorted = await list('column=username&order=asc&pageSize=3');
    expect(sorted.records.map((r) => r.username)).toEqual(['admin', 'jeecg', 'lihua']);

    // The by-department picker takes in sub-departments: 第一网格 lies under 村务管理部.
    const { body } = await call('GET', '/sys/user/queryUserComponentData?departId=d_a01a03&pageNo=1&pageSize=10', admin);
    expect(body.success).toBe(true);
    expect(names(body.result.records)).toEqual(['jeecg', 'lihua']);
    expect(body.result.total).toBe(2);
    const byName = await call('GET', '/sys/user/queryUserComponentData?username=wang', admin);
    expect(names(byName.body.result.records)).toEqual(['wangfang']);
  });

  it('answers the lookups: roles of a user, members of a department, several users by id, one user', async () => {
    expect((await call('GET', `/sys/user/queryUserRole?userid=${JEECG_ID}`, admin)).body.result).toEqual(['r_staff']);
    const members = (await call('GET', '/sys/user/queryUserByDepId?id=d_a01a03', admin)).body.result as Row[];
    expect(names(members)).toEqual(['jeecg']);
    expect(members[0]).not.toHaveProperty('password');
    // Frozen accounts are not offered by the picker.
    const multi = (await call('GET', `/sys/user/getMultiUser?ids=${JEECG_ID},u_lihua,u_wangfang`, admin)).body.result as Row[];
    expect(names(multi)).toEqual(['jeecg', 'lihua']);
    expect(names((await call('GET', '/sys/user/getMultiUser?usernames=admin', admin)).body.result)).toEqual(['admin']);
    expect((await call('GET', '/sys/user/queryById?id=u_lihua', admin)).body.result).toMatchObject({ username: 'lihua', orgCodeTxt: '第一网格' });
    expect((await call('GET', '/sys/user/queryById?id=missing', admin)).body).toMatchObject({ success: false, message: '未找到该用户' });
    expect((await call('GET', `/sys/user/userDepartList?userId=${JEECG_ID}`, admin)).body.result).toEqual([
      { key: 'd_a01a02', value: 'd_a01a02', title: '社会事务部' }, { key: 'd_a01a03', value: 'd_a01a03', title: '村务管理部' },
    ]);
  });

  it('adds a user with a hashed password, roles and departments, after checking every field', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', '用户账号不能为空'],
      [{ username: 'abc' }, 'username', '用户账号须为4-18位字母、数字或下划线'],
      [{ username: '张三四五' }, 'username', '用户账号须为4-18位字母、数字或下划线'],
      [{ username: 'a'.repeat(19) }, 'username', '用户账号须为4-18位字母、数字或下划线'],
      [{ username: 'admin' }, 'username', '用户账号已存在'],
      [{ username: 'newbie', password: '' }, 'password', '登录密码不能为空'],
      [{ username: 'newbie', password: 'short' }, 'password', '密码长度不能少于12位'],
      [{ username: 'newbie', password: '1qaz2wsx3edc' }, 'password', '该密码过于常见，容易被猜到，请换一个'],
      [{ username: 'newbie', confirmpassword: 'different-1' }, 'confirmpassword', '两次输入的密码不一致'],
      [{ username: 'newbie', realname: '' }, 'realname', '用户姓名不能为空'],
      [{ username: 'newbie', phone: '12345' }, 'phone', '手机号码格式不正确'],
      [{ username: 'newbie', phone: '13911111111' }, 'phone', '手机号已存在'],
      [{ username: 'newbie', email: 'not-an-email' }, 'email', '邮箱格式不正确'],
      [{ username: 'newbie', email: 'lihua@example.com' }, 'email', '邮箱已存在'],
      [{ username: 'newbie', workNo: '00001' }, 'workNo', '工号已存在'],
      [{ username: 'newbie', sex: 7 }, 'sex', '性别只能是男或女'],
      [{ username: 'newbie', birthday: '2020-02-30' }, 'birthday', '生日格式应为yyyy-MM-dd'],
      [{ username: 'newbie', selectedroles: 'r_staff,r_missing' }, 'selectedroles', '所选角色不存在：r_missing'],
      [{ username: 'newbie', selecteddeparts: 'd_nowhere' }, 'selecteddeparts', '所选部门不存在：d_nowhere'],
    ];
    for (const [fields, field, message] of refusals) {
      const body = await add(fields);
      expect({ fields, success: body.success, message: body.message, result: body.result }).toEqual({ fields, success: false, message, result: { [field]: message } });
    }
    expect((await list('username=newbie')).total).toBe(0);

    const id = await added({
      username: 'newbie', realname: '新同事', phone: '13800000001', email: 'newbie@example.com', sex: 2, birthday: '1990-05-06',
      workNo: '00099', selectedroles: 'r_staff', selecteddeparts: 'd_a01a03a01,d_a01a01', confirmpassword: TEST_PASSWORD,
    });
    const stored = await server.ctx.db.kysely.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.password).not.toContain(TEST_PASSWORD);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored).toMatchObject({ username: 'newbie', status: 1, delFlag: 0, orgCode: 'A01A03A01', createBy: 'admin', birthday: '1990-05-06', sex: 2 });
    const [row] = (await list('username=newbie')).records;
    expect(row).toMatchObject({ roleNames: '业务员', selecteddeparts: 'd_a01a01,d_a01a03a01', orgCodeTxt: '综合办公室,第一网格' });
    // The new account signs in with the password it was given and sees what its role grants.
    const token = await server.login('newbie', TEST_PASSWORD);
    expect((await call('GET', '/sys/user/list', token)).status).toBe(200);
    // The change is in the operation log: who and what.
    const log = await server.ctx.db.kysely.selectFrom('sysLog').select(['username', 'logContent']).where('logContent', 'like', '添加用户：新同事%').executeTakeFirst();
    expect(log).toEqual({ username: 'admin', logContent: '添加用户：新同事(newbie)' });
  });

  it('edits a user: fields, roles and departments replaced, username and password kept', async () => {
    const id = await added({ username: 'editme', selectedroles: 'r_staff', selecteddeparts: 'd_a01a02' });
    const refused = (await call('PUT', '/sys/user/edit', admin, { id, realname: '改名', phone: '13911111111' })).body;
    expect(refused).toMatchObject({ success: false, message: '手机号已存在', result: { phone: '手机号已存在' } });
    expect((await call('PUT', '/sys/user/edit', admin, { id: 'missing', realname: 'x' })).body).toMatchObject({ success: false, message: '未找到该用户' });
    const { body } = await call('PUT', '/sys/user/edit', admin, {
      id, username: 'renamed', realname: '改名后', phone: '13800000002', selectedroles: '', selecteddeparts: 'd_a01a01', password: 'ignored-here',
    });
    expect(body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(body.result).toMatchObject({ username: 'editme', realname: '改名后', roleNames: '', orgCodeTxt: '综合办公室', orgCode: 'A01A01' });
    expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`, admin)).body.result).toEqual([]);
    await server.login('editme', TEST_PASSWORD);
    // Without the role lists in the body, the links stay as they are.
    await call('PUT', '/sys/user/edit', admin, { id, realname: '再改', selectedroles: 'r_staff' });
    await call('PUT', '/sys/user/edit', admin, { id, realname: '三改' });
    expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`, admin)).body.result).toEqual(['r_staff']);
    expect((await call('GET', `/sys/user/queryById?id=${id}`, admin)).body.result).toMatchObject({ realname: '三改', selecteddeparts: 'd_a01a01' });
  });

  it('freezes and unfreezes in batch; a frozen user is signed out at once', async () => {
    const id = await added({ username: 'freezeme' });
    const token = await server.login('freezeme');
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(200);
    const frozen = await call('PUT', '/sys/user/frozenBatch', admin, { ids: `${id},u_lihua`, status: 2 });
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功!' });
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(401);
    expect(names((await list('status=2')).records)).toEqual(['freezeme', 'lihua', 'wangfang']);
    const login = await server.call('POST', '/sys/login', { body: { username: 'freezeme', password: TEST_PASSWORD } });
    expect(login.body).toMatchObject({ success: false, message: '该用户已冻结' });

    expect((await call('PUT', '/sys/user/frozenBatch', admin, { ids: `${id},u_lihua`, status: 1 })).body).toMatchObject({ success: true, message: '解冻成功!' });
    await server.login('freezeme');
    expect((await call('PUT', '/sys/user/frozenBatch', admin, { ids: id, status: 3 })).body).toMatchObject({ success: false, message: '状态只能是1（正常）或2（冻结）' });
    expect((await call('PUT', '/sys/user/frozenBatch', admin, { status: 2 })).body).toMatchObject({ success: false, message: '缺少参数：ids' });
    expect((await call('PUT', '/sys/user/frozenBatch', admin, { ids: ADMIN_ID, status: 2 })).body).toMatchObject({ success: false, message: '不能冻结当前登录的用户' });
  });

  it('never removes the last usable administrator, by freezing, deleting or editing roles', async () => {
    const lastAdmin = '至少要保留一个可用的管理员账号（拥有管理员角色且未冻结）';
    // An operator holds less than an administrator, so the administrator is out of its reach at all (issue 14).
    const above = '账号“admin”拥有您没有的权限，您不能修改、冻结、删除该账号或重置其密码';
    expect((await call('PUT', '/sys/user/frozenBatch', ops, { ids: ADMIN_ID, status: 2 })).body).toMatchObject({ success: false, message: above });
    expect((await call('DELETE', `/sys/user/delete?id=${ADMIN_ID}`, ops)).body).toMatchObject({ success: false, message: above });
    expect((await call('PUT', '/sys/user/edit', ops, { id: ADMIN_ID, realname: '管理员', selectedroles: 'r_staff' })).body).toMatchObject({ success: false, message: above });
    // The only administrator cannot give the role up.
    expect((await call('PUT', '/sys/user/edit', admin, { id: ADMIN_ID, realname: '管理员', selectedroles: 'r_staff' })).body).toMatchObject({ success: false, message: lastAdmin });
    expect((await call('GET', `/sys/user/queryUserRole?userid=${ADMIN_ID}`, admin)).body.result).toEqual(['r_admin']);

    // With a second administrator, the first may go.
    const second = await added({ username: 'admin2', selectedroles: 'r_admin' });
    const admin2 = await server.login('admin2');
    expect((await call('PUT', '/sys/user/frozenBatch', admin2, { ids: ADMIN_ID, status: 2 })).body).toMatchObject({ success: true });
    expect((await call('PUT', '/sys/user/frozenBatch', admin2, { ids: ADMIN_ID, status: 1 })).body).toMatchObject({ success: true });
    admin = await server.login('admin');
    expect((await call('DELETE', `/sys/user/delete?id=${second}`, admin)).body).toMatchObject({ success: true });
  });

  it('resets a password as an administrator: the user is signed out and only the new password works', async () => {
    await added({ username: 'forgetful' });
    const token = await server.login('forgetful');
    const refusals: [Record<string, unknown>, string][] = [
      [{ password: NEW_PASSWORD }, '用户账号不能为空'],
      [{ username: 'nosuchuser', password: NEW_PASSWORD }, '未找到该用户'],
      [{ username: 'forgetful', password: 'short' }, '密码长度不能少于12位'],
      [{ username: 'forgetful', password: 'qwerty123456' }, '该密码过于常见，容易被猜到，请换一个'],
      [{ username: 'forgetful', password: NEW_PASSWORD, confirmpassword: 'other-password' }, '两次输入的密码不一致'],
    ];
    for (const [body, message] of refusals) expect((await call('PUT', '/sys/user/changePassword', admin, body)).body).toMatchObject({ success: false, message });
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(200);
    const { body } = await call('PUT', '/sys/user/changePassword', admin, { username: 'forgetful', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: true, message: '密码重置成功，该用户需重新登录' });
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(401);
    const old = await server.call('POST', '/sys/login', { body: { username: 'forgetful', password: TEST_PASSWORD } });
    expect(old.body).toMatchObject({ success: false, message: '用户名或密码错误' });
    await server.login('forgetful', NEW_PASSWORD);
  });

  it('deletes users one at a time or in batch, never oneself; the deleted are signed out and listed no more', async () => {
    const one = await added({ username: 'goner1', phone: '13800000011' });
    const two = await added({ username: 'goner2' });
    const three = await added({ username: 'goner3' });
    const token = await server.login('goner1');
    expect((await call('DELETE', `/sys/user/delete?id=${ADMIN_ID}`, admin)).body).toMatchObject({ success: false, message: '不能删除当前登录的用户' });
    expect((await call('DELETE', '/sys/user/delete?id=missing', admin)).body).toMatchObject({ success: false, message: '未找到该用户' });
    expect((await call('DELETE', '/sys/user/delete', admin)).body).toMatchObject({ success: false, message: '缺少参数：id' });
    expect((await call('DELETE', `/sys/user/delete?id=${one}`, admin)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).status).toBe(401);
    const login = await server.call('POST', '/sys/login', { body: { username: 'goner1', password: TEST_PASSWORD } });
    expect(login.body).toMatchObject({ success: false, message: '该用户已注销' });
    expect((await call('DELETE', `/sys/user/deleteBatch?ids=${two},${three},${ADMIN_ID}`, admin)).body).toMatchObject({ success: false, message: '不能删除当前登录的用户' });
    expect((await call('DELETE', `/sys/user/deleteBatch?ids=${two},${three}`, admin)).body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await list('username=goner')).total).toBe(0);
    expect((await call('GET', `/sys/user/queryById?id=${two}`, admin)).body.success).toBe(false);
    // The account stays as a row (the name is still taken) so records and logs that name it keep meaning.
    expect((await add({ username: 'goner1' })).message).toBe('用户账号已存在');
  });
});
