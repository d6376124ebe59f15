import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { callerTenant, tenantFilter } from '../admin/tenants/callerTenant.ts';
import { caller } from '../auth/access.ts';
import type { Filter } from './filterRules.ts';

/**
 * The tenant an entity request works in, or null for none (no header, or 0): then every row is
 * seen, as before tenants. A tenant the caller may not use is refused by callerTenant (403).
 */
export const requestTenant = (db: Db, request: FastifyRequest): Promise<number | null> => callerTenant(db, request, caller(request).user);

/** The filters kept to the tenant's rows; the same array when there is no tenant (the fast paths stay). */
export const withinTenant = (filters: Filter[], tenant: number | null): Filter[] => (tenant === null ? filters : [...filters, tenantFilter(tenant)]);

/** The tenant column of rows created in a tenant; nothing when there is none. */
export const tenantColumn = (tenant: number | null): { tenantId?: number } => (tenant === null ? {} : { tenantId: tenant });

/**
 * A query over an entity table kept to one tenant's rows; unchanged when there is none. Used by
 * the paths that read entity rows outside the list: table dictionaries, tree data, the duplicate
 * check and the dashboard counts.
 */
export function keptToTenant<Q extends { where(column: 'tenantId', op: '=', value: number): Q }>(query: Q, tenant: number | null): Q {
  return tenant === null ? query : query.where('tenantId', '=', tenant);
}

/**
 * The rows whose values a unique field must not repeat: those of the same tenant, or those of no
 * tenant for a row without one (the unique index is on (coalesce(tenant_id, 0), column)).
 */
export function sameTenantGroup<Q extends { where(column: 'tenantId', op: '=' | 'is', value: number | null): Q }>(query: Q, tenant: number | null): Q {
  return tenant === null ? query.where('tenantId', 'is', null) : query.where('tenantId', '=', tenant);
}
