import type { Db } from '../../server/db/database.ts';
import { dynamic } from '../../server/entities/dynamic.ts';
import { fieldChecks } from '../../server/entities/fieldChecks.ts';
import type { EntityModel, FieldModel } from '../../server/entities/model.ts';

type Row = Record<string, unknown>;

/**
 * Valid rows of any declared entity, made from its declaration alone (field types, dictionaries,
 * checks), so that an entity moved onto the engine later joins the acceptance suite without code.
 * Each row has a `probe` value (a plain text field) the suite filters and sorts by, and, where the
 * entity has one, a typed `range` field (number or date) with rising values.
 */

const pad = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

function residentIdCard(n: number): string {
  const body = `1101011990${pad(1 + (n % 12), 2)}${pad(1 + (n % 28), 2)}${pad(n, 3)}`;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

function creditCode(n: number): string {
  const body = `91110000${pad(n, 9)}`;
  const sum = CREDIT_WEIGHTS.reduce((total, weight, i) => total + weight * CREDIT_CHARS.indexOf(body[i]), 0);
  return body + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

/** A value passing each content check, different for each `n`. */
const CHECKED: Record<NonNullable<FieldModel['check']>, (n: number) => string> = {
  json: (n) => JSON.stringify({ n }),
  jsonArray: (n) => JSON.stringify([n]),
  checkRule: () => JSON.stringify([{ digits: '*', pattern: '\\d+', message: '须为数字' }]),
  fillParams: () => JSON.stringify({ prefix: 'YS', serialLength: 4 }),
  code: (n) => `ys_${n}`,
  residentIdCard,
  creditCode,
  divisionCode: (n) => `110101${pad(1 + (n % 998), 3)}000`,
  mobile: (n) => `138${pad(n, 8)}`,
  landline: (n) => `010-${pad(n, 8)}`,
  telephone: (n) => `139${pad(n, 8)}`,
};

/** The field a suite filters and sorts by: plain text, no dictionary, no check, room for a tag. */
export function probeField(entity: EntityModel): FieldModel | undefined {
  return entity.fields.find((f) => f.type === 'string' && !f.dict && !f.check && !f.secret && !f.html && f.queryable && (f.length ?? 255) >= 16
    && f.name !== entity.tree?.parent);
}

/** A typed field whose values a range filter compares (number, date or datetime). */
export function rangeField(entity: EntityModel, fixed: string[] = []): FieldModel | undefined {
  return entity.fields.find((f) => ['integer', 'number', 'date', 'datetime'].includes(f.type) && !f.dict && !f.unique && f.queryable && !fixed.includes(f.name));
}

/** The range field's value of the i-th row (0, 1, 2 rise). */
export function rangeValue(field: FieldModel, i: number): string | number {
  if (field.type === 'integer') return 11 + i;
  if (field.type === 'number') return 1.5 + i;
  if (field.type === 'date') return `2024-05-1${i}`;
  return `2024-05-1${i} 08:30:00`;
}

/** The first value of every dictionary the entity's fields name: sys_dict items, or a referenced table's rows. */
export async function dictionaryValues(db: Db, entity: EntityModel): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const field of entity.fields) {
    const dict = field.dict;
    if (!dict) continue;
    if (dict.kind === 'code') {
      const item = await db.kysely.selectFrom('sysDictItem as i').innerJoin('sysDict as d', 'd.id', 'i.dictId')
        .select('i.itemValue').where('d.dictCode', '=', dict.code).where('i.status', '=', 1).orderBy('i.sortOrder').executeTakeFirst();
      if (!item) throw new Error(`${entity.table}.${field.name}: dictionary ${dict.code} has no item`);
      values.set(field.name, item.itemValue);
    } else {
      const row = await dynamic(db).selectFrom(dict.table).select(dict.value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())).executeTakeFirst();
      if (!row) throw new Error(`${entity.table}.${field.name}: table ${dict.table} has no row to point at`);
      values.set(field.name, String(Object.values(row)[0]));
    }
  }
  return values;
}

/** A plain value of a field's type, different for each `n` (unique fields stay unique). */
function plainValue(field: FieldModel, n: number): unknown {
  if (field.check) return CHECKED[field.check](n);
  switch (field.type) {
    case 'integer': return n % 100_000;
    case 'number': return (n % 100_000) + 0.25;
    case 'date': return `2024-0${1 + (n % 9)}-1${n % 10}`;
    case 'datetime': return `2024-0${1 + (n % 9)}-1${n % 10} 09:15:00`;
    case 'boolean': return n % 2 === 0;
    case 'text': return `验收说明${n}`;
    default: return `ys${n}`.slice(-(field.length ?? 255));
  }
}

/**
 * The i-th sample row (0, 1, 2, ...) of an entity: every required and unique field (`every`: every
 * field, for rows stored without the endpoints), the probe field (`probe`) and the range field.
 * `n` makes unique values unique across the suite.
 */
export function sampleRow(entity: EntityModel, dicts: Map<string, string>, probe: string, i: number, n: number, every = false): Row {
  const row: Row = {};
  const probeAt = probeField(entity);
  const range = rangeField(entity);
  for (const field of entity.fields) {
    if (field.name === probeAt?.name) row[field.name] = probe;
    else if (field.name === range?.name) row[field.name] = rangeValue(field, i);
    else if (!every && !field.required && !field.unique) continue;
    else if (dicts.has(field.name)) row[field.name] = dicts.get(field.name);
    else row[field.name] = plainValue(field, n);
    if (field.check && typeof row[field.name] === 'string') {
      const problem = fieldChecks[field.check](String(row[field.name]), field.label);
      if (problem) throw new Error(`sample of ${entity.table}.${field.name} fails its check: ${problem}`);
    }
  }
  return row;
}
