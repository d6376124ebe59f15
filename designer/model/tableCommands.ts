import { produce } from 'immer';
import { defaultTableLayout } from '../../schemas/controls/catalogue.ts';
import { tableCells, type TableCell } from '../../schemas/types.ts';
import { designerMessages as m } from '../messages.ts';
import { getIn, locateControl } from './containers.ts';
import type { IdSource } from './ids.ts';
import { canDeleteColumn, canDeleteRow, canMergeDown, canMergeRight, canSplit, gridWidth, spanOf, type CellAction, type Grid } from './tableGrid.ts';
import { refuse, type CellRef, type DesignDocument, type EditResult } from './types.ts';

/** A content cell as the older designer appends it (table.js getTdItem: white, 35 %). */
const contentCell = (id: number, style?: TableCell['style']): TableCell => ({
  id, col: 1, row: 1, hide: false, compType: 'tdItem',
  style: style ? { ...style } : { background: '#FFFFFF', width: 35 }, columns: [],
});

/** Runs `edit` on a draft of the table's layoutArray, when `allowed` holds for the current one. */
function editGrid(doc: DesignDocument, tableId: string, allowed: (grid: Grid) => boolean, edit: (grid: TableCell[][]) => void): EditResult {
  const located = locateControl(doc, tableId);
  if (!located || located.control.compType !== 'table') return refuse(m.notFound);
  if (!allowed(tableCells(located.control))) return refuse(m.cellUnavailable);
  const next = produce(doc, (draft) => {
    const control = getIn<{ layoutArray?: TableCell[][] }>(draft, located.path);
    if (!Array.isArray(control.layoutArray)) control.layoutArray = [];
    edit(control.layoutArray);
  });
  return { ok: true, doc: next };
}

/** A merge hides the swallowed cell and moves its controls into the merged one, so none become invisible. */
function swallow(anchor: TableCell, cell: TableCell): void {
  cell.hide = true;
  anchor.columns.push(...(cell.columns ?? []));
  cell.columns = [];
}

export function mergeRight(doc: DesignDocument, { tableId, row: r, col: c }: CellRef): EditResult {
  return editGrid(doc, tableId, (grid) => canMergeRight(grid, r, c), (grid) => {
    const anchor = grid[r][c];
    const { rows, cols } = spanOf(anchor);
    for (let i = 0; i < rows; i += 1) swallow(anchor, grid[r + i][c + cols]);
    anchor.col = cols + 1;
  });
}

export function mergeDown(doc: DesignDocument, { tableId, row: r, col: c }: CellRef): EditResult {
  return editGrid(doc, tableId, (grid) => canMergeDown(grid, r, c), (grid) => {
    const anchor = grid[r][c];
    const { rows, cols } = spanOf(anchor);
    for (let j = 0; j < cols; j += 1) swallow(anchor, grid[r + rows][c + j]);
    anchor.row = rows + 1;
  });
}

/** 拆分单元格: the cell back to 1 × 1 and the cells it swallowed visible again (empty; their controls stay in it). */
export function splitCell(doc: DesignDocument, { tableId, row: r, col: c }: CellRef): EditResult {
  return editGrid(doc, tableId, (grid) => canSplit(grid, r, c), (grid) => {
    const anchor = grid[r][c];
    const { rows, cols } = spanOf(anchor);
    for (let i = 0; i < rows; i += 1) {
      for (let j = 0; j < cols; j += 1) {
        const cell = grid[r + i]?.[c + j];
        if (cell && cell !== anchor) cell.hide = false;
      }
    }
    anchor.row = 1;
    anchor.col = 1;
  });
}

/** 追加行: a row of unmerged cells at the bottom, styled like the last row's cells. */
export function appendRow(doc: DesignDocument, tableId: string, ids: IdSource): EditResult {
  return editGrid(doc, tableId, () => true, (grid) => {
    if (grid.length === 0) {
      grid.push(defaultTableLayout(() => ids.next())[0] as unknown as TableCell[]);
      return;
    }
    const last = grid[grid.length - 1];
    grid.push(Array.from({ length: gridWidth(grid) }, (_, j) => contentCell(ids.next(), last[j]?.style)));
  });
}

/** 追加列: an unmerged content cell at the end of every row. */
export function appendColumn(doc: DesignDocument, tableId: string, ids: IdSource): EditResult {
  const located = locateControl(doc, tableId);
  if (located && tableCells(located.control).length === 0) return appendRow(doc, tableId, ids);
  return editGrid(doc, tableId, () => true, (grid) => {
    const width = gridWidth(grid);
    for (const cells of grid) while (cells.length <= width) cells.push(contentCell(ids.next()));
  });
}

export function deleteRow(doc: DesignDocument, { tableId, row: r }: CellRef): EditResult {
  return editGrid(doc, tableId, (grid) => canDeleteRow(grid, r), (grid) => void grid.splice(r, 1));
}

export function deleteColumn(doc: DesignDocument, { tableId, col: c }: CellRef): EditResult {
  return editGrid(doc, tableId, (grid) => canDeleteColumn(grid, c), (grid) => {
    for (const cells of grid) cells.splice(c, 1);
  });
}

/** The structure of a cell belongs to the commands above; a patch may change the rest (style…). */
const STRUCTURAL_CELL_KEYS = new Set(['id', 'col', 'row', 'hide', 'columns', 'compType']);

/** Changes a cell's own properties (background, width…) from the property panel. */
export function updateCell(doc: DesignDocument, { tableId, row: r, col: c }: CellRef, patch: Record<string, unknown>): EditResult {
  return editGrid(doc, tableId, (grid) => Boolean(grid[r]?.[c]), (grid) => {
    const cell = grid[r][c] as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(patch)) {
      if (STRUCTURAL_CELL_KEYS.has(key)) continue;
      if (value === undefined) delete cell[key];
      else cell[key] = value;
    }
  });
}

/** One context-menu entry of a cell, by name. */
export function runCellAction(doc: DesignDocument, action: CellAction, cell: CellRef, ids: IdSource): EditResult {
  switch (action) {
    case 'mergeRight':
      return mergeRight(doc, cell);
    case 'mergeDown':
      return mergeDown(doc, cell);
    case 'split':
      return splitCell(doc, cell);
    case 'appendRow':
      return appendRow(doc, cell.tableId, ids);
    case 'deleteRow':
      return deleteRow(doc, cell);
    case 'appendColumn':
      return appendColumn(doc, cell.tableId, ids);
    case 'deleteColumn':
      return deleteColumn(doc, cell);
  }
}
