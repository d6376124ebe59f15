import type { FieldLookup, Filter, QueryField } from './filter.ts';
import { RESERVED_PARAMS, readFilterKey, type FilterKey } from './filterKeys.ts';
import { readRule } from './grammar.ts';
import { FilterRefusal, filterMessages as m } from './messages.ts';
import { ruleFilter, typedOperand } from './ruleFilter.ts';
import { paramText, splitList } from './scalar.ts';
import { readSuperQueryParams, superQueryFilter } from './superQuery.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A `yyyy-MM-dd` bound on a datetime field covers the whole day, as QueryGenerator widens it. */
function rangeBound(field: QueryField, text: string, kind: 'begin' | 'end'): string {
  if (field.type !== 'datetime' || !DATE_ONLY.test(text)) return text;
  return `${text} ${kind === 'begin' ? '00:00:00' : '23:59:59'}`;
}

/** One parameter's filter (grammar.ts for the plain form); undefined when it filters nothing. */
export function paramFilter(field: QueryField, kind: FilterKey['kind'], value: string): Filter | undefined {
  switch (kind) {
    case 'begin':
      return { kind: 'compare', field: field.name, op: '>=', value: typedOperand(field, rangeBound(field, value, 'begin')) };
    case 'end':
      return { kind: 'compare', field: field.name, op: '<=', value: typedOperand(field, rangeBound(field, value, 'end')) };
    case 'multi':
      return { kind: 'in', field: field.name, values: splitList(value).map((v) => typedOperand(field, v)) };
    case 'plain': {
      // `,1,3,`: a multi-select value matches rows holding any of the parts (QueryGenerator step 3).
      if (value.length > 1 && value.startsWith(',') && value.endsWith(',')) {
        const parts = splitList(value);
        if (parts.length === 0) return undefined;
        return { kind: 'any', filters: parts.map((text) => ({ kind: 'like', field: field.name, text, match: 'contains' })) };
      }
      const read = readRule(value);
      return read ? ruleFilter(field, read.rule, read.value) : undefined;
    }
  }
}

export interface FilterParams {
  /** The request's parameters; a repeated one counts by its first value. */
  params: Record<string, unknown>;
  /** The field a parameter names (by the field's name): any other parameter is refused. */
  fieldOf: FieldLookup;
  /** The field an advanced-query condition names; `fieldOf` when not given. */
  conditionFieldOf?: FieldLookup;
}

/**
 * The filters a list request asks for, all of which must hold: one per parameter that is not
 * reserved (RESERVED_PARAMS) and not empty, then the advanced query as one group. A parameter
 * naming no field (nor a range or multi-value form of one) or a value its field's type cannot
 * hold is refused (FilterRefusal) before anything runs.
 */
export function parseFilters({ params, fieldOf, conditionFieldOf = fieldOf }: FilterParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED_PARAMS.has(key)) continue;
    const target = readFilterKey(key);
    const field = fieldOf(target.field);
    if (!field) throw new FilterRefusal(m.unknownField, { field: key });
    const value = paramText(raw).trim();
    if (!value) continue;
    const filter = paramFilter(field, target.kind, value);
    if (filter) filters.push(filter);
  }
  const advanced = paramText(params.superQueryParams);
  if (advanced.trim()) {
    const group = superQueryFilter(readSuperQueryParams(advanced), paramText(params.superQueryMatchType), conditionFieldOf);
    if (group) filters.push(group);
  }
  return filters;
}
