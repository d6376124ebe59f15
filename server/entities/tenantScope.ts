import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { callerTenant, NO_TENANT, tenantFilter } from '../admin/tenants/callerTenant.ts';
import { tenantPerms } from '../admin/tenants/permissions.ts';
import { caller, callerHolds } from '../auth/access.ts';
import type { Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';

/**
 * The tenant an entity request works in (callerTenant.ts): a tenant's number, NO_TENANT (the rows
 * of no tenant), or null for every tenant, which only a caller holding tenant:cross gets. A tenant
 * the caller may not use is refused (403). Rows of a tenant-wide entity are every tenant's (null).
 */
export function requestTenant(db: Db, request: FastifyRequest, entity?: EntityModel): Promise<number | null> {
  if (entity?.sharedAcrossTenants) return Promise.resolve(null);
  let tenant = worksIn.get(request);
  if (!tenant) {
    tenant = callerTenant(db, request, { auth: caller(request), mayCross: () => callerHolds(request, tenantPerms.cross) });
    worksIn.set(request, tenant);
  }
  return tenant;
}

/**
 * Each request's tenant, worked out once: a write asks again for its log entry inside its
 * transaction, where reading the caller's codes on the database's own connection would wait
 * forever on SQLite (one connection, held by the transaction).
 */
const worksIn = new WeakMap<FastifyRequest, Promise<number | null>>();

/** The filters kept to the tenant's rows; the same array for every tenant (the fast paths stay). */
export const withinTenant = (filters: Filter[], tenant: number | null): Filter[] => (tenant === null ? filters : [...filters, tenantFilter(tenant)]);

/** The tenant column of rows created in a tenant; nothing (no tenant) otherwise. */
export const tenantColumn = (tenant: number | null): { tenantId?: number } => (tenant === null || tenant === NO_TENANT ? {} : { tenantId: tenant });

/**
 * A query over an entity table kept to one tenant's rows (or those of no tenant); unchanged for
 * every tenant. Used by the paths that read entity rows outside the list: writes by id, table
 * dictionaries of other entities' fields, the duplicate check.
 */
export function keptToTenant<Q extends { where(column: 'tenantId', op: '=' | 'is', value: number | null): Q }>(query: Q, tenant: number | null): Q {
  if (tenant === null) return query;
  return tenant === NO_TENANT ? query.where('tenantId', 'is', null) : query.where('tenantId', '=', tenant);
}

/**
 * The rows whose values a unique field must not repeat: those of the same tenant, or those of no
 * tenant for a row without one (the unique index is on (coalesce(tenant_id, 0), column)).
 */
export function sameTenantGroup<Q extends { where(column: 'tenantId', op: '=' | 'is', value: number | null): Q }>(query: Q, tenant: number | null): Q {
  return tenant === null || tenant === NO_TENANT ? query.where('tenantId', 'is', null) : query.where('tenantId', '=', tenant);
}
