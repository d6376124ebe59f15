import type { SuperQuery, SuperQueryCondition } from '../adapter.ts';
import type { FieldLookup, Filter, Rule } from './filter.ts';
import { FilterRefusal, filterMessages as m } from './messages.ts';
import { ruleFilter } from './ruleFilter.ts';

// QueryRuleEnum.getByValue accepts the value or the condition name of a rule, in any case.
const RULES: Record<string, Rule> = {
  eq: 'eq', '=': 'eq', ne: 'ne', '!=': 'ne', '<>': 'ne', gt: 'gt', '>': 'gt', ge: 'ge', '>=': 'ge', lt: 'lt', '<': 'lt',
  le: 'le', '<=': 'le', in: 'in', like: 'like', left_like: 'left_like', right_like: 'right_like',
};

/**
 * A rule by its QueryRuleEnum value or condition name, in any case (`>=`, `ge`, `LIKE`, `left_like`,
 * `IN`, ...): the advanced query's rules and the data rules' conditions are both named so.
 */
export function ruleNamed(name: string): Rule | undefined {
  return RULES[name.trim().toLowerCase()];
}

/** An advanced-query condition as it arrives: JSON of any shape, read as text. */
export interface RawCondition {
  field: string;
  rule: string;
  val: string;
}

function valueText(value: unknown): string {
  // JSuperQuery sends the values of an `in` as an array: they are joined with `,`.
  if (Array.isArray(value)) return value.map(valueText).join(',');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The conditions of `superQueryParams` (api-contract section 1, step 5): URI-encoded JSON as
 * JeecgListMixin sends it, or plain JSON. Anything but a JSON list is refused.
 */
export function readSuperQueryParams(raw: string): RawCondition[] {
  const text = raw.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('[') ? text : decodeURIComponent(text));
  } catch {
    throw new FilterRefusal(m.badSuperQuery);
  }
  if (!Array.isArray(parsed)) throw new FilterRefusal(m.badSuperQuery);
  return parsed.map((item) => {
    const c = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    return { field: valueText(c.field), rule: valueText(c.rule), val: valueText(c.val) };
  });
}

/** Conditions that count: those with a field, a rule and a value; the others are dropped. */
export function usableConditions<C extends { field: string; rule: string; val: unknown }>(conditions: readonly C[]): C[] {
  return conditions.filter((c) => c.field && c.rule && valueText(c.val) !== '');
}

/**
 * The advanced query as one group, joined by OR when the match type is `or` (any case), else AND;
 * undefined when no condition counts. A field no lookup knows, or an unknown rule, is refused.
 */
export function superQueryFilter(conditions: readonly RawCondition[], matchType: string, fieldOf: FieldLookup): Filter | undefined {
  const filters = usableConditions(conditions).map((c) => {
    const field = fieldOf(c.field);
    if (!field) throw new FilterRefusal(m.unknownField, { field: c.field });
    const rule = ruleNamed(c.rule);
    if (!rule) throw new FilterRefusal(m.badSuperQueryRule, { rule: c.rule });
    return ruleFilter(field, rule, c.val);
  });
  if (filters.length === 0) return undefined;
  return { kind: matchType.trim().toLowerCase() === 'or' ? 'any' : 'all', filters };
}

/**
 * The `superQueryParams` / `superQueryMatchType` pair a list request sends, or nothing when no
 * condition counts: the conditions travel URI-encoded JSON, as JeecgListMixin sends them.
 */
export function superQueryParams(query: SuperQuery | undefined): Record<string, string> {
  if (!query) return {};
  const conditions = usableConditions(query.conditions);
  if (conditions.length === 0) return {};
  return { superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: query.matchType };
}

/** An advanced query of the adapter contract as the raw conditions superQueryFilter reads. */
export function rawConditions(conditions: readonly SuperQueryCondition[]): RawCondition[] {
  return conditions.map((c) => ({ field: valueText(c.field), rule: valueText(c.rule), val: valueText(c.val) }));
}
