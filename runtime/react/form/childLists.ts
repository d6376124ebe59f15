import { rowColumns, tableCells, type Control } from '../../../schemas/types.ts';

export interface ChildList {
  list: Control[];
  /** The list's own JSON path, as the layout renderer passes it to renderControls. */
  path: string;
}

/**
 * The control lists a built-in layout kind renders, with the paths its renderer gives them: a row's
 * columns, a layout table's visible cells (a merged-away cell renders nothing), a lone cell's
 * controls. Used to make fields and mount order ahead of rendering, so it must match
 * RowControl, TableLayoutControl and TdItemControl exactly.
 */
export function childLists(control: Control, path: string): ChildList[] {
  if (control.compType === 'row') {
    return rowColumns(control).flatMap((column, c) => (Array.isArray(column.list) ? [{ list: column.list, path: `${path}.columns[${c}].list` }] : []));
  }
  if (control.compType === 'table') {
    return tableCells(control).flatMap((cells, r) =>
      cells.flatMap((cell, c) => (cell.hide || !Array.isArray(cell.columns) ? [] : [{ list: cell.columns, path: `${path}.layoutArray[${r}][${c}].columns` }])),
    );
  }
  if (control.compType === 'tdItem' && Array.isArray(control.columns)) return [{ list: control.columns as Control[], path: `${path}.columns` }];
  return [];
}
