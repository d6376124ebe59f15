import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { newId } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { livePermissions } from '../permissions/tree.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { assertHolderWithin, assertMayGrantPermissions, callerReach } from '../shared/privilege.ts';
import { idList } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';
import { departMsg } from './messages.ts';
import { departPerms } from './permissions.ts';

const MAX_GRANTS = 5000;

/** The ids of the live permissions a department holds. */
export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db.kysely.selectFrom('sysDepartPermission as dp').innerJoin('sysPermission as p', 'p.id', 'dp.permissionId')
    .select('dp.permissionId').where('dp.departId', '=', departId).where('p.delFlag', '=', 0)
    .orderBy('p.sortNo').orderBy('p.id').execute();
  return rows.map((r) => r.permissionId);
}

/**
 * 部门权限: what a department may hand out to its own roles. Saving mirrors saveRolePermission:
 * the grants become exactly `permissionIds` (the client's `lastpermissionIds` is not trusted), and
 * a permission taken from the department is taken from its roles too.
 */
export function departPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const access = { access: perm(departPerms.permission) };

  const liveDepart = async (id: string) => {
    const row = await db.kysely.selectFrom('sysDepart').select(['id', 'departName', 'orgCode']).where('id', '=', id).where('delFlag', '=', '0').executeTakeFirst();
    if (!row) throw new ApiError(departMsg.departNotFound);
    return row;
  };

  app.get('/sys/permission/queryDepartPermission', { config: access }, async (request) => {
    const depart = await liveDepart(requiredId(queryOf(request), 'departId'));
    return ok(await departPermissionIds(db, depart.id));
  });

  app.post('/sys/permission/saveDepartPermission', { config: access }, async (request) => {
    const body = bodyOf(request);
    const depart = await liveDepart(requiredId(body, 'departId'));
    const wanted = idList(body.permissionIds, MAX_GRANTS);
    const known = new Set((await livePermissions(db)).map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new ApiError(fill(departMsg.permissionsUnknown, { ids: unknown.slice(0, 5).join(',') }));
    const held = new Set((await db.kysely.selectFrom('sysDepartPermission').select('permissionId').where('departId', '=', depart.id).execute()).map((r) => r.permissionId));
    const added = wanted.filter((id) => !held.has(id));
    const dropped = [...held].filter((id) => !wanted.includes(id));
    // A department's permissions bound its roles' grants: nobody hands it more than they hold.
    const reach = await callerReach(db, caller(request).user.id);
    assertHolderWithin(reach, { name: depart.departName, ids: [...held].filter((id) => known.has(id)) });
    await assertMayGrantPermissions(db, reach, added);
    await db.kysely.transaction().execute(async (trx) => {
      if (dropped.length > 0) {
        await trx.deleteFrom('sysDepartPermission').where('departId', '=', depart.id).where('permissionId', 'in', dropped).execute();
        // The department's roles hold only what the department holds.
        await trx.deleteFrom('sysDepartRolePermission').where('departId', '=', depart.id).where('permissionId', 'in', dropped).execute();
      }
      if (added.length > 0) {
        await trx.insertInto('sysDepartPermission').values(added.map((permissionId) => ({ id: newId(), departId: depart.id, permissionId, dataRuleIds: null }))).execute();
      }
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `部门授权：${depart.departName}(${depart.orgCode})，新增${added.length}项，移除${dropped.length}项`);
    return okMessage(departMsg.permissionsSaved);
  });
}
