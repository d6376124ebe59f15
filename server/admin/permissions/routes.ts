import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SysPermissionTable } from '../../db/types.ts';
import { perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { requiredId } from '../../http/params.ts';
import { idList } from '../../http/batchIds.ts';
import { permissionPerms } from './permissions.ts';
import { livePermissions, permissionNode, permissionTree } from './tree.ts';

/** A row as the lazy tree lists it: a leaf as is_leaf says (its children are asked for when opened). */
const listedNode = (row: SysPermissionTable) => permissionNode(row, row.isLeaf === 1);

/** 菜单管理's reads: the menu tree (menus, sub-menus and buttons) as the shell and the platform's client ask for it. */
export function permissionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/permission';
  const list = { access: perm(permissionPerms.list) };

  app.get(`${base}/list`, { config: list }, async (request) => {
    const rows = await livePermissions(db);
    const name = text(queryOf(request), 'name', 100).toLowerCase();
    // A search answers the matching rows flat, as the platform does.
    if (name) return ok(rows.filter((r) => r.name.toLowerCase().includes(name)).map((r) => permissionNode(r, r.isLeaf === 1)));
    return ok(permissionTree(rows));
  });

  // The lazily loaded 菜单管理 of the platform's client: the first-level menus, then the children of
  // the rows it opens (one parent, or several at once keyed by parent), each row without children.
  app.get(`${base}/getSystemMenuList`, { config: list }, async () =>
    ok((await livePermissions(db)).filter((r) => r.menuType === 0).map(listedNode)));

  app.get(`${base}/getSystemSubmenu`, { config: list }, async (request) => {
    const parentId = requiredId(queryOf(request), 'parentId');
    return ok((await livePermissions(db)).filter((r) => r.parentId === parentId).map(listedNode));
  });

  app.get(`${base}/getSystemSubmenuBatch`, { config: list }, async (request) => {
    const parentIds = idList(queryOf(request).parentIds);
    if (parentIds.length === 0) throw new ApiError(fill(msg.paramMissing, { name: 'parentIds' }));
    const rows = await livePermissions(db);
    return ok(Object.fromEntries(parentIds.map((id) => [id, rows.filter((r) => r.parentId === id).map(listedNode)])));
  });

  // Add, edit and delete are the engine's (hooks.ts); a menu's data rules: server/admin/dataRules/routes.ts.
}
