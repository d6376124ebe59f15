import { describe, expect, it } from 'vitest';
import { addNewDemoMenus } from '../../server/db/seed.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

const SMS_MENU = 'm_mon_sms';
const SMS_BUTTON = 'b_sms_outbox';

describe.each(testDatabases)('menus added to the demo data after the first start, on $name', ({ name }) => {
  const suite = suiteServer(name);
  const db = () => suite.server.ctx.db.kysely;

  const menusWithId = (ids: string[]) => db().selectFrom('sysPermission').select('id').where('id', 'in', ids).orderBy('id').execute();
  const adminGrants = (ids: string[]) =>
    db().selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', 'r_admin').where('permissionId', 'in', ids).orderBy('permissionId').execute();

  /** A database seeded before the menus were in the fixtures: neither they, their grants nor their markers are there. */
  const olderDatabase = async (ids: string[], { markers = true } = {}) => {
    await db().deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
    await db().deleteFrom('sysPermission').where('id', 'in', ids).execute();
    await db().deleteFrom('appMeta').where('key', 'in', ids.map((id) => `menu:${id}`)).execute();
    if (!markers) await db().deleteFrom('appMeta').where('key', 'like', 'menu:%').execute();
  };

  it('adds nothing to a database the fixtures seeded', async () => {
    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual([]);
  });

  it('adds 短信发送记录 and its button to an older database once, granted to the admin role; deleted afterwards they stay deleted', async () => {
    await olderDatabase([SMS_MENU, SMS_BUTTON]);
    expect(await menusWithId([SMS_MENU, SMS_BUTTON])).toEqual([]);

    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual(['短信发送记录', '短信发送记录查看']);
    expect(await menusWithId([SMS_MENU, SMS_BUTTON])).toEqual([{ id: SMS_BUTTON }, { id: SMS_MENU }]);
    expect(await adminGrants([SMS_MENU, SMS_BUTTON])).toEqual([{ permissionId: SMS_BUTTON }, { permissionId: SMS_MENU }]);
    const menu = await db().selectFrom('sysPermission').select(['parentId', 'url', 'isLeaf']).where('id', '=', SMS_MENU).executeTakeFirstOrThrow();
    expect(menu).toEqual({ parentId: 'm_mon', url: '/monitor/smsOutbox', isLeaf: 0 });
    // The admin's menu shows it (the permission cache is new for this token's first call).
    const token = await suite.server.login('admin');
    const { body } = await suite.server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(JSON.stringify(body.result.menu)).toContain('短信发送记录');
    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual([]);

    for (const id of [SMS_BUTTON, SMS_MENU]) {
      expect((await suite.server.call('DELETE', `/sys/permission/delete?id=${id}`, { token })).body.success).toBe(true);
    }
    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual([]);
    expect(await menusWithId([SMS_MENU, SMS_BUTTON])).toEqual([]);
  });

  it('on a database from before the menu markers, adds a newer menu but not one the operation log shows deleted', async () => {
    // 短信发送记录 was deleted through the API in the test before, so the operation log records it.
    await olderDatabase(['m_ann_mine'], { markers: false });
    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual(['我的消息']);
    expect(await menusWithId([SMS_MENU, SMS_BUTTON, 'm_ann_mine'])).toEqual([{ id: 'm_ann_mine' }]);
    expect(await addNewDemoMenus(suite.server.ctx.db)).toEqual([]);
  });
});
