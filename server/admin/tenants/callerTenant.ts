import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SysUserTable } from '../../db/types.ts';
import type { Filter } from '../../entities/filterRules.ts';
import { ApiError } from '../../http/envelope.ts';
import { tenantMsg } from './messages.ts';

/** The tenant numbers a user belongs to (sys_user.rel_tenant_ids, comma separated). */
export const tenantsOf = (user: Pick<SysUserTable, 'relTenantIds'>): number[] =>
  (user.relTenantIds ?? '').split(',').map((t) => Number(t.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The tenant a request works in: the `X-Tenant-Id` header (or `tenant-id`, which the platform's
 * clients send, '0' when none). Null when none is given. A tenant the caller does not belong to,
 * or one that is frozen or gone, is refused (403): a client cannot pick another tenant's rows by
 * sending its number.
 */
export async function callerTenant(db: Db, request: FastifyRequest, user: Pick<SysUserTable, 'relTenantIds'>): Promise<number | null> {
  const header = request.headers['x-tenant-id'] ?? request.headers['tenant-id'];
  const raw = (Array.isArray(header) ? header[0] : header ?? '').trim();
  if (raw === '' || raw === '0') return null;
  if (!/^\d{1,5}$/.test(raw)) throw new ApiError(tenantMsg.headerInvalid, 400, 400);
  const id = Number(raw);
  if (!tenantsOf(user).includes(id)) throw new ApiError(tenantMsg.headerNotYours, 403, 403);
  const live = await db.kysely.selectFrom('sysTenant').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst();
  if (!live) throw new ApiError(tenantMsg.headerFrozen, 403, 403);
  return id;
}

/** The list filter that keeps an entity's rows to one tenant (tenantId is a system column of every entity table). */
export const tenantFilter = (tenant: number): Filter => ({ kind: 'compare', field: 'tenantId', op: '=', value: tenant });
