import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { SysUserTable } from '../../db/types.ts';
import type { Filter } from '../../entities/filterRules.ts';
import { ApiError } from '../../http/envelope.ts';
import { tenantMsg } from './messages.ts';

/** The tenant numbers a user belongs to (sys_user.rel_tenant_ids, comma separated). */
export const tenantsOf = (user: Pick<SysUserTable, 'relTenantIds'>): number[] =>
  (user.relTenantIds ?? '').split(',').map((t) => Number(t.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The tenant of a caller who belongs to none and may not cross tenants: the rows of no tenant
 * (tenant_id null), as the platform's header `0` says. Never a tenant's number (those start at 1).
 */
export const NO_TENANT = 0;

/** What a request's tenant is worked out from. `mayCross`: whether the caller holds tenant:cross (asked only when it matters). */
interface TenantCaller {
  auth: Pick<AuthContext, 'session' | 'user'>;
  mayCross: () => Promise<boolean>;
}

async function liveAmong(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.kysely.selectFrom('sysTenant').select('id').where('id', 'in', ids).where('status', '=', 1).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The tenant a request works in: a tenant's number, NO_TENANT, or null for every tenant.
 * - The `X-Tenant-Id` header (or `tenant-id`, which the platform's clients send, '0' when none)
 *   switches to one of the caller's tenants; another tenant only with tenant:cross; a frozen or
 *   unknown one never (403).
 * - Without a header (or '0'), the session's: the tenant chosen at sign-in while the user still
 *   belongs to it and it is active, else the first of the user's active tenants (a user given
 *   tenants after signing in is kept to them at once). A user who has tenants but none active is
 *   refused. A user without tenants sees the rows of no tenant, or every tenant with tenant:cross:
 *   a missing header is never "all" by itself.
 */
export async function callerTenant(db: Db, request: FastifyRequest, { auth, mayCross }: TenantCaller): Promise<number | null> {
  const header = request.headers['x-tenant-id'] ?? request.headers['tenant-id'];
  const raw = (Array.isArray(header) ? header[0] : header ?? '').trim();
  const own = tenantsOf(auth.user);
  if (raw !== '' && raw !== '0') {
    if (!/^\d{1,5}$/.test(raw)) throw new ApiError(tenantMsg.headerInvalid, 400, 400);
    const id = Number(raw);
    if (!own.includes(id) && !(await mayCross())) throw new ApiError(tenantMsg.headerNotYours, 403, 403);
    if (!(await liveAmong(db, [id])).has(id)) throw new ApiError(tenantMsg.headerFrozen, 403, 403);
    return id;
  }
  if (own.length === 0) return (await mayCross()) ? null : NO_TENANT;
  const live = await liveAmong(db, own);
  const chosen = auth.session.tenantId;
  if (chosen !== null && live.has(chosen)) return chosen;
  const first = own.find((id) => live.has(id));
  if (first === undefined) throw new ApiError(tenantMsg.headerFrozen, 403, 403);
  return first;
}

/**
 * The list filter that keeps an entity's rows to one tenant, or to the rows of no tenant
 * (tenantId is a system column of every entity table).
 */
export const tenantFilter = (tenant: number): Filter =>
  (tenant === NO_TENANT ? { kind: 'missing', field: 'tenantId' } : { kind: 'compare', field: 'tenantId', op: '=', value: tenant });
