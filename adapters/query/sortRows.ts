import type { Row } from '../../schemas/adapter.ts';
import { compareCell } from './compareCell.ts';

const DICT_TEXT_SUFFIX = '_dictText';

function compareCells(a: unknown, b: unknown): number {
  // Nulls sort first ascending, as SQLite and MySQL put them.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : compareCell(a, String(b));
}

/**
 * Rows sorted as the server sorts them: `column` may list several columns (`a,b`), a `_dictText`
 * suffix is dropped, and one order applies to all. A stable sort keeps ties in their stored order.
 */
export function sortRows(rows: readonly Row[], sort: { column: string; order: 'asc' | 'desc' } | undefined): Row[] {
  if (!sort || !sort.column) return [...rows];
  const columns = sort.column
    .split(',')
    .map((c) => c.trim().replace(new RegExp(`${DICT_TEXT_SUFFIX}$`), ''))
    .filter(Boolean);
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    for (const column of columns) {
      const d = compareCells(a[column], b[column]);
      if (d !== 0) return sign * d;
    }
    return 0;
  });
}
