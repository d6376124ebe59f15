import type { SuperQueryRule } from '../../schemas/adapter.ts';

/** A filter value of the platform's conventions, read into a rule and its operand(s). */
export interface ParsedFilter {
  rule: SuperQueryRule;
  /** The operand; for `in` the comma-separated list as sent. */
  value: string;
}

const NAMED_RULES: readonly SuperQueryRule[] = ['gt', 'ge', 'lt', 'le', 'eq', 'ne', 'in'];
const SYMBOL_RULES: Record<string, SuperQueryRule> = { '>=': 'ge', '<=': 'le', '!=': 'ne', '>': 'gt', '<': 'lt', '=': 'eq' };

/**
 * Reads a filter value as QueryGenerator.convert2Rule does (api-contract section 1), first match wins:
 * an operator prefix, `*v*` / `*v` / `v*`, `a,b`, `!v`, else equality. Unlike the Java server, `>=v`,
 * `<=v` and `!=v` also work without the space after the operator, because the search form's JInput
 * sends them that way. Answers null for an empty value, which filters nothing.
 */
export function parseFilterValue(raw: string): ParsedFilter | null {
  const value = raw.trim();
  if (value === '') return null;

  const twoChar = value.slice(0, 2);
  if (twoChar === '>=' || twoChar === '<=' || twoChar === '!=') {
    return { rule: SYMBOL_RULES[twoChar], value: value.slice(2).trim() };
  }
  // `> 5`, `< 5`, `= 5` need the space, so that a value merely starting with `>` stays literal.
  if (value.length >= 2 && value[1] === ' ' && (value[0] === '>' || value[0] === '<' || value[0] === '=')) {
    return { rule: SYMBOL_RULES[value[0]], value: value.slice(2).trim() };
  }
  const named = /^([a-z]{2}) (.+)$/s.exec(value);
  if (named && NAMED_RULES.includes(named[1] as SuperQueryRule)) {
    return { rule: named[1] as SuperQueryRule, value: named[2].trim() };
  }
  if (value === '*') return { rule: 'eq', value };
  if (value.length >= 2 && value.startsWith('*') && value.endsWith('*')) return { rule: 'like', value: value.slice(1, -1) };
  if (value.startsWith('*')) return { rule: 'left_like', value: value.slice(1) };
  if (value.endsWith('*')) return { rule: 'right_like', value: value.slice(0, -1) };
  if (value.includes(',')) return { rule: 'in', value };
  if (value.startsWith('!')) return { rule: 'ne', value: value.slice(1) };
  return { rule: 'eq', value };
}

/** The members of an `in` operand; empty members (`a,,b`) are dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
