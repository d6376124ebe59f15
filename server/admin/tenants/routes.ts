import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, callerHoldsAny, perm, requireAny, signedIn } from '../../auth/access.ts';
import { pageParams } from '../../entities/listParams.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { pickedUserIds, readTenantId } from './input.ts';
import { tenantMsg } from './messages.ts';
import { tenantPerms } from './permissions.ts';
import { changeMembers, tenantMembers } from './members.ts';
import { activeTenants, findTenant } from './records.ts';
import { requiredId } from '../../http/params.ts';
import { userPerms } from '../users/permissions.ts';
import { idList } from '../../http/batchIds.ts';
import { tenantsOf } from './callerTenant.ts';

const BASE = '/sys/tenant';

/** A tenant number the request must name (`id`, or `tenantId` of the member calls). */
function requiredTenantId(source: Record<string, unknown>, key = 'id'): number {
  // requiredId refused an absent one, so readTenantId answers a number or refuses a malformed one.
  return readTenantId({ id: requiredId(source, key) }) as number;
}

/**
 * 租户管理 beside its entity (schemas/pages/tenants.json, hooks.ts): the tenants a user form offers,
 * and who belongs to a tenant (sys_user.rel_tenant_ids). The list, add, edit and delete are the engine's.
 */
export function adminTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const access = (code: string) => ({ config: { access: perm(code) } });

  // The tenants a user form offers (rel_tenant_ids), `ids` narrowing them: to whoever may write users
  // or list tenants. Every active tenant with the tenant list or tenant:cross, else the caller's own.
  app.get(`${BASE}/queryList`, { config: { access: signedIn } }, async (request) => {
    await requireAny(request, [userPerms.add, userPerms.edit, tenantPerms.list]);
    const everyTenant = await callerHoldsAny(request, [tenantPerms.list, tenantPerms.cross]);
    const asked = idList(queryOf(request).ids).map(Number).filter((id) => Number.isSafeInteger(id));
    const own = tenantsOf(caller(request).user);
    const allowed = everyTenant ? undefined : own;
    const ids = asked.length === 0 ? allowed : asked.filter((id) => !allowed || allowed.includes(id));
    return ok(await activeTenants(db, ids));
  });

  // 租户用户: who belongs to a tenant, with the tenant edit code (assigning users is editing the tenant).
  const tenantOf = (source: Record<string, unknown>): number => requiredTenantId(source, 'tenantId');
  const userIdsOf = (source: Record<string, unknown>): string[] => pickedUserIds(text(source, 'userIds', 100_000));

  // A tenant's members are seen and changed by its own members, or across tenants with tenant:cross:
  // otherwise the edit code would let its holder join any tenant and read its rows.
  const ownTenant = async (request: FastifyRequest, tenantId: number): Promise<number> => {
    if (!tenantsOf(caller(request).user).includes(tenantId) && !(await callerHoldsAny(request, [tenantPerms.cross]))) {
      throw new ApiError(tenantMsg.membersNotYours, 403, 403);
    }
    return tenantId;
  };

  app.get(`${BASE}/userList`, access(tenantPerms.edit), async (request) => {
    const query = queryOf(request);
    const { pageNo, pageSize } = pageParams(query);
    return ok(await tenantMembers(db, await ownTenant(request, tenantOf(query)), pageNo, pageSize));
  });

  app.post(`${BASE}/addUsers`, access(tenantPerms.edit), async (request) => {
    const body = bodyOf(request);
    const tenant = await findTenant(db, await ownTenant(request, tenantOf(body)));
    const changed = await changeMembers(db, caller(request).user.id, tenant.id, userIdsOf(body), 'add');
    if (changed.length > 0) await audit(ctx, request, fill(tenantMsg.audit.usersAdded, { name: tenant.name, id: tenant.id, users: changed.join('、') }));
    return okMessage(msg.added);
  });

  app.delete(`${BASE}/removeUsers`, access(tenantPerms.edit), async (request) => {
    const query = queryOf(request);
    const tenant = await findTenant(db, await ownTenant(request, tenantOf(query)));
    const changed = await changeMembers(db, caller(request).user.id, tenant.id, userIdsOf(query), 'remove');
    if (changed.length > 0) await audit(ctx, request, fill(tenantMsg.audit.usersRemoved, { name: tenant.name, id: tenant.id, users: changed.join('、') }));
    return okMessage(msg.deleted);
  });
}
