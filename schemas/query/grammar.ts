import type { Rule } from './filter.ts';

/**
 * The value grammar of a list filter: QueryGenerator.convert2Rule of the existing platform
 * (api-contract section 1, step 4), read the same way by the server and the memory adapter.
 * The value is trimmed first; the first row that matches wins.
 *
 * | value            | rule                  | operand        | why                                           |
 * |------------------|-----------------------|----------------|-----------------------------------------------|
 * | `` (empty)       | none                  |                | an empty value filters nothing                |
 * | `>= v` `<= v`    | ge, le                | `v`, trimmed   | QueryGenerator step a (space after the symbol) |
 * | `!= v`           | ne                    | `v`, trimmed   | step a                                        |
 * | `gt v` `ge v` `lt v` `le v` `eq v` `ne v` `in v` | that rule | `v`, trimmed | step a, the condition names |
 * | `>=v` `<=v`      | ge, le                | `v`, trimmed   | ours: the search bar (JInput) sends them without the space, which the platform would read as a literal |
 * | `> v` `< v` `= v`| gt, lt, eq            | `v`, trimmed   | step b                                        |
 * | `>v` `<v`        | gt, lt                | `v`, trimmed   | ours, as `>=v`: the symbol alone is no value anyone searches for |
 * | `*`              | eq                    | `*`            | step c                                        |
 * | `*v*`            | like (contains)       | `v`            | step d                                        |
 * | `*v`             | left_like (ends with) | `v`            | step d: the wildcard is on the left           |
 * | `v*`             | right_like (starts with) | `v`         | step d                                        |
 * | `a,b`            | in                    | `a,b`          | step e (members trimmed, empty ones dropped)  |
 * | `!v`             | ne                    | `v` as written | step f: the first character is dropped, so `!=5` is "not =5" (JInput's ne of `=5`), not "not 5" |
 * | anything else    | eq                    | the value      | step h                                        |
 *
 * A lone symbol (`>`, `>=`, `!=` with nothing after it) is an equality with that text. Outside this
 * grammar (parseFilters.ts): `<field>_begin` / `_end` (ge / le; a `yyyy-MM-dd` bound on a datetime
 * field covers the whole day), `<field>_MultiString=a,b` (in), and `,a,b,` (a multi-select value:
 * contains a or contains b), each as QueryGenerator steps 2 and 3 read them.
 */
export interface RuleValue {
  rule: Rule;
  value: string;
}

const SPACED: Record<string, Rule> = {
  '>=': 'ge', '<=': 'le', '!=': 'ne', gt: 'gt', ge: 'ge', lt: 'lt', le: 'le', eq: 'eq', ne: 'ne', in: 'in',
};
const SYMBOLS: Record<string, Rule> = { '>=': 'ge', '<=': 'le', '>': 'gt', '<': 'lt' };
const ONE_CHAR: Record<string, Rule> = { '>': 'gt', '<': 'lt', '=': 'eq' };

/** The rule and operand a filter value asks for (the table above); null for an empty value. */
export function readRule(raw: string): RuleValue | null {
  const val = raw.trim();
  if (val === '') return null;
  const spaced = SPACED[val.slice(0, 2)];
  if (spaced && val.length >= 3 && val[2] === ' ') return { rule: spaced, value: val.slice(3).trim() };
  const one = ONE_CHAR[val[0]];
  if (one && val.length >= 2 && val[1] === ' ') return { rule: one, value: val.slice(2).trim() };
  const symbol = ['>=', '<=', '>', '<'].find((s) => val.startsWith(s));
  if (symbol && val.length > symbol.length) return { rule: SYMBOLS[symbol], value: val.slice(symbol.length).trim() };
  if (val === '*') return { rule: 'eq', value: val };
  if (val.length >= 2 && val.startsWith('*') && val.endsWith('*')) return { rule: 'like', value: val.slice(1, -1) };
  if (val.startsWith('*')) return { rule: 'left_like', value: val.slice(1) };
  if (val.endsWith('*')) return { rule: 'right_like', value: val.slice(0, -1) };
  if (val.includes(',')) return { rule: 'in', value: val };
  if (val.startsWith('!')) return { rule: 'ne', value: val.slice(1) };
  return { rule: 'eq', value: val };
}
