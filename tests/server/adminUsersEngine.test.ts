import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer, TEST_PASSWORD } from '../helpers/server.ts';
import { readBack } from '../helpers/sheets.ts';

type Row = Record<string, unknown> & { id: string; username: string };

/** 用户管理 on the engine (issue 13): the whole list grammar, the operation log, the recycle bin, roles and departments as link fields. */
describe.each(testDatabases)('users on the engine on $name', ({ name }) => {
  const suite = suiteServer(name);
  const call = async (method: string, path: string, body?: unknown, as = suite.token) => (await suite.server.call(method, path, { token: as, body })).body;
  const usernames = async (query: string) => ((await call('GET', `/sys/user/list?pageSize=100&${query}`)).result.records as Row[]).map((r) => r.username);
  const add = async (username: string, extra: Record<string, unknown> = {}) => {
    const body = await call('POST', '/sys/user/add', { username, realname: username, password: TEST_PASSWORD, ...extra });
    expect(body.success, body.message).toBe(true);
    return String(body.result.id);
  };
  const links = async (table: 'sysUserRole' | 'sysUserDepart', userId: string) =>
    (await suite.server.ctx.db.kysely.selectFrom(table).selectAll().where('userId', '=', userId).execute()).length;

  it('answers the list grammar: sort in both orders, an unknown filter refused, departments and roles through their links', async () => {
    expect(await usernames('column=username&order=desc&username=admin,jeecg,lihua')).toEqual(['lihua', 'jeecg', 'admin']);
    expect(await usernames('column=username&order=asc&username=admin,jeecg,lihua')).toEqual(['admin', 'jeecg', 'lihua']);
    expect(await call('GET', '/sys/user/list?nosuchfield=1')).toMatchObject({ success: false });
    // departId and roleId read the join tables; a comma list is any of them.
    expect((await usernames('departId=d_a01a02,d_a01a03')).sort()).toEqual(['jeecg']);
    expect(await usernames('roleId=r_admin')).toEqual(['admin']);
    expect(await usernames('departId=d_nowhere')).toEqual([]);
  });

  it('stores no link for a refused add', async () => {
    const before = await suite.server.ctx.db.kysely.selectFrom('sysUserRole').select('id').execute();
    const refused = await call('POST', '/sys/user/add', { username: 'linkless', realname: 'x', password: TEST_PASSWORD, selectedroles: 'r_staff', phone: '13911111111' });
    expect(refused).toMatchObject({ success: false, message: '手机号已存在' });
    expect((await suite.server.ctx.db.kysely.selectFrom('sysUserRole').select('id').execute()).length).toBe(before.length);
  });

  it('keeps a deleted user in the recycle bin, with its links: restored it signs in again; purged it is gone with them', async () => {
    const id = await add('binned1', { selectedroles: 'r_staff', selecteddeparts: 'd_a01a02' });
    expect(await call('DELETE', `/sys/user/delete?id=${id}`)).toMatchObject({ success: true });
    const log = await suite.server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logContent', 'like', '删除用户：binned1%').executeTakeFirst();
    expect(log).toEqual({ logContent: '删除用户：binned1(binned1)' });
    const bin = (await call('GET', '/sys/user/recycleBin')).result as Row[];
    expect(bin.find((r) => r.id === id)).toMatchObject({ username: 'binned1', selectedroles: 'r_staff', roleNames: '业务员', orgCodeTxt: '社会事务部' });
    expect(bin.every((r) => !('password' in r))).toBe(true);

    expect(await call('PUT', '/sys/user/putRecycleBin', { ids: id })).toMatchObject({ success: true, message: '还原成功' });
    expect(await usernames('username=binned1')).toEqual(['binned1']);
    await suite.server.login('binned1', TEST_PASSWORD);

    expect(await call('DELETE', `/sys/user/deleteRecycleBin?ids=${id}`)).toMatchObject({ success: false });
    await call('DELETE', `/sys/user/delete?id=${id}`);
    expect([await links('sysUserRole', id), await links('sysUserDepart', id)]).toEqual([1, 1]);
    expect(await call('DELETE', `/sys/user/deleteRecycleBin?ids=${id}`)).toMatchObject({ success: true });
    expect([await links('sysUserRole', id), await links('sysUserDepart', id)]).toEqual([0, 0]);
    expect(await suite.server.ctx.db.kysely.selectFrom('sysUser').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    // Purged for good, the account name is free again.
    await add('binned1');
  });

  it('lists every user to a caller kept to a tenant: users belong to no tenant (sharedAcrossTenants)', async () => {
    const { kysely } = suite.server.ctx.db;
    await kysely.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'jeecg').execute();
    try {
      const staff = await suite.server.login('jeecg');
      const { body } = await suite.server.call('GET', '/sys/user/list?pageSize=100&username=admin,lihua', { token: staff });
      expect((body.result.records as Row[]).map((r) => r.username).sort()).toEqual(['admin', 'lihua']);
    } finally {
      await kysely.updateTable('sysUser').set({ relTenantIds: null }).where('username', '=', 'jeecg').execute();
    }
  });

  it('exports the texts the list shows for sex and status (decorate), never a password', async () => {
    const answer = await fetch(`${suite.server.url}/jeecg-boot/sys/user/exportXls?username=jeecg`, { headers: { 'X-Access-Token': suite.token } });
    const [header, jeecg] = await readBack(await answer.arrayBuffer());
    expect(jeecg[header.indexOf('性别')]).toBe('男');
    expect(jeecg[header.indexOf('状态')]).toBe('正常');
    expect(header).not.toContain('密码');
  });

  it('keeps the recycle bin to its codes', async () => {
    const staff = await suite.server.login('jeecg');
    expect((await suite.server.call('GET', '/sys/user/recycleBin', { token: staff })).status).toBe(403);
    expect((await suite.server.call('DELETE', '/sys/user/deleteRecycleBin?ids=x', { token: staff })).status).toBe(403);
  });
});
