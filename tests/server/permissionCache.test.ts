import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import { PERMISSION_CACHE_MS, PermissionCache } from '../../server/auth/permissionCache.ts';
import { DataRuleCache } from '../../server/admin/dataRules/ruleCache.ts';

// The staff role (jeecg) holds bus:line:list (fixtures/demo/roles.json).
describe.each(testDatabases)('the guard\'s permission cache on $name', ({ name }) => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer(name, {}, {
      permissionCache: new PermissionCache(PERMISSION_CACHE_MS, () => now),
      dataRuleCache: new DataRuleCache(PERMISSION_CACHE_MS, () => now),
    });
  });
  afterAll(() => server.close());

  const list = (token: string) => server.call('GET', '/bus/busLine/list', { token });

  it('refuses a revoked session at once, though its codes are cached', async () => {
    const token = await server.login('jeecg');
    expect((await list(token)).status).toBe(200);
    await server.ctx.db.kysely.updateTable('sysSession').set({ revokedAt: Date.now(), revokeReason: 'test' })
      .where('tokenHash', '=', hashToken(token)).execute();
    expect((await list(token)).status).toBe(401);
  });

  it('refuses a frozen user at once', async () => {
    const token = await server.login('jeecg');
    expect((await list(token)).status).toBe(200);
    const db = server.ctx.db.kysely;
    await db.updateTable('sysUser').set({ status: 2 }).where('username', '=', 'jeecg').execute();
    try {
      expect((await list(token)).status).toBe(401);
    } finally {
      await db.updateTable('sysUser').set({ status: 1 }).where('username', '=', 'jeecg').execute();
    }
  });

  it('refuses a grant removed from a role once the cache lifetime has passed; the permission fetch shows it at once', async () => {
    const token = await server.login('jeecg');
    expect((await list(token)).status).toBe(200);
    const db = server.ctx.db.kysely;
    const grant = await db.selectFrom('sysRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
      .selectAll('rp').where('rp.roleId', '=', 'r_staff').where('p.perms', '=', 'bus:line:list').executeTakeFirstOrThrow();
    await db.deleteFrom('sysRolePermission').where('id', '=', grant.id).execute();
    try {
      const fetched = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
      expect(fetched.body.result.auth.map((a: { action: string }) => a.action)).not.toContain('bus:line:list');
      now += PERMISSION_CACHE_MS - 1;
      expect((await list(token)).status).toBe(200);
      now += 1;
      expect((await list(token)).status).toBe(403);
      // A new sign-in reads the codes afresh.
      expect((await list(await server.login('jeecg'))).status).toBe(403);
    } finally {
      await db.insertInto('sysRolePermission').values(grant).execute();
    }
  });

  it('narrows a list by a rule granted elsewhere once the cache lifetime has passed; a change made here holds at once', async () => {
    const token = await server.login('jeecg');
    const total = async () => {
      const { body } = await list(token);
      expect(body.success, body.message).toBe(true);
      return body.result.total as number;
    };
    const admin = await server.login('admin');
    const line = { lineName: '缓存线路', lineNo: 'C1', startStation: '起点', endStation: '终点', status: '1' };
    expect((await server.call('POST', '/bus/busLine/add', { token: admin, body: line })).body.success).toBe(true);
    const before = await total();
    expect(before).toBeGreaterThan(0);
    // As another server process would: straight into the database, no cache of this one cleared.
    const db = server.ctx.db.kysely;
    await db.insertInto('sysPermissionDataRule').values({
      id: 'rule_cache_probe', permissionId: 'm_bus_1', ruleName: '无人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: 'nobody',
      status: '1', createBy: 'admin', createTime: '2026-01-01 00:00:00', updateBy: null, updateTime: null,
    }).execute();
    const grant = () => db.updateTable('sysRolePermission').where('roleId', '=', 'r_staff').where('permissionId', '=', 'm_bus_1');
    const granted = await grant().set({ dataRuleIds: 'rule_cache_probe' }).executeTakeFirst();
    expect(Number(granted.numUpdatedRows)).toBe(1);
    try {
      now += PERMISSION_CACHE_MS - 1;
      expect(await total()).toBe(before);
      now += 1;
      expect(await total()).toBe(0);
      // Revoked here, through the role's data-rule page: the next request already sees everything.
      const revoked = await server.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: 'm_bus_1', roleId: 'r_staff', dataRuleIds: '' } });
      expect(revoked.body.success, revoked.body.message).toBe(true);
      expect(await total()).toBe(before);
    } finally {
      await grant().set({ dataRuleIds: null }).execute();
      await db.deleteFrom('sysPermissionDataRule').where('id', '=', 'rule_cache_probe').execute();
    }
  });

  it('refuses a button code changed in 菜单管理 at once in this process (the engine\'s write clears the caches)', async () => {
    const token = await server.login('jeecg');
    expect((await list(token)).status).toBe(200);
    const admin = await server.login('admin');
    const button = await server.ctx.db.kysely.selectFrom('sysPermission').select('id').where('perms', '=', 'bus:line:list').executeTakeFirstOrThrow();
    const edit = (perms: string) => server.call('PUT', '/sys/permission/edit', { token: admin, body: { id: button.id, perms } });
    expect((await edit('bus:line:look')).body).toMatchObject({ success: true, result: { perms: 'bus:line:look', leaf: true } });
    try {
      expect((await list(token)).status).toBe(403);
    } finally {
      expect((await edit('bus:line:list')).body.success).toBe(true);
    }
    expect((await list(token)).status).toBe(200);
  });
});
