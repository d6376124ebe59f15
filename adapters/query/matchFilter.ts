import type { Row } from '../../schemas/adapter.ts';
import type { Filter, LikeMatch } from '../../schemas/query/filter.ts';
import { compareCell } from './compareCell.ts';

/** A cell as the server's LIKE sees it: numbers cast to text, booleans stored as 0/1. */
const likeText = (cell: unknown): string => (typeof cell === 'boolean' ? (cell ? '1' : '0') : String(cell)).toLowerCase();

// Case-insensitive on both databases (SQLite's LIKE, PostgreSQL's ILIKE), so here too.
function likes(cell: unknown, text: string, match: LikeMatch): boolean {
  const value = likeText(cell);
  const part = text.toLowerCase();
  if (match === 'startsWith') return value.startsWith(part);
  if (match === 'endsWith') return value.endsWith(part);
  return value.includes(part);
}

/**
 * Whether a row passes one filter (schemas/query), as the server's SQL answers it: a missing cell
 * (null) passes no comparison, not even `<>`, because SQL's comparisons with NULL are never true.
 * A cell that cannot be compared with the operand (text against a number) passes none either.
 */
export function matchesFilter(row: Row, filter: Filter): boolean {
  switch (filter.kind) {
    case 'any':
      return filter.filters.some((f) => matchesFilter(row, f));
    case 'all':
      return filter.filters.every((f) => matchesFilter(row, f));
    case 'missing':
      return row[filter.field] === null || row[filter.field] === undefined;
  }
  const cell = row[filter.field];
  if (cell === null || cell === undefined) return false;
  switch (filter.kind) {
    case 'like':
      return likes(cell, filter.text, filter.match);
    case 'in':
      return filter.values.some((v) => compareCell(cell, v) === 0);
    case 'compare': {
      const d = compareCell(cell, filter.value);
      if (Number.isNaN(d)) return false;
      switch (filter.op) {
        case '=':
          return d === 0;
        case '<>':
          return d !== 0;
        case '>':
          return d > 0;
        case '>=':
          return d >= 0;
        case '<':
          return d < 0;
        case '<=':
          return d <= 0;
      }
    }
  }
}

/** Whether a row passes every filter of a list. */
export const matchesFilters = (row: Row, filters: readonly Filter[]): boolean => filters.every((f) => matchesFilter(row, f));
