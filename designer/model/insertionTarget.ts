import { dynamicColumns, rowColumns, tableCells } from '../../schemas/types.ts';
import { locateControl } from './containers.ts';
import { placementRefusal } from './placement.ts';
import type { DesignDocument, Selection, Target } from './types.ts';

/** Where the selection itself points, before asking whether `compType` may go there. */
function selectedTarget(doc: DesignDocument, selection: Selection): Target | undefined {
  if (selection?.kind === 'cell') {
    const cell = locateControl(doc, selection.tableId)?.control;
    const columns = cell ? tableCells(cell)[selection.row]?.[selection.col]?.columns : undefined;
    return columns ? { container: { kind: 'cell', id: selection.tableId, row: selection.row, col: selection.col }, index: columns.length } : undefined;
  }
  if (selection?.kind !== 'control') return undefined;
  const located = locateControl(doc, selection.id);
  if (!located) return undefined;
  const { control } = located;
  if (control.compType === 'dynamicTable') return { container: { kind: 'dynamic', id: control.id }, index: dynamicColumns(control).length };
  const firstColumn = rowColumns(control)[0];
  if (firstColumn) return { container: { kind: 'row', id: control.id, column: 0 }, index: firstColumn.list?.length ?? 0 };
  return { container: located.container.ref, index: located.index + 1 };
}

/**
 * Where a palette entry of `compType` chosen without dragging (Enter or a click) goes, after the
 * selection: into a selected cell; at the end of a selected dynamic table, or of a selected row's
 * first column; right after any other selected control; else at the end of the form. A layout
 * kind a row or a table cell refuses (表格布局 with a row selected) goes right after that row or
 * table instead, and so on outwards: the user asked for a table there, not for a refusal. A
 * selected dynamic table still answers with its seed messages (该组件不允许被放入动态表格内！…):
 * which kinds it takes is what a user learns there.
 */
export function insertionTarget(doc: DesignDocument, selection: Selection, compType: string): Target {
  let target = selectedTarget(doc, selection) ?? { container: { kind: 'root' }, index: doc.list.length };
  while ((target.container.kind === 'row' || target.container.kind === 'cell') && placementRefusal(compType, target.container.kind)) {
    const owner = locateControl(doc, target.container.id);
    if (!owner) break;
    target = { container: owner.container.ref, index: owner.index + 1 };
  }
  return target;
}
