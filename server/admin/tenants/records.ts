import type { Db } from '../../db/database.ts';
import type { SysTenantTable, SysUserTable } from '../../db/types.ts';
import { ApiError, page, type Page } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime } from '../../ids.ts';
import { contains } from '../shared/textSearch.ts';
import type { TenantInput } from './input.ts';
import { tenantMsg } from './messages.ts';

type Author = Pick<SysUserTable, 'username'>;

/** A tenant as the lists answer it: with the text of its status, as the platform's @Dict adds it. */
export type TenantRecord = SysTenantTable & { status_dictText: string | null };

export const tenantRecord = (row: SysTenantTable): TenantRecord => ({ ...row, status_dictText: tenantMsg.statusText[row.status] ?? null });

export interface TenantQuery {
  pageNo: number;
  pageSize: number;
  name: string;
  status: string;
}

/** GET /sys/tenant/list: by tenant number. */
export async function listTenants(db: Db, query: TenantQuery): Promise<Page<TenantRecord>> {
  const filtered = db.kysely
    .selectFrom('sysTenant')
    .$if(query.name !== '', (q) => q.where(contains(db, 'name', query.name)))
    .$if(query.status === '0' || query.status === '1', (q) => q.where('status', '=', Number(query.status)));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const records = await filtered.selectAll().orderBy('id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
  return page(records.map(tenantRecord), Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

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

/** The given number, or the next one after the highest. */
export async function addTenant(db: Db, id: number | undefined, input: TenantInput, by: Author): Promise<SysTenantTable> {
  let chosen = id;
  if (chosen === undefined) {
    const top = await db.kysely.selectFrom('sysTenant').select((eb) => eb.fn.max('id').as('top')).executeTakeFirst();
    chosen = Number(top?.top ?? 0) + 1;
  } else if (await db.kysely.selectFrom('sysTenant').select('id').where('id', '=', chosen).executeTakeFirst()) {
    const message = fill(tenantMsg.idTaken, { id: chosen });
    throw new ApiError(message, 200, 500, { id: message });
  }
  const row: SysTenantTable = { ...input, id: chosen, createBy: by.username, createTime: formatDateTime() };
  await db.kysely.insertInto('sysTenant').values(row).execute();
  return row;
}

export async function editTenant(db: Db, id: number, input: TenantInput): Promise<SysTenantTable> {
  await findTenant(db, id);
  await db.kysely.updateTable('sysTenant').set(input).where('id', '=', id).execute();
  return findTenant(db, id);
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

const SHOWN_USERS = 5;

export async function deleteTenant(db: Db, id: number): Promise<SysTenantTable> {
  const tenant = await findTenant(db, id);
  const users = await tenantUsers(db, id);
  if (users.length > 0) {
    const shown = users.slice(0, SHOWN_USERS).join('、') + (users.length > SHOWN_USERS ? '等' : '');
    throw new ApiError(fill(tenantMsg.inUse, { name: tenant.name, count: users.length, users: shown }));
  }
  await db.kysely.deleteFrom('sysTenant').where('id', '=', id).execute();
  return tenant;
}
