import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { pageParams } from '../../entities/listParams.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { ADMIN_ROLE_CODE } from '../users/guards.ts';
import { contains } from '../shared/textSearch.ts';
import { listModel, listSort } from '../shared/listModel.ts';
import { newestFirstPage } from '../shared/newestFirst.ts';
import { requiredId } from '../../http/params.ts';
import { grantRoutes } from './grantRoutes.ts';
import { readRoleInput } from './input.ts';
import { roleMsg } from './messages.ts';
import { rolePerms } from './permissions.ts';
import { batchIds } from '../../http/batchIds.ts';

/** The sortable columns of /sys/role/list (the page's sorters: name, code, creation time). */
const ROLE_LIST = listModel('sys_role', [
  { name: 'roleName', label: '角色名称', type: 'string' },
  { name: 'roleCode', label: '角色编码', type: 'string' },
]);

async function findRole(db: Db, id: string) {
  const role = await db.kysely.selectFrom('sysRole').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new ApiError(roleMsg.roleNotFound);
  return role;
}

/** 角色管理: list, add, edit and delete; a role some live user holds is never deleted. */
export function roleAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/role';
  grantRoutes(app, ctx);

  app.get(`${base}/list`, { config: { access: perm(rolePerms.list) } }, async (request) => {
    const query = queryOf(request);
    const { pageNo, pageSize } = pageParams(query);
    let select = db.kysely.selectFrom('sysRole');
    const roleCode = text(query, 'roleCode', 100);
    const roleName = text(query, 'roleName', 200);
    if (roleCode) select = select.where(contains(db, 'role_code', roleCode));
    if (roleName) select = select.where(contains(db, 'role_name', roleName));
    return ok(await newestFirstPage(select, { pageNo, pageSize, sort: listSort(ROLE_LIST, query) }));
  });

  app.get(`${base}/queryall`, { config: { access: perm(rolePerms.list) } }, async () =>
    ok(await db.kysely.selectFrom('sysRole').selectAll().orderBy('createTime').orderBy('id').execute()));

  app.get(`${base}/queryById`, { config: { access: perm(rolePerms.list) } }, async (request) => ok(await findRole(db, requiredId(queryOf(request)))));

  app.post(`${base}/add`, { config: { access: perm(rolePerms.add) } }, async (request) => {
    const input = await readRoleInput(db, bodyOf(request));
    const row = { ...input, id: newId(), createBy: caller(request).user.username, createTime: formatDateTime(), updateBy: null, updateTime: null };
    await db.kysely.insertInto('sysRole').values(row).execute().catch(async (error: unknown) => {
      await readRoleInput(db, bodyOf(request));
      throw error;
    });
    await audit(ctx, request, `添加角色：${row.roleName}(${row.roleCode})`);
    return ok(row, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { access: perm(rolePerms.edit) },
    handler: async (request) => {
      const body = bodyOf(request);
      const current = await findRole(db, requiredId(body));
      const input = await readRoleInput(db, body, current.id);
      // The last-administrator rule and the demo grants know the administrators by this code.
      if (current.roleCode === ADMIN_ROLE_CODE && input.roleCode !== ADMIN_ROLE_CODE) throw new ApiError(roleMsg.adminCodeFixed);
      const changes = { ...input, updateBy: caller(request).user.username, updateTime: formatDateTime() };
      await db.kysely.updateTable('sysRole').set(changes).where('id', '=', current.id).execute();
      await audit(ctx, request, `编辑角色：${changes.roleName}(${changes.roleCode})`);
      return ok({ ...current, ...changes }, msg.edited);
    },
  });

  const remove = async (ids: string[]) => {
    const roles = await db.kysely.selectFrom('sysRole').selectAll().where('id', 'in', ids).execute();
    if (roles.length === 0) throw new ApiError(roleMsg.roleNotFound);
    for (const role of roles) {
      if (role.roleCode === ADMIN_ROLE_CODE) throw new ApiError(roleMsg.adminRoleDelete);
      const { n } = await db.kysely.selectFrom('sysUserRole as ur').innerJoin('sysUser as u', 'u.id', 'ur.userId')
        .select((eb) => eb.fn.countAll<number>().as('n')).where('ur.roleId', '=', role.id).where('u.delFlag', '=', 0).executeTakeFirstOrThrow();
      if (Number(n) > 0) throw new ApiError(fill(roleMsg.inUse, { name: role.roleName, count: Number(n) }));
    }
    const roleIds = roles.map((r) => r.id);
    await db.kysely.transaction().execute(async (trx) => {
      // Only deleted accounts can still hold it; the grants go with the role.
      await trx.deleteFrom('sysUserRole').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRolePermission').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRole').where('id', 'in', roleIds).execute();
    });
    return roles;
  };

  app.delete(`${base}/delete`, { config: { access: perm(rolePerms.delete) } }, async (request) => {
    const roles = await remove([requiredId(queryOf(request))]);
    await audit(ctx, request, `删除角色：${roles.map((r) => `${r.roleName}(${r.roleCode})`).join(',')}`);
    return okMessage(msg.deleted);
  });

  app.delete(`${base}/deleteBatch`, { config: { access: perm(rolePerms.delete) } }, async (request) => {
    const roles = await remove(batchIds(request));
    await audit(ctx, request, `批量删除角色：${roles.map((r) => `${r.roleName}(${r.roleCode})`).join(',')}`);
    return okMessage(msg.batchDeleted);
  });
}
