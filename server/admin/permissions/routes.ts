import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Database, SysPermissionTable } from '../../db/types.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { requiredId } from '../../http/params.ts';
import { idList } from '../../http/batchIds.ts';
import { readPermissionInput } from './input.ts';
import { permissionMsg } from './messages.ts';
import { permissionPerms } from './permissions.ts';
import { livePermissions, permissionNode, permissionTree } from './tree.ts';

async function livePermission(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysPermission').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new ApiError(permissionMsg.notFound);
  return row;
}

/** is_leaf follows the children: set on the parents a change touched. */
async function refreshLeaf(trx: Kysely<Database>, ids: (string | null)[]): Promise<void> {
  for (const id of new Set(ids)) {
    if (!id) continue;
    const child = await trx.selectFrom('sysPermission').select('id').where('parentId', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    await trx.updateTable('sysPermission').set({ isLeaf: child ? 0 : 1 }).where('id', '=', id).execute();
  }
}

/** A row as the lazy tree lists it: a leaf as is_leaf says (its children are asked for when opened). */
const listedNode = (row: SysPermissionTable) => permissionNode(row, row.isLeaf === 1);

/** 菜单管理: the menu tree (menus, sub-menus and buttons), add, edit and delete. */
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

  // A menu's data rules: server/admin/dataRules/routes.ts.

  app.post(`${base}/add`, { config: { access: perm(permissionPerms.add) } }, async (request) => {
    const fields = await readPermissionInput(db, bodyOf(request));
    const row = {
      ...fields, id: newId(), isLeaf: 1, delFlag: 0, ruleFlag: 0,
      createBy: caller(request).user.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
    };
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('sysPermission').values(row).execute();
      await refreshLeaf(trx, [row.parentId]);
    });
    await audit(ctx, request, `添加菜单：${row.name}${row.perms ? `(${row.perms})` : ''}`);
    return ok(permissionNode(row, true), msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { access: perm(permissionPerms.edit) },
    handler: async (request) => {
      const body = bodyOf(request);
      const current = await livePermission(db, requiredId(body));
      const fields = await readPermissionInput(db, body, current.id);
      const hasChildren = current.isLeaf === 0
        && !!(await db.kysely.selectFrom('sysPermission').select('id').where('parentId', '=', current.id).where('delFlag', '=', 0).executeTakeFirst());
      if (fields.menuType === 2 && hasChildren) throw new ApiError(permissionMsg.buttonWithChildren);
      const changes = { ...fields, updateBy: caller(request).user.username, updateTime: formatDateTime() };
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable('sysPermission').set(changes).where('id', '=', current.id).execute();
        await refreshLeaf(trx, [current.parentId, changes.parentId]);
      });
      // A changed code changes what the holders of this row may call.
      permissionsChanged(ctx);
      await audit(ctx, request, `编辑菜单：${changes.name}${changes.perms ? `(${changes.perms})` : ''}`);
      return ok(permissionNode({ ...current, ...changes }, !hasChildren), msg.edited);
    },
  });

  app.delete(`${base}/delete`, { config: { access: perm(permissionPerms.delete) } }, async (request) => {
    const row = await livePermission(db, requiredId(queryOf(request)));
    const { n } = await db.kysely.selectFrom('sysPermission').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', row.id).where('delFlag', '=', 0).executeTakeFirstOrThrow();
    if (Number(n) > 0) throw new ApiError(fill(permissionMsg.hasChildren, { count: Number(n) }));
    await db.kysely.transaction().execute(async (trx) => {
      // The grants of it go with it: no role keeps a grant of nothing.
      await trx.deleteFrom('sysRolePermission').where('permissionId', '=', row.id).execute();
      await trx.deleteFrom('sysDepartPermission').where('permissionId', '=', row.id).execute();
      await trx.deleteFrom('sysDepartRolePermission').where('permissionId', '=', row.id).execute();
      // Its data rules go too; the grants naming them went with the grant rows above.
      await trx.deleteFrom('sysPermissionDataRule').where('permissionId', '=', row.id).execute();
      await trx.deleteFrom('sysPermission').where('id', '=', row.id).execute();
      await refreshLeaf(trx, [row.parentId]);
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `删除菜单：${row.name}${row.perms ? `(${row.perms})` : ''}`);
    return okMessage(msg.deleted);
  });
}
