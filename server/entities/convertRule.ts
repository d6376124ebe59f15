/** The rules a list filter value can carry (api-contract section 1, QueryGenerator.convert2Rule). */
export type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like';

export interface RuleValue {
  rule: Rule;
  value: string;
}

// Prefixes followed by a space: the symbols and the condition names.
const TWO_CHAR: Record<string, Rule> = {
  '>=': 'ge', '<=': 'le', '!=': 'ne', gt: 'gt', ge: 'ge', lt: 'lt', le: 'le', eq: 'eq', ne: 'ne', in: 'in',
};
const ONE_CHAR: Record<string, Rule> = { '>': 'gt', '<': 'lt', '=': 'eq' };

/**
 * The rule a value asks for, first match wins, as the existing platform reads it; in addition
 * `>=v` and `<=v` without the space count as ranges, because our search bar sends them so.
 */
export function convertRule(raw: string): RuleValue {
  const val = raw.trim();
  const two = TWO_CHAR[val.slice(0, 2)];
  if (val.length >= 3 && val[2] === ' ' && two) return { rule: two, value: val.slice(3).trim() };
  if (val.length > 2 && (val.startsWith('>=') || val.startsWith('<='))) {
    return { rule: val[0] === '>' ? 'ge' : 'le', value: val.slice(2).trim() };
  }
  const one = ONE_CHAR[val[0] ?? ''];
  if (val.length >= 2 && val[1] === ' ' && one) return { rule: one, value: val.slice(2).trim() };
  if (val === '*') return { rule: 'eq', value: val };
  if (val.length >= 2 && val.startsWith('*') && val.endsWith('*')) return { rule: 'like', value: val.slice(1, -1) };
  if (val.startsWith('*')) return { rule: 'left_like', value: val.slice(1) };
  if (val.endsWith('*')) return { rule: 'right_like', value: val.slice(0, -1) };
  if (val.includes(',')) return { rule: 'in', value: val };
  if (val.startsWith('!')) return { rule: 'ne', value: val.slice(1) };
  return { rule: 'eq', value: val };
}
