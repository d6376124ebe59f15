import type { Db } from '../db/database.ts';
import { fill, msg } from '../http/messages.ts';
import type { DictLookup } from './dictLookup.ts';
import { dynamic, selectable, type EntityRow } from './dynamic.ts';
import { fieldRefusal, type FieldError, type Scalar } from './fieldValues.ts';
import { presentRows } from './listQuery.ts';
import type { DetailModel, EntityModel } from './model.ts';
import { checkCandidates, coerceRecord, type Candidate } from './records.ts';
import type { SchemaRegistry } from './registry.ts';
import { creation, deleteRows, updateRow, writeRows, type Author } from './writes.ts';

/** Rows of one detail in one save: more is a bulk import, not a form. */
const MAX_DETAIL_ROWS = 5000;

type Values = Record<string, Scalar | null>;

/** One detail's rows as a save will write them: `id` when the row is one of the master's stored rows. */
export interface DetailPlan {
  detail: DetailModel;
  rows: { id?: string; values: Values }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function storedIds(db: Db, detail: DetailModel, masterId: string): Promise<Set<string>> {
  const rows = await dynamic(db).selectFrom(detail.entity.table).select('id').where(detail.foreignKey.name, '=', masterId).execute();
  return new Set(rows.map((r) => String(r.id)));
}

/**
 * The detail rows of a master's body, each checked by its detail entity's declared rules (types,
 * required, content checks, dictionaries, uniqueness): a row that is one of the master's stored
 * rows as an edit (its missing fields kept), any other as a new row (its temporary id dropped).
 * A detail whose key the body lacks is left as it is. The foreign key is the server's to set.
 * Refuses with every bad cell as `key[index].field`, the first message naming its row.
 */
export async function checkDetails(db: Db, lookup: DictLookup, master: EntityModel, body: Record<string, unknown>, tenant: number | null, masterId?: string): Promise<DetailPlan[]> {
  const plans: DetailPlan[] = [];
  const errors: FieldError[] = [];
  for (const detail of master.details) {
    if (!Object.hasOwn(body, detail.key)) continue;
    const given = body[detail.key] ?? [];
    const label = detail.entity.label;
    if (!Array.isArray(given) || !given.every(isRecord)) throw fieldRefusal([{ field: detail.key, message: fill(msg.detailsNotRows, { label }) }]);
    if (given.length > MAX_DETAIL_ROWS) throw fieldRefusal([{ field: detail.key, message: fill(msg.tooManyDetailRows, { label, max: MAX_DETAIL_ROWS }) }]);
    const stored = masterId ? await storedIds(db, detail, masterId) : new Set<string>();
    const fk = detail.foreignKey.name;
    const plan: DetailPlan = { detail, rows: [] };
    for (const [index, row] of given.entries()) {
      const id = typeof row.id === 'string' && stored.has(row.id) ? row.id : undefined;
      const candidate: Candidate = coerceRecord(detail.entity, row, id ? 'edit' : 'add');
      candidate.errors = candidate.errors.filter((e) => e.field !== fk);
      delete candidate.values[fk];
      if (candidate.errors.length === 0) await checkCandidates(db, lookup, detail.entity, [candidate], { exceptId: id, tenant });
      const at = (e: FieldError) => ({ field: `${detail.key}[${index}].${e.field}`, message: fill(msg.detailRow, { label, row: index + 1, message: e.message }) });
      // A unique value repeated within the save: the stored rows cannot tell, the index would refuse it unnamed.
      for (const field of detail.entity.fields.filter((f) => f.unique && candidate.errors.length === 0)) {
        const value = candidate.values[field.name];
        const earlier = value === null || value === undefined ? -1 : plan.rows.findIndex((r) => r.values[field.name] === value);
        if (earlier >= 0) candidate.errors.push({ field: field.name, message: fill(msg.fieldRepeatedInFile, { label: field.label, row: earlier + 1 }) });
      }
      errors.push(...candidate.errors.map(at));
      plan.rows.push({ id, values: candidate.values });
    }
    plans.push(plan);
  }
  const [first, ...rest] = errors;
  if (first) throw fieldRefusal([first, ...rest]);
  return plans;
}

/**
 * Writes checked detail rows inside the master's transaction: changed rows updated, new rows
 * inserted with the master's id and tenant, and the master's stored rows left out deleted. Each
 * is numbered in order when the detail has an orderField. A throw rolls the master back too.
 */
export async function writeDetails(tx: Db, master: EntityRow, plans: DetailPlan[], auth: Author): Promise<void> {
  const masterId = String(master.id);
  const tenant: Values = master.tenantId === null || master.tenantId === undefined ? {} : { tenantId: Number(master.tenantId) };
  for (const { detail, rows } of plans) {
    const stored = await storedIds(tx, detail, masterId);
    const kept = new Set<string>();
    const added: Values[] = [];
    for (const [index, row] of rows.entries()) {
      const values: Values = { ...row.values, [detail.foreignKey.name]: masterId };
      if (detail.orderField) values[detail.orderField.name] = index + 1;
      if (row.id && stored.has(row.id)) {
        kept.add(row.id);
        await updateRow(tx, detail.entity, row.id, values, auth);
      } else added.push({ ...values, ...creation(auth), ...tenant });
    }
    await writeRows(tx, detail.entity, added);
    const removed = [...stored].filter((id) => !kept.has(id));
    if (removed.length > 0) await deleteRows(tx, detail.entity, removed);
  }
}

/** Deletes the detail rows of masters being deleted, in their transaction. */
export async function deleteDetailsOf(tx: Db, master: EntityModel, ids: string[]): Promise<void> {
  for (const detail of master.details) {
    await dynamic(tx).deleteFrom(detail.entity.table).where(detail.foreignKey.name, 'in', ids).execute();
  }
}

/** Puts each master's detail rows under their keys, as the detail's list answers rows, in order. */
export async function attachDetails(db: Db, registry: SchemaRegistry, master: EntityModel, rows: EntityRow[], tenant: number | null): Promise<void> {
  if (master.details.length === 0 || rows.length === 0) return;
  const ids = rows.map((r) => String(r.id));
  for (const detail of master.details) {
    let query = dynamic(db).selectFrom(detail.entity.table).select(selectable(detail.entity)).where(detail.foreignKey.name, 'in', ids);
    if (detail.orderField) query = query.orderBy(detail.orderField.name);
    const found = await presentRows(db, registry, detail.entity, await query.orderBy('id').execute(), tenant);
    for (const row of rows) row[detail.key] = found.filter((d) => d[detail.foreignKey.name] === row.id);
  }
}
