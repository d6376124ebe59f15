import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import type { Rule } from './convertRule.ts';
import { queryableField, ruleFilter, type Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';

// QueryRuleEnum.getByValue accepts the value or the condition name of a rule.
const RULES: Record<string, Rule> = {
  eq: 'eq', '=': 'eq', ne: 'ne', '!=': 'ne', '<>': 'ne', gt: 'gt', '>': 'gt', ge: 'ge', '>=': 'ge', lt: 'lt', '<': 'lt',
  le: 'le', '<=': 'le', in: 'in', like: 'like', left_like: 'left_like', right_like: 'right_like',
};

function conditions(raw: string): unknown[] {
  const text = raw.trim();
  try {
    // The front end sends encodeURI(JSON); a client that sends plain JSON is read as it is.
    const parsed: unknown = JSON.parse(text.startsWith('[') ? text : decodeURIComponent(text));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // reported below
  }
  throw new ApiError(msg.badSuperQuery);
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(',');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The advanced query (`superQueryParams`, a JSON list of {field, rule, val}) as one group, joined
 * by OR when `superQueryMatchType` is `or`. Conditions missing a field, rule or value are dropped.
 */
export function superQueryFilter(entity: EntityModel, raw: string, matchType: string): Filter | undefined {
  if (!raw.trim()) return undefined;
  const filters: Filter[] = [];
  for (const item of conditions(raw)) {
    const condition = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const name = valueText(condition.field);
    const ruleName = valueText(condition.rule);
    const value = valueText(condition.val);
    if (!name || !ruleName || !value) continue;
    const field = queryableField(entity, name);
    if (!field) throw new ApiError(fill(msg.unknownFilter, { field: name }));
    const rule = RULES[ruleName.toLowerCase()];
    if (!rule) throw new ApiError(fill(msg.badSuperQueryRule, { rule: ruleName }));
    filters.push(ruleFilter(field, rule, value));
  }
  if (filters.length === 0) return undefined;
  return { kind: matchType.toLowerCase() === 'or' ? 'any' : 'all', filters };
}
