import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { msg } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { userDeparts } from '../../services/users.ts';
import { departRoleRoutes } from '../departRoles/routes.ts';
import { audit } from '../logs/audit.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { idList } from '../../http/batchIds.ts';
import { refuse, requiredId } from '../../http/params.ts';
import { nextOrgCode, readDepartInput } from './input.ts';
import { departMsg } from './messages.ts';
import { departPermissionRoutes } from './permissionRoutes.ts';
import { departPerms } from './permissions.ts';
import { removeDeparts } from './remove.ts';
import { batchIds } from '../../http/batchIds.ts';
import { buildDepartTree, departLevel, departNode, idTree, liveDeparts } from './tree.ts';

async function liveDepart(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysDepart').selectAll().where('id', '=', id).where('delFlag', '=', '0').executeTakeFirst();
  if (!row) throw new ApiError(departMsg.departNotFound);
  return row;
}

/** 部门管理 and the department pickers: the tree in its several shapes, add, edit and delete. */
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

  app.get(`${base}/queryById`, { config: list }, async (request) => ok(departNode(await liveDepart(db, requiredId(queryOf(request))), true)));

  app.post(`${base}/add`, { config: { access: perm(departPerms.add) } }, async (request) => {
    const { user } = caller(request);
    const body = bodyOf(request);
    const fields = readDepartInput(body);
    const parentId = text(body, 'parentId', 64) || null;
    const parent = parentId
      ? await db.kysely.selectFrom('sysDepart').select('orgCode').where('id', '=', parentId).where('delFlag', '=', '0').executeTakeFirst()
      : undefined;
    if (parentId && !parent) refuse('parentId', departMsg.parentUnknown);
    const row = {
      ...fields, id: newId(), parentId, orgType: parent ? '2' : '1', orgCode: '', status: '1', delFlag: '0',
      createBy: user.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
    };
    // Two adds under one parent may pick the same code: the loser takes the next one.
    for (let attempt = 0; ; attempt += 1) {
      row.orgCode = await nextOrgCode(db, parent?.orgCode ?? '');
      try {
        await db.kysely.insertInto('sysDepart').values(row).execute();
        break;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
    await audit(ctx, request, `添加部门：${row.departName}(${row.orgCode})`);
    return ok(departNode(row, true), msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { access: perm(departPerms.edit) },
    handler: async (request) => {
      const { user } = caller(request);
      const body = bodyOf(request);
      const current = await liveDepart(db, requiredId(body));
      // The parent and org code stay: the codes of everything under it are built on them.
      const changes = { ...readDepartInput(body), updateBy: user.username, updateTime: formatDateTime() };
      await db.kysely.updateTable('sysDepart').set(changes).where('id', '=', current.id).execute();
      await audit(ctx, request, `编辑部门：${changes.departName}(${current.orgCode})`);
      return ok(departNode({ ...current, ...changes }, true), msg.edited);
    },
  });

  app.delete(`${base}/delete`, { config: { access: perm(departPerms.delete) } }, async (request) => {
    const [depart] = await removeDeparts(db, [requiredId(queryOf(request))]);
    permissionsChanged(ctx);
    await audit(ctx, request, `删除部门：${depart.departName}(${depart.orgCode})`);
    return okMessage(msg.deleted);
  });

  // The platform's 批量删除: the chosen departments (a parent with its chosen sub-departments), all or none.
  app.delete(`${base}/deleteBatch`, { config: { access: perm(departPerms.delete) } }, async (request) => {
    const departs = await removeDeparts(db, batchIds(request));
    permissionsChanged(ctx);
    await audit(ctx, request, `批量删除部门：${departs.map((d) => `${d.departName}(${d.orgCode})`).join('、')}`);
    return okMessage(msg.batchDeleted);
  });
}
