import type { Db } from '../db/database.ts';
import { fill, msg } from '../http/messages.ts';
import type { DictLookup } from './dictLookup.ts';
import { dictValues } from './dictText.ts';
import { dynamic } from './dynamic.ts';
import { fieldChecks } from './fieldChecks.ts';
import { recordValue, type Coerced, type FieldError, type Scalar } from './fieldValues.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { storedDefault } from './tables.ts';
import { sameTenantGroup } from './tenantScope.ts';

/** Declared field values of one record being written, and what is wrong with them, field by field. */
export interface Candidate {
  values: Record<string, Scalar | null>;
  errors: FieldError[];
}

/** A body value as stored: its type first, then the field's declared content check (blank values skip it). */
function bodyValue(field: FieldModel, raw: unknown): Coerced {
  // A dictionary field's length is checked after its dictionary: "not in the dictionary" says more.
  const coerced = recordValue(field.dict ? { ...field, length: undefined } : field, raw);
  if (!coerced.ok || !field.check || typeof coerced.value !== 'string') return coerced;
  const problem = fieldChecks[field.check](coerced.value, field.label);
  return problem === undefined ? coerced : { ok: false, message: problem };
}

/**
 * The declared fields of a body as stored values. On add (and import) a missing field takes its
 * default; on edit a missing field is left as it is. Unknown and system keys are ignored.
 */
export function coerceRecord(entity: EntityModel, body: Record<string, unknown>, mode: 'add' | 'edit'): Candidate {
  const candidate: Candidate = { values: {}, errors: [] };
  for (const field of entity.fields) {
    if (mode === 'edit' && !Object.hasOwn(body, field.name)) continue;
    const coerced = bodyValue(field, body[field.name]);
    if (mode === 'edit' && field.secret && coerced.ok && coerced.value === null) continue;
    if (!coerced.ok) {
      candidate.errors.push({ field: field.name, message: coerced.message });
      continue;
    }
    const value = coerced.value ?? (mode === 'add' ? (storedDefault(field) ?? null) : null);
    if (value === null && field.required) candidate.errors.push({ field: field.name, message: fill(msg.fieldRequired, { label: field.label }) });
    candidate.values[field.name] = value;
  }
  return candidate;
}

/**
 * Imports may carry a dictionary's texts instead of its values: each text that is not also a
 * value becomes its value, before the bodies are checked like any other.
 */
export async function valuesForTexts(lookup: DictLookup, entity: EntityModel, bodies: Record<string, unknown>[]): Promise<void> {
  for (const field of entity.fields) {
    const ref = field.dict;
    if (!ref) continue;
    const all = bodies.flatMap((b) => dictValues(b[field.name]));
    const known = await lookup.texts(ref, all);
    const unknown = all.filter((v) => !known.has(v));
    if (unknown.length === 0) continue;
    const byText = new Map<string, string>();
    for (const [value, text] of await lookup.byText(ref, unknown)) if (!byText.has(text)) byText.set(text, value);
    for (const body of bodies) {
      const parts = dictValues(body[field.name]);
      if (parts.length > 0) body[field.name] = parts.map((v) => (known.has(v) ? v : (byText.get(v) ?? v))).join(',');
    }
  }
}

/** Dictionary fields must hold values of their dictionary (every value of a multi-select). */
async function checkDicts(lookup: DictLookup, entity: EntityModel, candidates: Candidate[]): Promise<void> {
  for (const field of entity.fields) {
    const ref = field.dict;
    if (!ref) continue;
    const live = candidates.filter((c) => c.errors.length === 0 && c.values[field.name] !== null && c.values[field.name] !== undefined);
    const known = await lookup.texts(ref, live.flatMap((c) => dictValues(c.values[field.name])));
    for (const candidate of live) {
      const missing = dictValues(candidate.values[field.name]).find((v) => !known.has(v));
      if (missing !== undefined) candidate.errors.push({ field: field.name, message: fill(msg.fieldNotInDict, { label: field.label, value: missing }) });
      else {
        const sized = recordValue(field, candidate.values[field.name]);
        if (!sized.ok) candidate.errors.push({ field: field.name, message: sized.message });
      }
    }
  }
}

/**
 * Values of a unique field already stored (by rows not deleted), optionally not counting one row (the one being edited).
 * Uniqueness is per tenant (`tenant`: the row's tenant, null for none); undefined looks at every row.
 */
async function takenValues(db: Db, entity: EntityModel, field: FieldModel, values: Scalar[], exceptId?: string, tenant?: number | null): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < values.length; i += 500) {
    let query = dynamic(db).selectFrom(entity.table).select(field.name).where(field.name, 'in', values.slice(i, i + 500));
    if (tenant !== undefined) query = sameTenantGroup(query, tenant);
    if (exceptId) query = query.where('id', '<>', exceptId);
    // A deleted row (soft delete) gives its values up, as the unique index does (tables.ts).
    if (entity.softDelete) query = query.where('delFlag', '=', 0);
    for (const row of await query.execute()) taken.add(String(row[field.name]));
  }
  return taken;
}

/**
 * Unique fields must not repeat a stored value, nor one of an earlier candidate (an import's
 * earlier row, named by `rowNumbers`).
 */
async function checkUnique(db: Db, entity: EntityModel, candidates: Candidate[], options: CheckOptions): Promise<void> {
  const { exceptId, rowNumbers, tenant } = options;
  for (const field of entity.fields.filter((f) => f.unique)) {
    const live = candidates.filter((c) => c.errors.length === 0 && c.values[field.name] !== null && c.values[field.name] !== undefined);
    const taken = await takenValues(db, entity, field, [...new Set(live.map((c) => c.values[field.name] as Scalar))], exceptId, tenant);
    const firstRow = new Map<string, number>();
    for (const candidate of live) {
      const key = String(candidate.values[field.name]);
      const earlier = firstRow.get(key);
      if (taken.has(key)) candidate.errors.push({ field: field.name, message: fill(options.takenMessage ?? msg.fieldTaken, { label: field.label, value: key }) });
      else if (earlier !== undefined) candidate.errors.push({ field: field.name, message: fill(msg.fieldRepeatedInFile, { label: field.label, row: earlier }) });
      else firstRow.set(key, rowNumbers?.[candidates.indexOf(candidate)] ?? 0);
    }
  }
}

export interface CheckOptions {
  exceptId?: string;
  rowNumbers?: number[];
  /** The tenant whose rows a unique value must not repeat (null: rows of no tenant); unset: every row. */
  tenant?: number | null;
  /** The entity's own wording of a taken value ({label}, {value}); msg.fieldTaken otherwise. */
  takenMessage?: string;
}

/** Dictionary and uniqueness checks, which need the database, for candidates without errors yet. */
export async function checkCandidates(db: Db, lookup: DictLookup, entity: EntityModel, candidates: Candidate[], options: CheckOptions = {}): Promise<void> {
  await checkDicts(lookup, entity, candidates);
  await checkUnique(db, entity, candidates, options);
}
