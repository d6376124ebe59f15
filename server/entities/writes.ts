import type { AuthContext } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import { applyFilters } from './applyFilters.ts';
import { dynamic, selectable, type EntityRow } from './dynamic.ts';
import { fieldRefusal, type Scalar } from './fieldValues.ts';
import type { Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';
import { sealSecrets, secretKeyReady, shareSecretKey } from './secrets.ts';
import { visible } from './softDelete.ts';
import { keyIds } from './chosenId.ts';

type Values = Record<string, Scalar | null>;

/**
 * A unique index refused a write that the checks let through (another request won the race):
 * answered like the check would have, naming the field when the driver says which.
 */
function uniqueViolation(entity: EntityModel, error: unknown): ApiError | undefined {
  const text = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown }).code;
  if (code !== '23505' && !text.includes('UNIQUE constraint failed')) return undefined;
  const detail = `${text} ${String((error as { constraint?: unknown }).constraint ?? '')}`;
  const field = entity.fields.find((f) => f.unique && (detail.includes(`.${f.column}`) || detail.includes(`_${f.column}`)));
  if (!field) return new ApiError(fill(msg.fieldTaken, { label: msg.rowLabel }));
  return fieldRefusal([{ field: field.name, message: fill(msg.fieldTaken, { label: field.label }) }]);
}

async function guarded<T>(entity: EntityModel, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw uniqueViolation(entity, error) ?? error;
  }
}

/** Who writes: a signed-in caller (AuthContext), or the system seeding its demo rows. */
export type Author = { user: Pick<AuthContext['user'], 'username' | 'orgCode'> };

/** The audit columns of new rows: who, when, and the caller's current department. */
export function creation(auth: Author, now = formatDateTime()): Values {
  return { createBy: auth.user.username, createTime: now, sysOrgCode: auth.user.orgCode, updateBy: null, updateTime: null };
}

/**
 * Runs a write and what goes with it (hooks, the log entry) in one transaction: `work` gets the
 * transaction as a Db, and must use nothing else (SQLite has one connection, which the
 * transaction holds). A unique index's refusal is answered as the uniqueness check would.
 */
export async function inTransaction<T>(db: Db, entity: EntityModel, work: (tx: Db) => Promise<T>): Promise<T> {
  const secret = entity.fields.some((f) => f.secret);
  if (secret) await secretKeyReady(db);
  return guarded(entity, () => db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...db, kysely: trx };
    if (secret) shareSecretKey(db, tx);
    return work(tx);
  }));
}

/** Inserts rows within the caller's transaction (inTransaction); answers them as stored, with their new ids. */
export async function writeRows(tx: Db, entity: EntityModel, given: Values[]): Promise<EntityRow[]> {
  const rows = (entity.fields.some((f) => f.secret) ? await Promise.all(given.map((row) => sealSecrets(tx, entity, row))) : given)
    .map((r) => ({ id: newId(), ...r }));
  // Both drivers limit bound parameters per statement (SQLite 32,766; PostgreSQL 65,535).
  const chunk = Math.max(1, Math.min(500, Math.floor(30_000 / entity.columns.length)));
  for (let i = 0; i < rows.length; i += chunk) await dynamic(tx).insertInto(entity.table).values(rows.slice(i, i + chunk)).execute();
  return rows;
}

/** Inserts rows in a transaction of their own (demo rows, tests). */
export async function insertRows(db: Db, entity: EntityModel, given: Values[]): Promise<void> {
  if (given.length === 0) return;
  await inTransaction(db, entity, (tx) => writeRows(tx, entity, given));
}

/** The rows of these ids that the tenant and data rules let the caller see (see findRow). */
export function findRows(db: Db, entity: EntityModel, ids: string[], tenant: number | null = null, scope: Filter[] = []): Promise<EntityRow[]> {
  return rowsOfIds(db, entity, ids, visible(entity, scope, tenant));
}

/** The rows of these ids that `filters` select (the live rows, or the recycle bin's: softDelete.ts). */
export async function rowsOfIds(db: Db, entity: EntityModel, ids: string[], filters: Filter[]): Promise<EntityRow[]> {
  const keys = keyIds(entity, ids);
  if (keys.length === 0) return [];
  return dynamic(db)
    .selectFrom(entity.table)
    .select(selectable(entity))
    .where('id', 'in', keys)
    .$call((q) => applyFilters(q, entity, db.dialect, filters))
    .execute();
}

/**
 * A row by id; with a tenant (tenantScope.ts), only a row of that tenant (another tenant's row is not found); with
 * data-rule filters (`scope`, dataRuleScope.ts), only a row they let the caller list.
 */
export async function findRow(db: Db, entity: EntityModel, id: string, tenant: number | null = null, scope: Filter[] = []): Promise<EntityRow | undefined> {
  const [row] = await findRows(db, entity, [id], tenant, scope);
  return row;
}

/** Updates a row; with a tenant (or data rules), only if it is that tenant's (and within them). Answers whether a row was updated. */
export async function updateRow(db: Db, entity: EntityModel, id: string, values: Values, auth: Author, tenant: number | null = null, scope: Filter[] = []): Promise<boolean> {
  const changes = { ...(await sealSecrets(db, entity, values)), updateBy: auth.user.username, updateTime: formatDateTime() };
  const result = await guarded(entity, () =>
    dynamic(db)
      .updateTable(entity.table)
      .set(changes)
      .where('id', '=', id)
      .$call((q) => applyFilters(q, entity, db.dialect, visible(entity, scope, tenant)))
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes rows by id (with a tenant, only that tenant's; with data rules, only rows within them); answers how many there were. */
export async function deleteRows(db: Db, entity: EntityModel, ids: string[], tenant: number | null = null, scope: Filter[] = []): Promise<number> {
  const result = await dynamic(db)
    .deleteFrom(entity.table)
    .where('id', 'in', ids)
    .$call((q) => applyFilters(q, entity, db.dialect, visible(entity, scope, tenant)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
