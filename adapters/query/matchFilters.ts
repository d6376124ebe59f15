import type { Row } from '../../schemas/adapter.ts';
import { readFilterKey } from './filterKeys.ts';
import { matchesRule } from './matchRule.ts';
import { parseFilterValue } from './parseFilterValue.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `yyyy-MM-dd` bound on a datetime cell covers the whole day, as QueryGenerator widens it to
 * 00:00:00 / 23:59:59; on a date cell it is compared as it is.
 */
function widenDateBound(cell: unknown, bound: string, kind: 'begin' | 'end'): string {
  if (!DATE_ONLY.test(bound) || typeof cell !== 'string' || cell.length <= bound.length) return bound;
  return `${bound} ${kind === 'begin' ? '00:00:00' : '23:59:59'}`;
}

/**
 * Whether a row passes every filter of a list query. Only keys naming a known field filter (the
 * server binds only entity properties); empty values filter nothing.
 */
export function matchesFilters(row: Row, filters: Record<string, string>, isField: (name: string) => boolean): boolean {
  return Object.entries(filters).every(([key, raw]) => {
    const value = String(raw ?? '').trim();
    if (value === '') return true;
    const target = readFilterKey(key);
    if (!isField(target.field)) return true;
    const cell = row[target.field];
    switch (target.kind) {
      case 'begin':
        return matchesRule(cell, 'ge', widenDateBound(cell, value, 'begin'));
      case 'end':
        return matchesRule(cell, 'le', widenDateBound(cell, value, 'end'));
      case 'multi':
        return matchesRule(cell, 'in', value);
      case 'plain': {
        const parsed = parseFilterValue(value);
        return parsed === null || matchesRule(cell, parsed.rule, parsed.value);
      }
    }
  });
}
