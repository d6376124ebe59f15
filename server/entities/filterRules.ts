import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import type { Rule } from './convertRule.ts';
import { filterValue, type Scalar } from './fieldValues.ts';
import { findField, type EntityModel, type FieldModel } from './model.ts';

export type Comparison = '=' | '<>' | '>' | '>=' | '<' | '<=';
export type LikeMatch = 'contains' | 'startsWith' | 'endsWith';

/** A list filter as plain data: built from request parameters, applied to SQL elsewhere. */
export type Filter =
  | { kind: 'compare'; field: string; op: Comparison; value: Scalar }
  | { kind: 'in'; field: string; values: Scalar[] }
  | { kind: 'like'; field: string; text: string; match: LikeMatch }
  /** The field holds no value (SQL `is null`): never built from request parameters; the rows of no tenant (tenantScope.ts). */
  | { kind: 'missing'; field: string }
  | { kind: 'any'; filters: Filter[] }
  | { kind: 'all'; filters: Filter[] };

const COMPARISON: Partial<Record<Rule, Comparison>> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };
const LIKE: Partial<Record<Rule, LikeMatch>> = { like: 'contains', left_like: 'endsWith', right_like: 'startsWith' };

/** One value of a query parameter: repeated parameters keep their first value. */
export function paramText(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : '';
}

/** A field a client may filter or sort on, by name or column; undefined otherwise. */
export function queryableField(entity: EntityModel, name: string): FieldModel | undefined {
  const field = findField(entity, name);
  return field?.queryable ? field : undefined;
}

export function typed(field: FieldModel, text: string): Scalar {
  const value = filterValue(field, text);
  if (value === undefined) throw new ApiError(fill(msg.badFilterValue, { field: field.name, value: text }));
  return value;
}

/** `a, b,,c` as ['a', 'b', 'c']. */
export const list = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean);

/** A rule and its value as a filter on one field (also used by the advanced query). */
export function ruleFilter(field: FieldModel, rule: Rule, value: string): Filter {
  const op = COMPARISON[rule];
  if (op) return { kind: 'compare', field: field.name, op, value: typed(field, value) };
  const match = LIKE[rule];
  if (match) return { kind: 'like', field: field.name, text: value, match };
  return { kind: 'in', field: field.name, values: list(value).map((v) => typed(field, v)) };
}

/** The LIKE pattern of a like filter, with `\`, `%` and `_` escaped (the SQL says ESCAPE '\'). */
export function likePattern(filter: { text: string; match: LikeMatch }): string {
  const text = filter.text.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (filter.match === 'startsWith') return `${text}%`;
  if (filter.match === 'endsWith') return `%${text}`;
  return `%${text}%`;
}
