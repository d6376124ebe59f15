import { NO_TENANT } from '../admin/tenants/callerTenant.ts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { applyFilters } from '../entities/applyFilters.ts';
import { dynamic } from '../entities/dynamic.ts';
import type { Filter } from '../entities/filterRules.ts';
import type { EntityModel } from '../entities/model.ts';
import { identifier } from '../entities/names.ts';
import { markedFlag } from '../entities/softDelete.ts';

/**
 * Counts over several tables in one statement (UNION ALL), each part tagged with its position.
 * Table names come from the registry or from code, never from a request, and pass `identifier`.
 * `create_time` is `yyyy-MM-dd HH:mm:ss` text on both databases, so its first ten characters are
 * the day, and a range on it uses the `(create_time, id)` index every entity table has.
 */
const table = (name: string) => sql.raw(identifier(name));

async function unionAll<Row>(db: Kysely<Database>, parts: RawBuilder<unknown>[]): Promise<Row[]> {
  if (parts.length === 0) return [];
  const { rows } = await sql<Row>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return rows;
}

/** With a tenant, only its rows, or those of no tenant (tenantScope.ts; entity tables only: each has tenant_id, indexed). */
const inTenant = (tenant: number | null) => {
  if (tenant === null) return sql``;
  return tenant === NO_TENANT ? sql` AND tenant_id IS NULL` : sql` AND tenant_id = ${tenant}`;
};

/** A table these counts read: a soft-deleting one's marked rows (del_flag 1, in the recycle bin) are not counted, as its list does not show them. */
export type CountedTable = Pick<EntityModel, 'table' | 'softDelete'>;

// Bound as text, as softDelete.ts binds it: the flag column is an integer on some tables and text on others (sys_announcement).
const live = (counted: CountedTable) => (counted.softDelete ? sql` AND del_flag = ${markedFlag(0)}` : sql``);

/** Rows created per day since `fromDay` (inclusive), per table: `counts[i].get(day)`; with a tenant, its rows only. */
export async function createdPerDay(db: Kysely<Database>, tables: CountedTable[], fromDay: string, tenant: number | null = null): Promise<Map<string, number>[]> {
  const parts = tables.map((counted, i) => sql`SELECT ${sql.lit(i)} AS t, substr(create_time, 1, 10) AS d, count(*) AS n
    FROM ${table(counted.table)} WHERE create_time >= ${fromDay}${inTenant(tenant)}${live(counted)} GROUP BY substr(create_time, 1, 10)`);
  const rows = await unionAll<{ t: number | string; d: string; n: number | string }>(db, parts);
  const counts = tables.map(() => new Map<string, number>());
  for (const row of rows) counts[Number(row.t)]?.set(row.d, Number(row.n));
  return counts;
}

/** Rows a user created since `fromDay` (inclusive), per table, in the order given; with a tenant, its rows only. */
export async function createdBy(db: Kysely<Database>, tables: CountedTable[], username: string, fromDay: string, tenant: number | null = null): Promise<number[]> {
  const parts = tables.map((counted, i) => sql`SELECT ${sql.lit(i)} AS t, count(*) AS n
    FROM ${table(counted.table)} WHERE create_by = ${username} AND create_time >= ${fromDay}${inTenant(tenant)}${live(counted)}`);
  const rows = await unionAll<{ t: number | string; n: number | string }>(db, parts);
  const counts = tables.map(() => 0);
  for (const row of rows) counts[Number(row.t)] = Number(row.n);
  return counts;
}

/** Since `fromDay` (inclusive): the filter on an entity's create time. */
export const createdSince = (fromDay: string): Filter => ({ kind: 'compare', field: 'createTime', op: '>=', value: fromDay });

/** Rows of one entity created per day since `fromDay` (inclusive) that pass `filters` (a caller's data rules, a tenant). */
export async function createdPerDayWithin(db: Db, entity: EntityModel, filters: Filter[], fromDay: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(create_time, 1, 10)`;
  const query = dynamic(db).selectFrom(entity.table).select([day.as('d'), sql<number | string>`count(*)`.as('n')]);
  const rows = await applyFilters(query, entity, db.dialect, [...filters, createdSince(fromDay)]).groupBy(day).execute();
  return new Map(rows.map((row) => [String(row.d), Number(row.n)]));
}
