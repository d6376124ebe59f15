import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { tenantsOf } from './callerTenant.ts';
import { tenantMsg } from './messages.ts';

/**
 * The tenant a new session works in (callerTenant.ts): the one the sign-in names (`tenantId` in
 * the login body, from a client that asks before signing in) when it is one of the user's active
 * tenants, else the first of them, which the platform's clients pick when they do not ask; null
 * for a user without tenants.
 */
export function signInTenant(request: FastifyRequest, active: readonly { id: number }[]): number | null {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const asked = Number(body.tenantId);
  return active.find((tenant) => tenant.id === asked)?.id ?? active[0]?.id ?? null;
}

/**
 * The tenant chosen after the password check (the sign-in's tenant selection, `loginTenantId` of
 * PUT /sys/selectDepart) becomes the session's: one of the user's own active tenants only, whatever
 * codes the user holds (crossing tenants is the header's business, per request).
 */
export async function chooseSessionTenant(db: Db, auth: Pick<AuthContext, 'session' | 'user'>, raw: unknown): Promise<number> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,5}$/.test(text)) throw new ApiError(tenantMsg.headerInvalid);
  const id = Number(text);
  if (!tenantsOf(auth.user).includes(id)) throw new ApiError(tenantMsg.headerNotYours, 403, 403);
  const live = await db.kysely.selectFrom('sysTenant').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst();
  if (!live) throw new ApiError(tenantMsg.headerFrozen, 403, 403);
  await db.kysely.updateTable('sysSession').set({ tenantId: id }).where('id', '=', auth.session.id).execute();
  return id;
}
