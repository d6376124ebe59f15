import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/db/migrations/016_registered_role.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(testDatabases)('the 注册用户 role reaches a database seeded before it, on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  it('is added with its pages when missing, and left alone when present', async () => {
    const db = server.ctx.db.kysely;
    const role = await db.selectFrom('sysRole').select('id').where('roleCode', '=', 'registered').executeTakeFirstOrThrow();
    // A database of the version before: no such role.
    await db.deleteFrom('sysRolePermission').where('roleId', '=', role.id).execute();
    await db.deleteFrom('sysRole').where('id', '=', role.id).execute();

    await up(db);
    const added = await db.selectFrom('sysRole').select(['id', 'roleName']).where('roleCode', '=', 'registered').executeTakeFirstOrThrow();
    expect(added.roleName).toBe('注册用户');
    const pages = await db.selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', added.id).execute();
    expect(pages.map((p) => p.permissionId).sort()).toEqual(['m_ann_mine', 'm_dash', 'm_dash_ws', 'm_home']);

    await up(db);
    expect(await db.selectFrom('sysRole').select('id').where('roleCode', '=', 'registered').execute()).toHaveLength(1);
  });
});
