/** Narrowest a column is given when its schema names no width: a date time or a name fits. */
export const MIN_COLUMN_WIDTH = 120;
/** The selection checkbox column antd adds. */
export const SELECTION_WIDTH = 32;
const CELL_PADDING = 34;
const ICON = 24;
const WIDE_CHAR = 14;
const NARROW_CHAR = 8;

/** The pixels a header text takes at the table's 14 px font: Chinese characters about twice a Latin one. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0xff ? WIDE_CHAR : NARROW_CHAR;
  return width;
}

/**
 * A column's width when its schema gives none: enough for its whole title with the sort and filter
 * icons, at least MIN_COLUMN_WIDTH. Every column then has a width, so the table's scroll width is
 * their sum and no header text sits under the fixed 操作 column while the table fits its page.
 */
export function columnWidth(title: string, icons: { sorter?: boolean; filters?: boolean } = {}): number {
  const width = textWidth(title) + CELL_PADDING + (icons.sorter ? ICON : 0) + (icons.filters ? ICON : 0);
  return Math.max(MIN_COLUMN_WIDTH, width);
}
