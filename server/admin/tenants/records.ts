import type { Db } from '../../db/database.ts';
import type { SysTenantTable } from '../../db/types.ts';
import { ApiError } from '../../http/envelope.ts';
import { contains } from '../shared/textSearch.ts';
import { tenantMsg } from './messages.ts';

/** A tenant as the lists answer it: with the text of its status, as the platform's @Dict adds it. */
export type TenantRecord = SysTenantTable & { status_dictText: string | null };

export const tenantRecord = (row: SysTenantTable): TenantRecord => ({ ...row, status_dictText: tenantMsg.statusText[row.status] ?? null });

/** Active tenants, of the given numbers only when some are given, by number. */
export async function activeTenants(db: Db, ids: number[] | undefined): Promise<TenantRecord[]> {
  if (ids?.length === 0) return [];
  const rows = await db.kysely.selectFrom('sysTenant').selectAll().where('status', '=', 1)
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .orderBy('id').execute();
  return rows.map(tenantRecord);
}

export async function findTenant(db: Db, id: number): Promise<SysTenantTable> {
  const row = await db.kysely.selectFrom('sysTenant').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(tenantMsg.notFound);
  return row;
}

/** Live users whose rel_tenant_ids (a comma-separated list of tenant numbers) includes `id`. */
export async function tenantUsers(db: Db, id: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('sysUser')
    .select(['username', 'relTenantIds'])
    .where('delFlag', '=', 0)
    .where(contains(db, 'rel_tenant_ids', String(id)))
    .orderBy('username')
    .execute();
  return rows.filter((row) => (row.relTenantIds ?? '').split(',').map((t) => t.trim()).includes(String(id))).map((row) => row.username);
}
