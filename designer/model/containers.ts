import { dynamicColumns, rowColumns, tableCells, type Control } from '../../schemas/types.ts';
import type { ContainerRef, DesignDocument } from './types.ts';

/** Keys from the document root to a value: `['list', 2, 'columns', 0, 'list']`. */
export type Path = (string | number)[];

export interface ContainerEntry {
  ref: ContainerRef;
  list: Control[];
  /** Where the list sits in the document. */
  path: Path;
}

/** Every list of controls in the document, in document order: a container before those inside it. */
export function* containersOf(list: Control[], path: Path = ['list'], ref: ContainerRef = { kind: 'root' }): Generator<ContainerEntry> {
  yield { ref, list, path };
  for (const [i, control] of list.entries()) {
    const here = [...path, i];
    const { id } = control;
    for (const [c, column] of rowColumns(control).entries()) {
      if (Array.isArray(column.list)) yield* containersOf(column.list, [...here, 'columns', c, 'list'], { kind: 'row', id, column: c });
    }
    if (control.compType === 'dynamicTable') yield* containersOf(dynamicColumns(control), [...here, 'columns'], { kind: 'dynamic', id });
    for (const [r, cells] of tableCells(control).entries()) {
      for (const [c, cell] of cells.entries()) {
        if (Array.isArray(cell.columns)) yield* containersOf(cell.columns, [...here, 'layoutArray', r, c, 'columns'], { kind: 'cell', id, row: r, col: c });
      }
    }
  }
}

export function sameContainer(a: ContainerRef, b: ContainerRef): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'root') return true;
  if (a.id !== (b as { id: string }).id) return false;
  if (a.kind === 'row') return a.column === (b as typeof a).column;
  if (a.kind === 'cell') return a.row === (b as typeof a).row && a.col === (b as typeof a).col;
  return true;
}

export function findContainer(doc: DesignDocument, ref: ContainerRef): ContainerEntry | undefined {
  for (const entry of containersOf(doc.list)) if (sameContainer(entry.ref, ref)) return entry;
  return undefined;
}

export interface Located {
  control: Control;
  container: ContainerEntry;
  index: number;
  /** The control's own path. */
  path: Path;
}

/** A control by id, with the list that holds it (the first one in document order if ids repeat). */
export function locateControl(doc: DesignDocument, id: string): Located | undefined {
  for (const container of containersOf(doc.list)) {
    const index = container.list.findIndex((control) => control.id === id);
    if (index >= 0) return { control: container.list[index], container, index, path: [...container.path, index] };
  }
  return undefined;
}

/** Whether `path` lies inside (or is) the value at `ancestor`. */
export function isWithin(path: Path, ancestor: Path): boolean {
  return ancestor.length <= path.length && ancestor.every((key, i) => path[i] === key);
}

/** The value at `path`; used on immer drafts after the path was found on the plain document. */
export function getIn<T>(root: unknown, path: Path): T {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value as T;
}

/** A container as a string (the drag-and-drop id of its drop zone) and back. */
export function containerKey(ref: ContainerRef): string {
  switch (ref.kind) {
    case 'root':
      return 'root';
    case 'row':
      return `row:${ref.column}:${ref.id}`;
    case 'cell':
      return `cell:${ref.row}:${ref.col}:${ref.id}`;
    case 'dynamic':
      return `dynamic:${ref.id}`;
  }
}

export function parseContainerKey(key: string): ContainerRef | undefined {
  if (key === 'root') return { kind: 'root' };
  const [kind, ...rest] = key.split(':');
  if (kind === 'dynamic' && rest.length >= 1) return { kind, id: rest.join(':') };
  if (kind === 'row' && rest.length >= 2) return { kind, column: Number(rest[0]), id: rest.slice(1).join(':') };
  if (kind === 'cell' && rest.length >= 3) return { kind, row: Number(rest[0]), col: Number(rest[1]), id: rest.slice(2).join(':') };
  return undefined;
}
