import type { DictOption, Row } from '../../schemas/adapter.ts';
import type { EntityField } from '../../schemas/types.ts';
import { fill, memoryMessages as m } from './messages.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first problem with one field's value, or undefined. */
function fieldProblem(field: EntityField, value: unknown, dictOf: ReadonlyMap<string, readonly DictOption[]>): string | undefined {
  const label = field.label || field.name;
  if (isEmpty(value)) return field.required ? fill(m.required, { label }) : undefined;
  const text = String(value).trim();
  switch (field.type) {
    case 'integer':
      if (!/^[+-]?\d+$/.test(text)) return fill(m.notInteger, { label });
      break;
    case 'number':
      if (!Number.isFinite(Number(text))) return fill(m.notNumber, { label });
      break;
    case 'date':
      if (!DATE.test(text)) return fill(m.badDate, { label });
      break;
    case 'datetime':
      if (!DATETIME.test(text)) return fill(m.badDateTime, { label });
      break;
  }
  if (field.length !== undefined && typeof value === 'string' && value.length > field.length) {
    return fill(m.tooLong, { label, length: field.length });
  }
  const items = field.dict ? dictOf.get(field.name) : undefined;
  const missing = items && items.length > 0 ? text.split(',').find((v) => !items.some((i) => i.value === v)) : undefined;
  return missing === undefined ? undefined : fill(m.notInDict, { label, value: missing });
}

export type Refusal = { code: 'invalid' | 'conflict'; fieldErrors: Record<string, string> };

/**
 * What the server would refuse in a record about to be stored: missing required values, values of
 * the wrong type or length, values outside their (known, non-empty) dictionary (invalid), and a
 * unique value another row already holds (conflict).
 * `others` are the stored rows other than this one.
 */
export function refusalOf(values: Row, fields: readonly EntityField[], others: readonly Row[], dictOf: ReadonlyMap<string, readonly DictOption[]>): Refusal | undefined {
  const invalid: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name], dictOf);
    if (problem) invalid[field.name] = problem;
  }
  if (Object.keys(invalid).length > 0) return { code: 'invalid', fieldErrors: invalid };
  const conflicts: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (!field.unique || isEmpty(value)) continue;
    if (others.some((row) => String(row[field.name]) === String(value))) conflicts[field.name] = fill(m.duplicate, { label: field.label || field.name });
  }
  return Object.keys(conflicts).length > 0 ? { code: 'conflict', fieldErrors: conflicts } : undefined;
}

/** Values of the declared fields as the column types store them (numbers as numbers). */
export function coerceValues(values: Row, fields: readonly EntityField[]): Row {
  const out: Row = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    const numeric = (field.type === 'integer' || field.type === 'number') && !isEmpty(value);
    out[field.name] = numeric ? Number(value) : isEmpty(value) ? null : value;
  }
  return out;
}
