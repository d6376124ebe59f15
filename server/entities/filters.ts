import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { convertRule } from './convertRule.ts';
import { list, paramText, ruleFilter, typed, type Filter } from './filterRules.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { superQueryFilter } from './superQuery.ts';

export type { Filter } from './filterRules.ts';

/** Parameters that steer the list rather than filter it. */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set([
  '_t', 'pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', 'selections', 'delFlag',
]);

const SUFFIXES = ['_begin', '_end', '_MultiString'] as const;
type Suffix = (typeof SUFFIXES)[number] | '';

/** A 10-character date on a datetime field covers the whole day. */
function rangeValue(field: FieldModel, text: string, end: boolean): string {
  if (field.type === 'datetime' && text.length === 10) return `${text} ${end ? '23:59:59' : '00:00:00'}`;
  return text;
}

function resolve(entity: EntityModel, key: string): { field: FieldModel; suffix: Suffix } {
  const suffix = SUFFIXES.find((s) => key.endsWith(s) && key.length > s.length) ?? '';
  const field = entity.byName.get(suffix ? key.slice(0, -suffix.length) : key);
  if (!field?.queryable) throw new ApiError(fill(msg.unknownFilter, { field: key }));
  return { field, suffix };
}

function paramFilter(field: FieldModel, suffix: Suffix, value: string): Filter | undefined {
  if (suffix === '_begin') return { kind: 'compare', field: field.name, op: '>=', value: typed(field, rangeValue(field, value, false)) };
  if (suffix === '_end') return { kind: 'compare', field: field.name, op: '<=', value: typed(field, rangeValue(field, value, true)) };
  if (suffix === '_MultiString') return { kind: 'in', field: field.name, values: list(value).map((v) => typed(field, v)) };
  // `,1,3,`: a multi-select value matches rows holding any of the parts.
  if (value.length > 1 && value.startsWith(',') && value.endsWith(',')) {
    const parts = list(value);
    if (parts.length === 0) return undefined;
    return { kind: 'any', filters: parts.map((text) => ({ kind: 'like', field: field.name, text, match: 'contains' })) };
  }
  const { rule, value: rest } = convertRule(value);
  return ruleFilter(field, rule, rest);
}

/**
 * The filters a list request asks for. Every parameter that is not reserved must name a field
 * (or a range or multi-value form of one); anything else is refused before any SQL is built.
 */
export function buildFilters(entity: EntityModel, params: Record<string, unknown>): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED_PARAMS.has(key)) continue;
    const { field, suffix } = resolve(entity, key);
    const value = paramText(raw).trim();
    if (!value) continue;
    const filter = paramFilter(field, suffix, value);
    if (filter) filters.push(filter);
  }
  const advanced = superQueryFilter(entity, paramText(params.superQueryParams), paramText(params.superQueryMatchType));
  if (advanced) filters.push(advanced);
  return filters;
}

