import type { FormContent } from '../../schemas/types.ts';

/** The designer's document: exactly the runtime's formContent (`{list, config}`), never a copy of our own. */
export type DesignDocument = FormContent;

/**
 * A list of controls in the document, named by the control that owns it (ids survive edits that
 * shift indexes):
 * - root: the form's top-level list;
 * - row: column `column` of a row (`columns[column].list`);
 * - cell: the cell at `layoutArray[row][col]` of a layout table (`.columns`);
 * - dynamic: a dynamic table's column controls (`columns`).
 */
export type ContainerRef =
  | { kind: 'root' }
  | { kind: 'row'; id: string; column: number }
  | { kind: 'cell'; id: string; row: number; col: number }
  | { kind: 'dynamic'; id: string };

export type ContainerKind = ContainerRef['kind'];

/** Where something goes: a container and the index in its list (past the end appends). */
export interface Target {
  container: ContainerRef;
  index: number;
}

/** A cell of a layout table, by the table's id and the cell's indexes in `layoutArray`. */
export interface CellRef {
  tableId: string;
  row: number;
  col: number;
}

/** What is selected on the canvas: a control by id, or a layout-table cell. */
export type Selection = { kind: 'control'; id: string } | ({ kind: 'cell' } & CellRef) | null;

/**
 * The answer of every command: the new document (and what to select), or a refusal carrying the
 * message the user sees. A refusal changes nothing.
 */
export type EditResult = { ok: true; doc: DesignDocument; select?: Selection } | { ok: false; message: string };

export const refuse = (message: string): EditResult => ({ ok: false, message });
