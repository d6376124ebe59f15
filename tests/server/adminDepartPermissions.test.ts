import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';

const JEECG = 'a75d45a015c44384a04449ee80dc3503';
const HELD = ['m_sys', 'm_sys_user', 'b_user_add', 'b_user_list'];

/**
 * 部门权限 and department roles: what a department holds bounds what its roles grant, a member
 * holding a department role gains its permissions, and nothing is left behind by deletes.
 * jeecg (业务员) belongs to 社会事务部 (d_a01a02) and 村务管理部; lihua to 第一网格 only.
 */
describe.each(testDatabases)('department permissions and roles on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';
  let nobody = '';
  let auditor = '';

  const call = async (method: string, path: string, token = admin, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const result = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, path, admin, body);
    expect(answer.body.success, answer.body.message).toBe(true);
    return answer.body.result;
  };
  const refused = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, path, admin, body);
    expect(answer.body.success).toBe(false);
    return answer.body.message;
  };
  const count = async (table: 'sysDepartPermission' | 'sysDepartRole' | 'sysDepartRolePermission', departId: string) =>
    Number((await server.ctx.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('departId', '=', departId).executeTakeFirstOrThrow()).n);
  const staffCodes = async () => {
    const { body } = await call('GET', '/sys/permission/getUserPermissionByToken', staff);
    return (body.result.auth as { action: string }[]).map((a) => a.action);
  };

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
    const created = await call('POST', '/sys/user/add', admin, { username: 'nobody', realname: '无权限', password: TEST_PASSWORD });
    expect(created.body.success).toBe(true);
    nobody = await server.login('nobody');
  });
  afterAll(() => server.close());

  it('refuses every endpoint to users without its code, with 403', async () => {
    const calls: [string, string][] = [
      ['GET', '/sys/permission/queryDepartPermission?departId=d_a01a02'], ['POST', '/sys/permission/saveDepartPermission'],
      ['GET', '/sys/sysDepartRole/list?deptId=d_a01a02'], ['GET', '/sys/sysDepartRole/queryById?id=x'], ['POST', '/sys/sysDepartRole/add'],
      ['PUT', '/sys/sysDepartRole/edit'], ['DELETE', '/sys/sysDepartRole/delete?id=x'], ['DELETE', '/sys/sysDepartRole/deleteBatch?ids=x'],
      ['GET', '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=d_a01a02'], ['GET', '/sys/sysDepartPermission/queryDeptRolePermission?roleId=x'],
      ['POST', '/sys/sysDepartPermission/saveDeptRolePermission'], ['GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${JEECG}`],
      ['POST', '/sys/sysDepartRole/deptRoleUserAdd'],
    ];
    for (const token of [nobody, staff]) {
      for (const [method, path] of calls) {
        const { status, body } = await call(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : { departId: 'd_a01a02', roleId: 'x', userId: JEECG, roleName: 'x', roleCode: 'x', permissionIds: 'm_sys' });
        expect({ path, status, message: body.message }).toEqual({ path, status: 403, message: '没有权限，请联系管理员授权' });
      }
    }
    expect(await count('sysDepartPermission', 'd_a01a02')).toBe(0);
  });

  it('saves a department\'s permissions as exactly the list given, refusing unknown ones and departments', async () => {
    expect(await result('GET', '/sys/permission/queryDepartPermission?departId=d_a01a02')).toEqual([]);
    expect(await refused('GET', '/sys/permission/queryDepartPermission')).toBe('缺少参数：departId');
    expect(await refused('GET', '/sys/permission/queryDepartPermission?departId=nope')).toBe('未找到该部门');
    expect(await refused('POST', '/sys/permission/saveDepartPermission', { departId: 'd_a01a02', permissionIds: 'm_sys,ghost' })).toBe('所选权限不存在：ghost');
    expect(await refused('POST', '/sys/permission/saveDepartPermission', { departId: 'nope', permissionIds: 'm_sys' })).toBe('未找到该部门');
    const saved = await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: 'd_a01a02', permissionIds: [...HELD, 'b_user_edit'].join(','), lastpermissionIds: '' });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    // The client's lastpermissionIds is not what counts: the stored grants are.
    await result('POST', '/sys/permission/saveDepartPermission', { departId: 'd_a01a02', permissionIds: HELD.join(','), lastpermissionIds: 'm_sys' });
    expect([...(await result('GET', '/sys/permission/queryDepartPermission?departId=d_a01a02'))].sort()).toEqual([...HELD].sort());
    expect(await result('GET', '/sys/permission/queryDepartPermission?departId=d_a01a03')).toEqual([]);
  });

  it('adds, lists, edits department roles with the code unique within the department', async () => {
    expect(await refused('POST', '/sys/sysDepartRole/add', { roleName: '审核员', roleCode: 'auditor' })).toBe('请先选择部门');
    expect(await refused('POST', '/sys/sysDepartRole/add', { departId: 'nope', roleName: '审核员', roleCode: 'auditor' })).toBe('未找到该部门');
    expect(await refused('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a02', roleCode: 'auditor' })).toBe('部门角色名称不能为空');
    expect(await refused('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a02', roleName: '审核员', roleCode: 'a b' })).toBe('部门角色编码只能由字母、数字、下划线组成，长度不超过100个字符');
    const added = await result('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a02', roleName: '审核员', roleCode: 'auditor', description: '审核' });
    auditor = added.id;
    const taken = await call('POST', '/sys/sysDepartRole/add', admin, { departId: 'd_a01a02', roleName: '另一个', roleCode: 'auditor' });
    expect(taken.body).toMatchObject({ success: false, message: '该部门下已有此角色编码', result: { roleCode: '该部门下已有此角色编码' } });
    // Another department may use the same code.
    const other = await result('POST', '/sys/sysDepartRole/add', { deptId: 'd_a01a03', roleName: '审核员', roleCode: 'auditor' });
    expect(other.departId).toBe('d_a01a03');

    const page = await result('GET', '/sys/sysDepartRole/list?deptId=d_a01a02');
    expect(page).toMatchObject({ total: 1, records: [{ id: auditor, departId: 'd_a01a02', roleName: '审核员', roleCode: 'auditor', description: '审核' }] });
    expect((await result('GET', '/sys/sysDepartRole/list')).total).toBe(0);
    expect((await result('GET', `/sys/sysDepartRole/list?deptId=d_a01a02&roleName=${encodeURIComponent('无此')}`)).total).toBe(0);

    const edited = await result('PUT', '/sys/sysDepartRole/edit', { id: auditor, roleName: '审核组', roleCode: 'auditor', departId: 'd_a01a03' });
    expect(edited).toMatchObject({ roleName: '审核组', departId: 'd_a01a02' });
    const second = await result('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a03', roleName: '复核员', roleCode: 'reviewer' });
    expect(await refused('PUT', '/sys/sysDepartRole/edit', { id: second.id, roleName: '复核员', roleCode: 'auditor' })).toBe('该部门下已有此角色编码');
    expect(await refused('PUT', '/sys/sysDepartRole/edit', { id: 'nope', roleName: '复核员', roleCode: 'x' })).toBe('未找到该部门角色');
  });

  it('lists a department\'s roles by the list conventions of every entity: a,b, !v, sort both ways, unknown names refused', async () => {
    const codes = async (query: string) => ((await result('GET', `/sys/sysDepartRole/list?deptId=d_a01a03&${query}`)).records as { roleCode: string }[]).map((r) => r.roleCode);
    expect((await codes('roleCode=auditor,reviewer')).sort()).toEqual(['auditor', 'reviewer']);
    expect(await codes('roleCode=!auditor')).toEqual(['reviewer']);
    expect(await codes('column=roleCode&order=asc')).toEqual(['auditor', 'reviewer']);
    expect(await codes('column=roleCode&order=desc')).toEqual(['reviewer', 'auditor']);
    expect(await refused('GET', '/sys/sysDepartRole/list?deptId=d_a01a03&nope=1')).toBe('查询条件字段不存在：nope');
  });

  it('grants a department role only what the department holds, and its tree shows only that', async () => {
    const tree = await result('GET', '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=d_a01a02');
    expect([...tree.ids].sort()).toEqual([...HELD].sort());
    expect(tree.treeList).toHaveLength(1);
    expect(tree.treeList[0]).toMatchObject({ key: 'm_sys' });
    const outside = await refused('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: auditor, permissionIds: 'b_user_add,b_user_delete' });
    expect(outside).toBe('部门“社会事务部”没有这些权限，不能授予其角色：b_user_delete');
    expect(await refused('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'nope', permissionIds: 'b_user_add' })).toBe('未找到该部门角色');
    await result('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: auditor, permissionIds: 'm_sys,m_sys_user,b_user_add', lastpermissionIds: '' });
    expect([...(await result('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${auditor}`))].sort()).toEqual(['b_user_add', 'm_sys', 'm_sys_user']);
  });

  it('gives a member the department role\'s permissions at once, and takes them when the department loses them', async () => {
    expect(await staffCodes()).not.toContain('user:add');
    const before = await call('POST', '/sys/user/add', staff, {});
    expect(before.status).toBe(403);

    expect(await result('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${JEECG}&departId=d_a01a02`)).toEqual([]);
    expect(await refused('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: 'u_lihua', newRoleId: auditor, oldRoleId: '' })).toBe('该用户不属于部门“社会事务部”，不能分配其角色');
    expect(await refused('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: 'ghost', newRoleId: auditor })).toBe('未找到该用户');
    await result('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: JEECG, newRoleId: auditor, oldRoleId: '' });
    expect(await result('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${JEECG}&departId=d_a01a02`)).toMatchObject([{ userId: JEECG, droleId: auditor }]);
    expect(await result('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${JEECG}&departId=d_a01a03`)).toEqual([]);

    expect(await staffCodes()).toContain('user:add');
    const after = await call('POST', '/sys/user/add', staff, {});
    expect(after.status).toBe(200);
    expect(after.body.success).toBe(false);

    // The department gives up 添加用户: its role loses it, and so does the member.
    await result('POST', '/sys/permission/saveDepartPermission', { departId: 'd_a01a02', permissionIds: 'm_sys,m_sys_user,b_user_list' });
    expect([...(await result('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${auditor}`))].sort()).toEqual(['m_sys', 'm_sys_user']);
    expect(await staffCodes()).not.toContain('user:add');
    expect((await call('POST', '/sys/user/add', staff, {})).status).toBe(403);
  });

  it('refuses to delete a department role a user holds; once released it goes with its grants', async () => {
    expect(await refused('DELETE', `/sys/sysDepartRole/delete?id=${auditor}`)).toBe('部门角色“审核组”下还有1个用户，请先取消这些用户的该角色');
    expect(await refused('DELETE', `/sys/sysDepartRole/deleteBatch?ids=${auditor}`)).toBe('部门角色“审核组”下还有1个用户，请先取消这些用户的该角色');
    await result('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: JEECG, newRoleId: '', oldRoleId: auditor });
    expect(await result('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${JEECG}`)).toEqual([]);
    expect((await call('DELETE', `/sys/sysDepartRole/delete?id=${auditor}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await count('sysDepartRolePermission', 'd_a01a02')).toBe(0);
    expect(await refused('GET', `/sys/sysDepartRole/queryById?id=${auditor}`)).toBe('未找到该部门角色');
  });

  it('deleting a permission removes it from departments and their roles', async () => {
    await result('POST', '/sys/permission/saveDepartPermission', { departId: 'd_a01a03', permissionIds: 'b_user_password,b_user_list' });
    const { records } = await result('GET', '/sys/sysDepartRole/list?deptId=d_a01a03&roleCode=auditor');
    await result('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: records[0].id, permissionIds: 'b_user_password,b_user_list' });
    expect([await count('sysDepartPermission', 'd_a01a03'), await count('sysDepartRolePermission', 'd_a01a03')]).toEqual([2, 2]);
    expect((await call('DELETE', '/sys/permission/delete?id=b_user_password')).body.success).toBe(true);
    expect([await count('sysDepartPermission', 'd_a01a03'), await count('sysDepartRolePermission', 'd_a01a03')]).toEqual([1, 1]);
    expect(await result('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${records[0].id}`)).toEqual(['b_user_list']);
  });

  it('a user leaving a department leaves its department roles, and keeps those of the departments they stay in', async () => {
    const social = await result('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a02', roleName: '离开测试甲', roleCode: 'leave_a' });
    const village = await result('POST', '/sys/sysDepartRole/add', { departId: 'd_a01a03', roleName: '离开测试乙', roleCode: 'leave_b' });
    await result('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: JEECG, newRoleId: social.id, oldRoleId: '' });
    await result('POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: JEECG, newRoleId: village.id, oldRoleId: '' });
    const held = async () => (await server.ctx.db.kysely.selectFrom('sysDepartRoleUser').select('droleId').where('userId', '=', JEECG)
      .where('droleId', 'in', [social.id, village.id]).execute()).map((r) => r.droleId);
    expect((await held()).sort()).toEqual([social.id, village.id].sort());

    await result('PUT', '/sys/user/edit', { id: JEECG, realname: '张晓明', selecteddeparts: 'd_a01a03' });
    expect(await held()).toEqual([village.id]);
    // Editing without naming the departments keeps them and their roles.
    await result('PUT', '/sys/user/edit', { id: JEECG, realname: '张晓明' });
    expect(await held()).toEqual([village.id]);
    await result('PUT', '/sys/user/edit', { id: JEECG, realname: '张晓明', selecteddeparts: '' });
    expect(await held()).toEqual([]);
    await result('PUT', '/sys/user/edit', { id: JEECG, realname: '张晓明', selecteddeparts: 'd_a01a02,d_a01a03' });
  });

  it('deleting a department removes its permissions, roles, grants and their holders', async () => {
    const depart = await result('POST', '/sys/sysDepart/add', { departName: '临时部门', parentId: 'd_a01' });
    await result('POST', '/sys/permission/saveDepartPermission', { departId: depart.id, permissionIds: HELD.join(',') });
    const role = await result('POST', '/sys/sysDepartRole/add', { departId: depart.id, roleName: '临时角色', roleCode: 'tmp' });
    await result('POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: role.id, permissionIds: 'b_user_list' });
    // A holder whose account was deleted (the only kind a department without members can have).
    await server.ctx.db.kysely.insertInto('sysDepartRoleUser').values({ id: 'dru_gone', userId: 'gone_user', droleId: role.id }).execute();
    expect([await count('sysDepartPermission', depart.id), await count('sysDepartRole', depart.id), await count('sysDepartRolePermission', depart.id)]).toEqual([4, 1, 1]);
    expect((await call('DELETE', `/sys/sysDepart/delete?id=${depart.id}`)).body.success).toBe(true);
    expect([await count('sysDepartPermission', depart.id), await count('sysDepartRole', depart.id), await count('sysDepartRolePermission', depart.id)]).toEqual([0, 0, 0]);
    expect(await server.ctx.db.kysely.selectFrom('sysDepartRoleUser').select('id').where('droleId', '=', role.id).execute()).toEqual([]);
  });
});
