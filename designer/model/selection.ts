import type { Control, TableCell } from '../../schemas/types.ts';
import { getIn, locateControl } from './containers.ts';
import type { DesignDocument, Selection } from './types.ts';

/** The selected control, if the selection is a control still in the document. */
export function selectedControl(doc: DesignDocument, selection: Selection): Control | undefined {
  return selection?.kind === 'control' ? locateControl(doc, selection.id)?.control : undefined;
}

/** The selected layout-table cell, if it still exists and is visible. */
export function selectedCell(doc: DesignDocument, selection: Selection): TableCell | undefined {
  if (selection?.kind !== 'cell') return undefined;
  const table = locateControl(doc, selection.tableId);
  if (!table || table.control.compType !== 'table') return undefined;
  const cell = getIn<TableCell[][] | undefined>(table.control, ['layoutArray'])?.[selection.row]?.[selection.col];
  return cell && !cell.hide ? cell : undefined;
}

/** The selection if what it names is still there, else nothing (after a delete, an undo…). */
export function validSelection(doc: DesignDocument, selection: Selection): Selection {
  if (selection?.kind === 'control') return selectedControl(doc, selection) ? selection : null;
  if (selection?.kind === 'cell') return selectedCell(doc, selection) ? selection : null;
  return null;
}

export function isSelectedControl(selection: Selection, id: string): boolean {
  return selection?.kind === 'control' && selection.id === id;
}

export function isSelectedCell(selection: Selection, tableId: string, row: number, col: number): boolean {
  return selection?.kind === 'cell' && selection.tableId === tableId && selection.row === row && selection.col === col;
}

/** Two selections naming the same thing. */
export function sameSelection(a: Selection, b: Selection): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'control' || b.kind === 'control') return a.kind === b.kind && (a as { id: string }).id === (b as { id: string }).id;
  return a.tableId === b.tableId && a.row === b.row && a.col === b.col;
}
