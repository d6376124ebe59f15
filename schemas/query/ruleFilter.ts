import type { Comparison, Filter, LikeMatch, QueryField, Rule, Scalar } from './filter.ts';
import { FilterRefusal, filterMessages as m } from './messages.ts';
import { filterScalar, splitList } from './scalar.ts';

const COMPARISON: Partial<Record<Rule, Comparison>> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };
// LEFT_LIKE is `%v`: the wildcard is on the left, so the value ends with v.
const LIKE: Partial<Record<Rule, LikeMatch>> = { like: 'contains', left_like: 'endsWith', right_like: 'startsWith' };

/** The text as the field's type, or a refusal naming the field and the text. */
export function typedOperand(field: QueryField, text: string): Scalar {
  const value = filterScalar(field.type, text);
  if (value === undefined) throw new FilterRefusal(m.badValue, { field: field.name, value: text });
  return value;
}

/** A rule and its operand as a filter on one field: comparisons and `in` typed, likes as text. */
export function ruleFilter(field: QueryField, rule: Rule, value: string): Filter {
  const op = COMPARISON[rule];
  if (op) return { kind: 'compare', field: field.name, op, value: typedOperand(field, value) };
  const match = LIKE[rule];
  if (match) return { kind: 'like', field: field.name, text: value, match };
  return { kind: 'in', field: field.name, values: splitList(value).map((v) => typedOperand(field, v)) };
}
