import type { Scalar } from '../../schemas/query/filter.ts';
import { booleanText, filterScalar } from '../../schemas/query/scalar.ts';
import { sanitizeRichText } from '../announcements/sanitize.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { hasMarkup } from '../http/plainText.ts';
import type { FieldModel } from './model.ts';

/** A value as stored: text, or a number (integers, doubles, booleans as 0/1). */
export type { Scalar };

/** What is wrong with one field's value: the field's name and the message that names its label. */
export interface FieldError {
  field: string;
  message: string;
}

export type Coerced = { ok: true; value: Scalar | null } | { ok: false; message: string };

/**
 * A save refused for its fields: the first message, and `result` = `{field: message}` (each
 * field's first problem), which the HTTP adapter hands the form as its field errors.
 */
export function fieldRefusal(errors: readonly [FieldError, ...FieldError[]]): ApiError {
  const result: Record<string, string> = {};
  for (const { field, message } of errors) result[field] ??= message;
  return new ApiError(errors[0].message, 200, 500, result);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `yyyy-MM-dd`, also from `yyyy/M/d` and `yyyy.M.d` as spreadsheets often hold dates. */
export function normalDate(text: string): string | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const date = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return validDate(date) ? date : undefined;
}

/** `yyyy-MM-dd HH:mm:ss`, also from `yyyy-MM-ddTHH:mm[:ss]` or a bare date; otherwise undefined. */
export function normalDateTime(text: string): string | undefined {
  const [day, time = '00:00:00', extra] = text.trim().split(/[ T]/);
  const date = normalDate(day);
  if (extra !== undefined || !date) return undefined;
  const clock = TIME.exec(time);
  if (!clock) return undefined;
  return `${date} ${clock[1]}:${clock[2]}:${clock[4] ?? '00'}`;
}

function booleanOf(value: unknown): 0 | 1 | undefined {
  if (value === true || value === 1) return 1;
  if (value === false || value === 0) return 0;
  return typeof value === 'string' ? booleanText(value) : undefined;
}

/**
 * A query-string value as the field's type, for filters (the shared grammar's, schemas/query);
 * undefined when it cannot be one.
 */
export const filterValue = (field: FieldModel, text: string): Scalar | undefined => filterScalar(field.type, text);

const problem = (template: string, field: FieldModel): Coerced => ({
  ok: false,
  message: fill(template, { label: field.label, length: field.length ?? 0 }),
});

/**
 * A short text shown as it is (a name, a title): no markup, since older clients show some of
 * these with v-html. Rich text is sanitised instead; checked contents (JSON, rules) and secrets
 * may hold any character; long text (type text) is left as written.
 */
function isPlainText(field: FieldModel): boolean {
  return field.type === 'string' && !field.html && field.check === undefined && !field.secret;
}

/** A request or file value as stored: null when empty; a message naming the field when wrong. */
export function recordValue(field: FieldModel, raw: unknown): Coerced {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: true, value: null };
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;
  switch (field.type) {
    case 'string':
    case 'text': {
      const given = field.type === 'string' ? text : typeof raw === 'string' ? raw : text;
      if (given === undefined) return typeof raw === 'boolean' ? { ok: true, value: String(raw) } : problem(msg.fieldNotText, field);
      // Rich text is kept as the sanitiser leaves it; markup with nothing safe in it is no value.
      const value = field.html ? sanitizeRichText(given) : given;
      if (value.trim() === '') return { ok: true, value: null };
      if (field.length !== undefined && [...value].length > field.length) return problem(msg.fieldTooLong, field);
      if (isPlainText(field) && hasMarkup(value)) return problem(msg.fieldHasMarkup, field);
      return { ok: true, value };
    }
    case 'integer':
    case 'number': {
      const value = text === undefined ? undefined : filterScalar(field.type, text);
      return value === undefined ? problem(field.type === 'integer' ? msg.fieldNotInteger : msg.fieldNotNumber, field) : { ok: true, value };
    }
    case 'date': {
      const value = text === undefined ? undefined : normalDate(text);
      return value ? { ok: true, value } : problem(msg.fieldNotDate, field);
    }
    case 'datetime': {
      const value = text === undefined ? undefined : normalDateTime(text);
      return value ? { ok: true, value } : problem(msg.fieldNotDateTime, field);
    }
    case 'boolean': {
      const value = booleanOf(typeof raw === 'string' ? raw.trim() : raw);
      return value === undefined ? problem(msg.fieldNotBoolean, field) : { ok: true, value };
    }
  }
}
