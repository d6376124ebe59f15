import type { Db } from '../db/database.ts';
import { formatDateTime } from '../ids.ts';
import type { AuthContext } from '../auth/sessions.ts';
import { applyFilters } from './applyFilters.ts';
import { dynamic, type EntityRow } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';
import { withinTenant } from './tenantScope.ts';
import { rowsOfIds } from './writes.ts';

/**
 * Rows not marked deleted (del_flag 0) and marked ones: the recycle bin's. The flag is bound as
 * text: the platform keeps some as varchar ('0'/'1', sys_announcement), and SQLite matches a text
 * column only to text (better-sqlite3 binds a number as 1.0, stored as '1.0'), while an integer
 * column (and PostgreSQL either way) takes '0' as 0.
 */
export const markedFlag = (flag: 0 | 1): string => String(flag);
const marked = (flag: 0 | 1): Filter => ({ kind: 'compare', field: 'delFlag', op: '=', value: markedFlag(flag) });

/** The filters kept to rows not deleted, for an entity with soft delete; the same array otherwise. */
export const liveOnly = (entity: EntityModel, filters: Filter[]): Filter[] => (entity.softDelete ? [...filters, marked(0)] : filters);

/**
 * What every read of an entity's rows sees: the tenant's rows (tenantScope.ts; every row of a table
 * shared across tenants), not deleted ones.
 * Lists, queryById, writes by id, exports, dictionaries and dashboard counts all go through it.
 */
export const visible = (entity: EntityModel, filters: Filter[], tenant: number | null): Filter[] =>
  liveOnly(entity, entity.sharedAcrossTenants ? filters : withinTenant(filters, tenant));

/** The recycle bin's filters: the tenant's rows marked deleted. */
export const binned = (filters: Filter[], tenant: number | null): Filter[] => [...withinTenant(filters, tenant), marked(1)];

/** Marks rows deleted (or, with `restore`, not deleted); answers how many changed. Only rows `filters` select. */
export async function markRows(db: Db, entity: EntityModel, ids: string[], auth: AuthContext, filters: Filter[], restore = false): Promise<number> {
  const result = await dynamic(db)
    .updateTable(entity.table)
    .set({ delFlag: markedFlag(restore ? 0 : 1), updateBy: auth.user.username, updateTime: formatDateTime() })
    .where('id', 'in', ids)
    .$call((q) => applyFilters(q, entity, db.dialect, filters))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The rows of these ids in the recycle bin (of the tenant, within the data rules). */
export function binnedRows(db: Db, entity: EntityModel, ids: string[], tenant: number | null, scope: Filter[]): Promise<EntityRow[]> {
  return rowsOfIds(db, entity, ids, binned(scope, tenant));
}
