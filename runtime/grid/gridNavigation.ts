/** A cell of the drawn columns: the row's index in the table and the column's among the shown ones. */
export interface CellPosition {
  row: number;
  col: number;
}

export interface NavigationKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Rows a PageUp/PageDown jumps: what a 400 px table shows at 61 px a row. */
export const PAGE_ROWS = 6;

/**
 * Where a key moves the selected cell, as in a spreadsheet: arrows one cell (Ctrl to the edge),
 * Tab/Shift+Tab across the row and on to the next/previous row, Enter/Shift+Enter down/up,
 * Home/End the row's ends (Ctrl: the table's), PageUp/PageDown a page. Answers undefined for other
 * keys, and for Tab past the last cell or before the first (the focus then leaves the table).
 */
export function nextCell(at: CellPosition, event: NavigationKey, rows: number, cols: number): CellPosition | undefined {
  const ctrl = event.ctrlKey === true || event.metaKey === true;
  const clamp = (row: number, col: number): CellPosition => ({
    row: Math.min(Math.max(row, 0), rows - 1),
    col: Math.min(Math.max(col, 0), cols - 1),
  });
  switch (event.key) {
    case 'ArrowUp':
      return clamp(ctrl ? 0 : at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(ctrl ? rows - 1 : at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, ctrl ? 0 : at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, ctrl ? cols - 1 : at.col + 1);
    case 'Enter':
      return clamp(at.row + (event.shiftKey ? -1 : 1), at.col);
    case 'Home':
      return clamp(ctrl ? 0 : at.row, 0);
    case 'End':
      return clamp(ctrl ? rows - 1 : at.row, cols - 1);
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.col);
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.col);
    case 'Tab': {
      const flat = at.row * cols + at.col + (event.shiftKey ? -1 : 1);
      if (flat < 0 || flat >= rows * cols) return undefined;
      return { row: Math.floor(flat / cols), col: flat % cols };
    }
    default:
      return undefined;
  }
}
