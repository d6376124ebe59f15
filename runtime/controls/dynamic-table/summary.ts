import type { Control } from '../../../schemas/types.ts';

/**
 * The summary row of a dynamic table (Element's show-summary): per column, the sum of its values
 * when they are all numbers, followed by `summary-text`; otherwise nothing.
 */
export function columnSums(columns: Control[], rows: readonly Record<string, unknown>[]): (number | undefined)[] {
  return columns.map((column) => {
    const values = rows.map((row) => row[column.id]).filter((v) => v !== '' && v !== null && v !== undefined);
    if (values.length === 0 || !values.every((v) => typeof v === 'number')) return undefined;
    // Rounded to the column's precision at most: 0.1 + 0.2 should read 0.3.
    const sum = (values as number[]).reduce((total, v) => total + v, 0);
    return Math.round(sum * 1e10) / 1e10;
  });
}
