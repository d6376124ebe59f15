import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { buildMenuTree, menuNode } from '../services/menu.ts';
import { userPermissionRows } from '../services/permissions.ts';

const HOME_URL = '/dashboard/analysis';

export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/permission/getUserPermissionByToken', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const rows = await userPermissionRows(db, user.id);
    const menu = buildMenuTree(rows);
    // Every user gets the home page, as on the existing platform, even when no role grants it.
    if (!rows.some((r) => r.url === HOME_URL)) {
      const home = await db.kysely.selectFrom('sysPermission').selectAll().where('url', '=', HOME_URL).where('delFlag', '=', 0).executeTakeFirst();
      if (home) menu.unshift(menuNode(home, true));
    }
    const auth = rows
      .filter((r) => r.menuType === 2 && r.status === '1' && r.perms)
      .map((r) => ({ action: r.perms, type: r.permsType, describe: r.name }));
    const allButtons = await db.kysely
      .selectFrom('sysPermission')
      .select(['perms', 'status', 'permsType', 'name'])
      .where('menuType', '=', 2)
      .where('delFlag', '=', 0)
      .orderBy('sortNo')
      .execute();
    const allAuth = allButtons.map((r) => ({ action: r.perms, status: r.status, type: r.permsType, describe: r.name }));
    return ok({ menu, auth, allAuth, sysSafeMode: false });
  });
}
