import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { userDeparts } from '../../services/users.ts';
import { departRoleRoutes } from '../departRoles/routes.ts';
import { idList } from '../../http/batchIds.ts';
import { departMsg } from './messages.ts';
import { departPermissionRoutes } from './permissionRoutes.ts';
import { departPerms } from './permissions.ts';
import { buildDepartTree, departLevel, departNode, idTree, liveDeparts } from './tree.ts';

/**
 * The department pickers' reads: the tree in its several shapes (the platform's). 部门管理's list,
 * add, edit and delete are its declared entity's (schemas/pages/sys-depart.json, hooks.ts).
 */
export function departAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/sysDepart';
  const list = { access: perm(departPerms.list) };
  departPermissionRoutes(app, ctx);
  departRoleRoutes(app, ctx);

  app.get(`${base}/queryTreeList`, { config: list }, async (request) => {
    const ids = idList(queryOf(request).ids);
    const rows = await liveDeparts(db);
    // With ids: just those departments, flat and in the order given (the picker shows what a value names).
    if (ids.length > 0) {
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ok(ids.flatMap((id) => { const row = byId.get(id); return row ? [departNode(row, true)] : []; }));
    }
    return ok(buildDepartTree(rows));
  });

  app.get(`${base}/queryDepartTreeSync`, { config: list }, async (request) => {
    const query = queryOf(request);
    return ok(departLevel(await liveDeparts(db), text(query, 'pid', 64) || text(query, 'parentId', 64)));
  });

  app.get(`${base}/queryDepartStreetList`, { config: list }, async (request) => {
    const query = queryOf(request);
    return ok(departLevel(await liveDeparts(db), text(query, 'parentId', 64) || text(query, 'pid', 64)));
  });

  app.get(`${base}/queryIdTree`, { config: list }, async () => ok(idTree(buildDepartTree(await liveDeparts(db)))));

  app.get(`${base}/searchBy`, { config: list }, async (request) => {
    const keyWord = text(queryOf(request), 'keyWord', 100).toLowerCase();
    const rows = await liveDeparts(db);
    const found = keyWord ? rows.filter((r) => r.departName.toLowerCase().includes(keyWord)) : [];
    return ok(buildDepartTree(rows, found.map((r) => r.id)), found.length === 0 ? departMsg.searchEmpty : '');
  });

  // The signed-in user's own departments, each with what lies under it.
  app.get(`${base}/queryMyDeptTreeList`, { config: list }, async (request) => {
    const mine = (await userDeparts(db, caller(request).user.id)).map((d) => d.id);
    const rows = await liveDeparts(db);
    // A department under another of the user's own is already inside that one's subtree.
    const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
    const under = (id: string): boolean => {
      for (let p = parentOf.get(id); p; p = parentOf.get(p)) if (mine.includes(p)) return true;
      return false;
    };
    return ok(buildDepartTree(rows, mine.filter((id) => !under(id))));
  });
}
