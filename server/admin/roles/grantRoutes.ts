import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { grantTree, livePermissions } from '../permissions/tree.ts';
import { assertHolderWithin, assertMayGrantPermissions, callerReach } from '../shared/privilege.ts';
import { ADMIN_ROLE_CODE } from '../users/guards.ts';
import { idList } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';
import { permissionsChanged } from './cache.ts';
import { roleMsg } from './messages.ts';
import { rolePerms } from './permissions.ts';

const MAX_GRANTS = 5000;

/** Role authorisation: the permission tree, a role's grants, and saving them (menus and buttons alike). */
export function grantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const access = { access: perm(rolePerms.authorize) };

  const tree = async () => {
    const rows = await livePermissions(db);
    return ok({ treeList: grantTree(rows), ids: rows.map((r) => r.id) });
  };
  app.get('/sys/role/queryTreeList', { config: access }, tree);
  app.get('/sys/permission/queryTreeList', { config: access }, tree);

  app.get('/sys/permission/queryRolePermission', { config: access }, async (request) => {
    const roleId = requiredId(queryOf(request), 'roleId');
    const rows = await db.kysely.selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', roleId).execute();
    return ok(rows.map((row) => row.permissionId));
  });

  // The grants become exactly `permissionIds`; `lastpermissionIds` of the platform's client is not
  // trusted, the difference is taken against what is stored.
  app.post('/sys/permission/saveRolePermission', { config: access }, async (request) => {
    const body = bodyOf(request);
    const roleId = requiredId(body, 'roleId');
    const role = await db.kysely.selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).where('id', '=', roleId).executeTakeFirst();
    if (!role) throw new ApiError(roleMsg.roleNotFound);
    const wanted = idList(body.permissionIds, MAX_GRANTS);
    const known = new Set((await livePermissions(db)).map((r) => r.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new ApiError(fill(roleMsg.permissionsUnknown, { ids: unknown.slice(0, 5).join(',') }));
    const held = new Set((await db.kysely.selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', roleId).execute()).map((r) => r.permissionId));
    const added = wanted.filter((id) => !held.has(id));
    const dropped = [...held].filter((id) => !wanted.includes(id));
    // Nobody reshapes a role above them, nor grants what they do not hold (a role of their own included).
    const reach = await callerReach(db, caller(request).user.id);
    assertHolderWithin(reach, { name: role.roleName, ids: [...held].filter((id) => known.has(id)), top: role.roleCode === ADMIN_ROLE_CODE });
    await assertMayGrantPermissions(db, reach, added);
    await db.kysely.transaction().execute(async (trx) => {
      if (dropped.length > 0) await trx.deleteFrom('sysRolePermission').where('roleId', '=', roleId).where('permissionId', 'in', dropped).execute();
      if (added.length > 0) {
        const now = formatDateTime();
        await trx.insertInto('sysRolePermission').values(added.map((permissionId) => ({
          id: newId(), roleId, permissionId, dataRuleIds: null, operateDate: now, operateIp: request.ip.slice(0, 100),
        }))).execute();
      }
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `角色授权：${role.roleName}(${role.roleCode})，新增${added.length}项，移除${dropped.length}项`);
    return okMessage(roleMsg.saved);
  });
}
