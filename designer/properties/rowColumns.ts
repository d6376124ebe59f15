import type { Control, RowColumn } from '../../schemas/types.ts';
import { rowColumns } from '../../schemas/types.ts';
import { clampNumber } from './numberBounds.ts';

/** A row's column span (seed 001 §3: 1-24 of the 24-column grid). */
export const SPAN_BOUNDS = { min: 1, max: 24, precision: 0 };

// Control types `columns` loosely (a row's columns or a dynamic table's controls).
const stored = (columns: RowColumn[]) => ({ columns: columns as unknown as Control['columns'] });
const renumber = (columns: RowColumn[]): RowColumn[] => columns.map((c, index) => ({ ...c, index }));

/** Appends an empty half-width column, as the older designer's 添加选项 did. */
export function addRowColumn(control: Control): Partial<Control> {
  const columns = rowColumns(control);
  return stored([...columns, { index: columns.length, span: 12, list: [] }]);
}

/** Removes column `i` with the controls it holds; the last column stays (a row needs one). */
export function removeRowColumn(control: Control, i: number): Partial<Control> | null {
  const columns = rowColumns(control);
  if (columns.length <= 1) return null;
  return stored(renumber(columns.filter((_, at) => at !== i)));
}

/** Sets the span of column `i`, held to 1-24. */
export function setRowColumnSpan(control: Control, i: number, span: unknown): Partial<Control> | null {
  const value = clampNumber(span, SPAN_BOUNDS);
  if (value === undefined) return null;
  return stored(rowColumns(control).map((c, at) => (at === i ? { ...c, span: value } : c)));
}
