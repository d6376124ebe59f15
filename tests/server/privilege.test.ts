import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';
import { newId } from '../../server/ids.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const NEW_PASSWORD = 'Taken-over-2026';
const CLERK = ['b_user_list', 'b_user_add', 'b_user_edit', 'b_user_password', 'b_user_freeze', 'b_user_delete'];
const GRANTER = [...CLERK, 'b_role_list', 'b_role_authorize'];
const DEPARTER = [...CLERK, 'b_depart_list', 'b_depart_permission', 'b_depart_role_list', 'b_depart_role_authorize', 'b_depart_role_user'];

/**
 * Issue 14 item 3: nobody climbs above the permissions they hold. A user's roles change only with
 * 角色授权 and within the caller's own permissions; grants (roles, department roles, departments)
 * stay within the caller's; accounts holding more than the caller are out of its reach.
 */
describe.each(testDatabases)('privilege bounds on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const call = async (method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const refused = async (answer: Promise<{ status: number; body: ApiBody }>, message: string | RegExp) => {
    const { status, body } = await answer;
    expect(status, body.message).toBe(403);
    expect(body).toMatchObject({ success: false, code: 403 });
    expect(body.message).toMatch(message);
  };
  const roleOf = async (roleName: string, buttons: string[]): Promise<string> => {
    const { kysely } = server.ctx.db;
    const roleId = newId();
    await kysely.insertInto('sysRole').values({ id: roleId, roleName, roleCode: roleName, description: null, createBy: null, createTime: null, updateBy: null, updateTime: null }).execute();
    if (buttons.length > 0) {
      await kysely.insertInto('sysRolePermission').values(buttons.map((permissionId) => ({ id: newId(), roleId, permissionId, dataRuleIds: null, operateDate: null, operateIp: null }))).execute();
    }
    return roleId;
  };
  const userOf = async (username: string, roleIds: string[], extra: Record<string, unknown> = {}): Promise<string> => {
    const { body } = await call('POST', '/sys/user/add', admin, { username, realname: username, password: TEST_PASSWORD, selectedroles: roleIds.join(','), ...extra });
    expect(body.success, body.message).toBe(true);
    ids[username] = body.result.id as string;
    tokens[username] = await server.login(username);
    return ids[username];
  };
  const rolesOf = async (userId: string) =>
    (await server.ctx.db.kysely.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map((r) => r.roleId).sort();

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    ids.clerkRole = await roleOf('clerk', CLERK);
    ids.granterRole = await roleOf('granter', GRANTER);
    ids.departerRole = await roleOf('departer', DEPARTER);
    ids.listerRole = await roleOf('lister', ['b_user_list']);
    await userOf('clerk', [ids.clerkRole], { phone: '13800000201' });
    await userOf('granter', [ids.granterRole]);
    await userOf('departer', [ids.departerRole], { selecteddeparts: 'd_a01a02' });
    await userOf('plain', []);
  });
  afterAll(() => server.close());

  it('user:edit alone does not change roles: not its own to admin, nor anyone else’s', async () => {
    const { clerk } = tokens;
    await refused(call('PUT', '/sys/user/edit', clerk, { id: ids.clerk, realname: 'clerk', selectedroles: `${ids.clerkRole},r_admin` }), '您没有“角色授权”权限，不能更改用户的角色');
    await refused(call('PUT', '/sys/user/edit', clerk, { id: ids.plain, realname: 'plain', selectedroles: ids.listerRole }), '您没有“角色授权”权限，不能更改用户的角色');
    expect(await rolesOf(ids.clerk)).toEqual([ids.clerkRole]);
    expect(await rolesOf(ids.plain)).toEqual([]);
    // The form sends the roles back unchanged with every edit: that is no change and passes.
    const own = await call('PUT', '/sys/user/edit', clerk, { id: ids.clerk, realname: '办事员', phone: '13800000202', selectedroles: ids.clerkRole });
    expect(own.body).toMatchObject({ success: true });
  });

  it('user:add does not create an administrator, nor a user with any role', async () => {
    const { clerk } = tokens;
    await refused(call('POST', '/sys/user/add', clerk, { username: 'sneaky1', realname: 'x', password: TEST_PASSWORD, selectedroles: 'r_admin' }), '您没有“角色授权”权限，不能更改用户的角色');
    expect(await server.ctx.db.kysely.selectFrom('sysUser').select('id').where('username', '=', 'sneaky1').executeTakeFirst()).toBeUndefined();
    const bare = await call('POST', '/sys/user/add', clerk, { username: 'bare_one', realname: 'x', password: TEST_PASSWORD, selectedroles: '' });
    expect(bare.body.success, bare.body.message).toBe(true);
  });

  it('role:authorize grants only roles within the caller’s own permissions', async () => {
    const { granter } = tokens;
    await refused(call('PUT', '/sys/user/edit', granter, { id: ids.granter, realname: 'granter', selectedroles: `${ids.granterRole},r_admin` }), '角色“管理员”拥有您没有的权限，您不能授予');
    await refused(call('POST', '/sys/user/add', granter, { username: 'sneaky2', realname: 'x', password: TEST_PASSWORD, selectedroles: 'r_admin' }), /^角色“管理员”/);
    await refused(call('PUT', '/sys/user/edit', granter, { id: ids.plain, realname: 'plain', selectedroles: 'r_staff' }), '角色“业务员”拥有您没有的权限，您不能授予');
    await refused(call('PUT', '/sys/user/edit', granter, { id: ids.plain, realname: 'plain', selectedroles: ids.departerRole }), /^角色“departer”/);
    expect(await rolesOf(ids.granter)).toEqual([ids.granterRole]);
    const within = await call('PUT', '/sys/user/edit', granter, { id: ids.plain, realname: 'plain', selectedroles: `${ids.listerRole},${ids.clerkRole}` });
    expect(within.body.success, within.body.message).toBe(true);
    expect(await rolesOf(ids.plain)).toEqual([ids.listerRole, ids.clerkRole].sort());
    // The administrator, the top, grants anything.
    expect((await call('PUT', '/sys/user/edit', admin, { id: ids.plain, realname: 'plain', selectedroles: '' })).body.success).toBe(true);
  });

  it('no password reset, edit, freeze, unfreeze or delete of an account holding more than the caller', async () => {
    const { clerk } = tokens;
    const above = (names: string) => `账号“${names}”拥有您没有的权限，您不能修改、冻结、删除该账号或重置其密码`;
    await refused(call('PUT', '/sys/user/changePassword', clerk, { username: 'admin', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }), above('admin'));
    expect((await server.call('POST', '/sys/login', { body: { username: 'admin', password: NEW_PASSWORD } })).body.success).toBe(false);
    // jeecg (业务员) reads business data the clerk cannot: also out of reach.
    await refused(call('PUT', '/sys/user/changePassword', clerk, { username: 'jeecg', password: NEW_PASSWORD }), above('jeecg'));
    await refused(call('PUT', '/sys/user/edit', clerk, { id: ADMIN_ID, realname: '管理员' }), above('admin'));
    await refused(call('PUT', '/sys/user/frozenBatch', clerk, { ids: `${ids.plain},${JEECG_ID}`, status: 2 }), above('jeecg'));
    await refused(call('PUT', '/sys/user/frozenBatch', clerk, { ids: 'u_wangfang', status: 1 }), above('wangfang'));
    await refused(call('DELETE', `/sys/user/deleteBatch?ids=${ids.plain},${ADMIN_ID}`, clerk), above('admin'));
    await refused(call('DELETE', `/sys/user/delete?id=${ids.granter}`, clerk), above('granter'));
    const { kysely } = server.ctx.db;
    expect(await kysely.selectFrom('sysUser').select(['username', 'status', 'delFlag']).where('id', 'in', [ids.plain, JEECG_ID, ids.granter]).orderBy('username').execute())
      .toEqual([{ username: 'granter', status: 1, delFlag: 0 }, { username: 'jeecg', status: 1, delFlag: 0 }, { username: 'plain', status: 1, delFlag: 0 }]);
    expect((await server.call('POST', '/sys/login', { body: { username: 'admin', password: TEST_PASSWORD } })).body.success).toBe(true);

    // Accounts within reach: one without roles, one with the same role as the clerk.
    expect((await call('PUT', '/sys/user/changePassword', clerk, { username: 'plain', password: NEW_PASSWORD })).body.success).toBe(true);
    const twin = await userOf('twin', [ids.clerkRole]);
    expect((await call('PUT', '/sys/user/frozenBatch', clerk, { ids: `${twin},${ids.plain}`, status: 2 })).body.success).toBe(true);
    expect((await call('PUT', '/sys/user/frozenBatch', clerk, { ids: `${twin},${ids.plain}`, status: 1 })).body.success).toBe(true);
    expect((await call('DELETE', `/sys/user/delete?id=${twin}`, clerk)).body.success).toBe(true);
  });

  it('role grants stay within the caller’s permissions, and roles above the caller are not reshaped', async () => {
    const { granter } = tokens;
    const grantsOf = async (roleId: string) =>
      (await call('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`, admin)).body.result as string[];
    const save = (roleId: string, permissionIds: string[]) =>
      call('POST', '/sys/permission/saveRolePermission', granter, { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: '' });
    await refused(save(ids.granterRole, [...GRANTER, 'b_role_delete', 'b_perm_list']), '您自己没有这些权限，不能授予：删除角色、查询菜单');
    expect((await grantsOf(ids.granterRole)).sort()).toEqual([...GRANTER].sort());
    await refused(save('r_admin', []), '“管理员”拥有您没有的权限，您不能修改其授权');
    await refused(save('r_staff', ['b_user_list']), '“业务员”拥有您没有的权限，您不能修改其授权');
    expect((await grantsOf('r_admin')).length).toBeGreaterThan(GRANTER.length);
    const within = await save(ids.listerRole, ['b_user_list', 'b_user_add']);
    expect(within.body.success, within.body.message).toBe(true);
    expect((await grantsOf(ids.listerRole)).sort()).toEqual(['b_user_add', 'b_user_list']);
  });

  it('data rules of a role the caller holds are changed by the top only: taking one off widens one’s own reach', async () => {
    const { granter } = tokens;
    const { kysely } = server.ctx.db;
    // The granter's role holds the 线路管理 menu, narrowed by a rule the administrator granted.
    await kysely.insertInto('sysRolePermission').values({ id: newId(), roleId: ids.granterRole, permissionId: 'm_bus_1', dataRuleIds: null, operateDate: null, operateIp: null }).execute();
    const rule = await call('POST', '/sys/permission/addPermissionRule', admin, { permissionId: 'm_bus_1', status: '1', ruleName: '本人数据', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
    expect(rule.body.success, rule.body.message).toBe(true);
    const ruleId = (await kysely.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', 'm_bus_1').executeTakeFirstOrThrow()).id;
    const setRules = (token: string, roleId: string, dataRuleIds: string) => call('POST', '/sys/role/datarule', token, { permissionId: 'm_bus_1', roleId, dataRuleIds });
    expect((await setRules(admin, ids.granterRole, ruleId)).body.success).toBe(true);
    await refused(setRules(granter, ids.granterRole, ''), '不能修改您自己所持角色的数据权限，请联系管理员');
    const grant = await kysely.selectFrom('sysRolePermission').select('dataRuleIds').where('roleId', '=', ids.granterRole).where('permissionId', '=', 'm_bus_1').executeTakeFirstOrThrow();
    expect(grant.dataRuleIds).toBe(ruleId);
    // A role the granter does not hold: allowed, as before.
    await kysely.insertInto('sysRolePermission').values({ id: newId(), roleId: ids.listerRole, permissionId: 'm_bus_1', dataRuleIds: null, operateDate: null, operateIp: null }).execute();
    expect((await setRules(granter, ids.listerRole, ruleId)).body.success).toBe(true);
  });

  it('department permissions, department role grants and their assignment stay within the caller’s', async () => {
    const { departer } = tokens;
    const { kysely } = server.ctx.db;
    // The administrator gives 社会事务部 some permissions and a role holding more than the departer.
    expect((await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: 'd_a01a02', permissionIds: 'b_user_list,b_user_add,b_role_delete' })).body.success).toBe(true);
    const role = await call('POST', '/sys/sysDepartRole/add', admin, { departId: 'd_a01a02', roleName: '高级', roleCode: 'senior' });
    const senior = role.body.result.id as string;
    expect((await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, { roleId: senior, permissionIds: 'b_role_delete' })).body.success).toBe(true);

    await refused(call('POST', '/sys/permission/saveDepartPermission', departer, { departId: 'd_a01a03', permissionIds: 'b_user_list,b_perm_list' }), '您自己没有这些权限，不能授予：查询菜单');
    await refused(call('POST', '/sys/permission/saveDepartPermission', departer, { departId: 'd_a01a02', permissionIds: 'b_user_list' }), '“社会事务部”拥有您没有的权限，您不能修改其授权');
    await refused(call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', departer, { roleId: senior, permissionIds: 'b_user_list' }), '“高级”拥有您没有的权限，您不能修改其授权');
    await refused(call('POST', '/sys/sysDepartRole/deptRoleUserAdd', departer, { userId: ids.departer, newRoleId: senior, oldRoleId: '' }), '部门角色“高级”拥有您没有的权限，您不能分配');
    await refused(call('POST', '/sys/sysDepartRole/deptRoleUserAdd', departer, { userId: JEECG_ID, newRoleId: '', departId: 'd_a01a02' }), /^账号“jeecg”/);
    expect(await kysely.selectFrom('sysDepartRoleUser').select('id').where('userId', '=', ids.departer).execute()).toEqual([]);

    // Within reach: a role of the department granting what the departer holds, given to the departer.
    const junior = (await call('POST', '/sys/sysDepartRole/add', admin, { departId: 'd_a01a02', roleName: '初级', roleCode: 'junior' })).body.result.id as string;
    expect((await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', departer, { roleId: junior, permissionIds: 'b_user_add' })).body.success).toBe(true);
    expect((await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', departer, { userId: ids.departer, newRoleId: junior, oldRoleId: '' })).body.success).toBe(true);
  });
});
