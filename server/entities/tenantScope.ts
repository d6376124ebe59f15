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
