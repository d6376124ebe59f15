import { dynamicColumns, rowColumns, tableCells } from '../../schemas/types.ts';
import { locateControl } from './containers.ts';
import type { DesignDocument, Selection, Target } from './types.ts';

/**
 * Where a palette entry chosen without dragging (Enter or a click) goes, after the selection:
 * into a selected cell; at the end of a selected dynamic table, or of a selected row's first
 * column; right after any other selected control; else at the end of the form.
 */
export function insertionTarget(doc: DesignDocument, selection: Selection): Target {
  const atEnd: Target = { container: { kind: 'root' }, index: doc.list.length };
  if (selection?.kind === 'cell') {
    const cell = locateControl(doc, selection.tableId)?.control;
    const columns = cell ? tableCells(cell)[selection.row]?.[selection.col]?.columns : undefined;
    return columns ? { container: { kind: 'cell', id: selection.tableId, row: selection.row, col: selection.col }, index: columns.length } : atEnd;
  }
  if (selection?.kind !== 'control') return atEnd;
  const located = locateControl(doc, selection.id);
  if (!located) return atEnd;
  const { control } = located;
  if (control.compType === 'dynamicTable') return { container: { kind: 'dynamic', id: control.id }, index: dynamicColumns(control).length };
  const firstColumn = rowColumns(control)[0];
  if (firstColumn) return { container: { kind: 'row', id: control.id, column: 0 }, index: firstColumn.list?.length ?? 0 };
  return { container: located.container.ref, index: located.index + 1 };
}
