import { controlKind, defaultTableLayout } from '../../schemas/controls/catalogue.ts';
import { dynamicColumns, rowColumns, tableCells, type Control } from '../../schemas/types.ts';
import { freshId, idPrefix, type IdSource } from './ids.ts';

/**
 * A new control of a palette kind: the catalogue defaults cloned, with a generated id (fd_, row_ or
 * table_ plus a unique number) and `_id` equal to it, as the older designer's cloneComponent does.
 * A new layout table gets the default 2 × 4 cells with numeric ids. Undefined for a kind the palette
 * does not offer (unknown, or a table cell).
 */
export function createControl(compType: string, ids: IdSource, taken: Set<string>): Control | undefined {
  const kind = controlKind(compType);
  if (!kind || kind.group === 'none') return undefined;
  const id = freshId(idPrefix(compType), ids, taken);
  const control: Control = { id, _id: id, compType, compName: kind.compName, compIcon: kind.compIcon, ...structuredClone(kind.defaults) };
  if (compType === 'table') control.layoutArray = defaultTableLayout(() => ids.next()) as unknown as Control['layoutArray'];
  return control;
}

/** Gives a copied control, and every control and cell inside it, new ids (in place). */
function renumber(control: Control, ids: IdSource, taken: Set<string>): void {
  control.id = freshId(idPrefix(control.compType), ids, taken);
  control._id = control.id;
  for (const column of rowColumns(control)) for (const child of column.list ?? []) renumber(child, ids, taken);
  if (control.compType === 'dynamicTable') for (const child of dynamicColumns(control)) renumber(child, ids, taken);
  for (const cells of tableCells(control)) {
    for (const cell of cells) {
      cell.id = ids.next();
      for (const child of cell.columns ?? []) renumber(child, ids, taken);
    }
  }
}

/** A deep copy of a control with new ids for it and everything inside it (复制). */
export function copyWithNewIds(control: Control, ids: IdSource, taken: Set<string>): Control {
  const copy = structuredClone(control);
  renumber(copy, ids, taken);
  return copy;
}
