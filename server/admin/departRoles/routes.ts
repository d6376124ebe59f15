import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { departPermissionIds } from '../departs/permissionRoutes.ts';
import { audit } from '../logs/audit.ts';
import { grantTree, livePermissions } from '../permissions/tree.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { assertHolderWithin, assertMayGrantDepartRoles, assertMayGrantPermissions, assertMayManageUsers, callerReach } from '../shared/privilege.ts';
import { requiredId } from '../../http/params.ts';
import { idList } from '../../http/batchIds.ts';
import { liveDepart } from './hooks.ts';
import { departRoleMsg } from './messages.ts';
import { departRolePerms } from './permissions.ts';

const MAX_GRANTS = 5000;

async function findRole(db: Db, id: string) {
  const role = await db.kysely.selectFrom('sysDepartRole').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new ApiError(departRoleMsg.roleNotFound);
  return role;
}

/**
 * Department roles' grants, which never go beyond what the department holds (部门权限), and which
 * of its members hold them. The roles themselves (list, add, edit, delete) are the engine's
 * (schemas/pages/depart-roles.json, hooks.ts).
 */
export function departRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/sysDepartRole';
  const authorize = { access: perm(departRolePerms.authorize) };
  const userAccess = { access: perm(departRolePerms.user) };

  // The permission tree of a department role's grant dialog: only what the department holds.
  app.get('/sys/sysDepartPermission/queryTreeListForDeptRole', { config: authorize }, async (request) => {
    const depart = await liveDepart(db, requiredId(queryOf(request), 'departId'));
    const held = new Set(await departPermissionIds(db, depart.id));
    const rows = (await livePermissions(db)).filter((r) => held.has(r.id));
    return ok({ treeList: grantTree(rows), ids: rows.map((r) => r.id) });
  });

  app.get('/sys/sysDepartPermission/queryDeptRolePermission', { config: authorize }, async (request) => {
    const role = await findRole(db, requiredId(queryOf(request), 'roleId'));
    const rows = await db.kysely.selectFrom('sysDepartRolePermission').select('permissionId').where('roleId', '=', role.id).execute();
    return ok(rows.map((r) => r.permissionId));
  });

  // As saveRolePermission: the grants become exactly `permissionIds`, within the department's.
  app.post('/sys/sysDepartPermission/saveDeptRolePermission', { config: authorize }, async (request) => {
    const body = bodyOf(request);
    const role = await findRole(db, requiredId(body, 'roleId'));
    const depart = await liveDepart(db, role.departId);
    const wanted = idList(body.permissionIds, MAX_GRANTS);
    const known = new Set((await livePermissions(db)).map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new ApiError(fill(departRoleMsg.permissionsUnknown, { ids: unknown.slice(0, 5).join(',') }));
    const departHolds = new Set(await departPermissionIds(db, depart.id));
    const outside = wanted.filter((id) => !departHolds.has(id));
    if (outside.length > 0) throw new ApiError(fill(departRoleMsg.permissionsOutside, { depart: depart.departName, ids: outside.slice(0, 5).join(',') }));
    const held = new Set((await db.kysely.selectFrom('sysDepartRolePermission').select('permissionId').where('roleId', '=', role.id).execute()).map((r) => r.permissionId));
    const added = wanted.filter((id) => !held.has(id));
    const dropped = [...held].filter((id) => !wanted.includes(id));
    // Within the department's, and within the caller's own as everywhere grants are made.
    const reach = await callerReach(db, caller(request).user.id);
    assertHolderWithin(reach, { name: role.roleName, ids: [...held].filter((id) => known.has(id)) });
    await assertMayGrantPermissions(db, reach, added);
    await db.kysely.transaction().execute(async (trx) => {
      if (dropped.length > 0) await trx.deleteFrom('sysDepartRolePermission').where('roleId', '=', role.id).where('permissionId', 'in', dropped).execute();
      if (added.length > 0) {
        const now = formatDateTime();
        await trx.insertInto('sysDepartRolePermission').values(added.map((permissionId) => ({
          id: newId(), departId: depart.id, roleId: role.id, permissionId, dataRuleIds: null, operateDate: now, operateIp: request.ip.slice(0, 100),
        }))).execute();
      }
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `部门角色授权：${depart.departName} ${role.roleName}(${role.roleCode})，新增${added.length}项，移除${dropped.length}项`);
    return okMessage(departRoleMsg.saved);
  });

  // The department roles a user holds, as links (id, userId, droleId); with departId, that department's only.
  app.get(`${base}/getDeptRoleByUserId`, { config: userAccess }, async (request) => {
    const query = queryOf(request);
    const userId = requiredId(query, 'userId');
    const departId = text(query, 'departId', 64);
    let select = db.kysely.selectFrom('sysDepartRoleUser as ru').innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
      .select(['ru.id', 'ru.userId', 'ru.droleId']).where('ru.userId', '=', userId);
    if (departId) select = select.where('r.departId', '=', departId);
    return ok(await select.orderBy('r.createTime').orderBy('r.id').execute());
  });

  /**
   * The user's roles of one department become exactly `newRoleId`. The department is `departId`,
   * or the one the named roles belong to; `oldRoleId` of the client is not trusted beyond that.
   */
  app.post(`${base}/deptRoleUserAdd`, { config: userAccess }, async (request) => {
    const body = bodyOf(request);
    const userId = requiredId(body, 'userId');
    const user = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('id', '=', userId).where('delFlag', '=', 0).executeTakeFirst();
    if (!user) throw new ApiError(departRoleMsg.userNotFound);
    const wanted = idList(body.newRoleId);
    const named = [...new Set([...wanted, ...idList(body.oldRoleId)])];
    const roles = named.length > 0 ? await db.kysely.selectFrom('sysDepartRole').select(['id', 'departId']).where('id', 'in', named).execute() : [];
    const missing = wanted.filter((id) => !roles.some((r) => r.id === id));
    if (missing.length > 0) throw new ApiError(departRoleMsg.roleNotFound);
    const departIds = new Set([text(body, 'departId', 64), ...roles.map((r) => r.departId)].filter(Boolean));
    if (departIds.size > 1) throw new ApiError(departRoleMsg.rolesOfSeveralDeparts);
    const [departId] = [...departIds];
    if (!departId) return okMessage(departRoleMsg.saved);
    const depart = await liveDepart(db, departId);
    if (wanted.length > 0) {
      const member = await db.kysely.selectFrom('sysUserDepart').select('id').where('userId', '=', user.id).where('depId', '=', depart.id).executeTakeFirst();
      if (!member) throw new ApiError(fill(departRoleMsg.userNotMember, { depart: depart.departName }));
    }
    const held = (await db.kysely.selectFrom('sysDepartRoleUser as ru').innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
      .select('ru.droleId').where('ru.userId', '=', user.id).where('r.departId', '=', depart.id).execute()).map((r) => r.droleId);
    const added = wanted.filter((id) => !held.includes(id));
    const dropped = held.filter((id) => !wanted.includes(id));
    // As a user's roles: not for an account above the caller, and no role beyond the caller's own.
    const actorId = caller(request).user.id;
    await assertMayManageUsers(db, actorId, [user]);
    await assertMayGrantDepartRoles(db, await callerReach(db, actorId), added);
    await db.kysely.transaction().execute(async (trx) => {
      if (dropped.length > 0) await trx.deleteFrom('sysDepartRoleUser').where('userId', '=', user.id).where('droleId', 'in', dropped).execute();
      if (added.length > 0) await trx.insertInto('sysDepartRoleUser').values(added.map((droleId) => ({ id: newId(), userId: user.id, droleId }))).execute();
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `分配部门角色：${user.username} 在 ${depart.departName}，新增${added.length}项，移除${dropped.length}项`);
    return okMessage(departRoleMsg.saved);
  });
}
