import { freeze } from 'immer';
import { largestIdNumber, type IdSource } from './ids.ts';
import { amend, canRedo, canUndo, record, redo, startHistory, undo, type History } from './history.ts';
import { sameSelection, validSelection } from './selection.ts';
import type { DesignDocument, EditResult, Selection } from './types.ts';

export interface DesignerState {
  history: History<DesignDocument>;
  selection: Selection;
  /** Counts every change of the document (edits, undo, redo); the page compares it with the saved one. */
  revision: number;
}

export interface RunOptions {
  /**
   * Edits with the same key in quick succession (keystrokes in one property field) amend one
   * history step instead of adding one each.
   */
  coalesce?: string;
}

/** The designer's state outside React: the document with its history, and the selection. */
export interface DesignerStore {
  getState(): DesignerState;
  subscribe(listener: () => void): () => void;
  /** New ids for controls and cells; never one already in the document. */
  ids: IdSource;
  /** Runs a command on the current document. A refusal comes back as its message and changes nothing. */
  run(command: (doc: DesignDocument, ids: IdSource) => EditResult, options?: RunOptions): string | undefined;
  select(selection: Selection): void;
  undo(): void;
  redo(): void;
  /** A document loaded or saved: a fresh history, nothing selected. */
  reset(doc: DesignDocument): void;
  /** A whole new document (the JSON dialog's 应用), as one undoable step. */
  replace(doc: DesignDocument): void;
}

export interface StoreOptions {
  now?: () => number;
  /** How long after an edit the next one with the same coalesce key still amends it. */
  coalesceMs?: number;
}

/**
 * Documents are frozen as they come in (immer freezes what it produces; this freezes a loaded
 * form up front), so the first edit after loading does not pay for freezing 300 controls.
 */
const frozen = (doc: DesignDocument): DesignDocument => freeze(doc, true);

export function createDesignerStore(initial: DesignDocument, options: StoreOptions = {}): DesignerStore {
  const now = options.now ?? Date.now;
  const coalesceMs = options.coalesceMs ?? 1000;
  let state: DesignerState = { history: startHistory(frozen(initial)), selection: null, revision: 0 };
  let lastEdit: { key: string; at: number } | undefined;
  const listeners = new Set<() => void>();

  // Ids look like the older designer's (a millisecond clock) but always climb above every id in the document.
  let lastId = largestIdNumber(initial);
  const ids: IdSource = { next: () => (lastId = Math.max(now(), lastId + 1)) };
  const raiseIds = (doc: DesignDocument) => void (lastId = Math.max(lastId, largestIdNumber(doc)));

  const set = (next: DesignerState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const withDocument = (history: History<DesignDocument>, selection: Selection): DesignerState =>
    history === state.history && selection === state.selection
      ? state
      : {
          history,
          selection: validSelection(history.present, selection),
          revision: history === state.history ? state.revision : state.revision + 1,
        };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ids,
    run(command, runOptions = {}) {
      const result = command(state.history.present, ids);
      if (!result.ok) return result.message;
      const at = now();
      const key = runOptions.coalesce;
      const amending = key !== undefined && lastEdit?.key === key && at - lastEdit.at <= coalesceMs && canUndo(state.history);
      lastEdit = key !== undefined ? { key, at } : undefined;
      const history = amending ? amend(state.history, result.doc) : record(state.history, result.doc);
      set(withDocument(history, result.select === undefined ? state.selection : result.select));
      return undefined;
    },
    select(selection) {
      if (!sameSelection(selection, state.selection)) set(withDocument(state.history, selection));
    },
    undo() {
      lastEdit = undefined;
      set(withDocument(undo(state.history), state.selection));
    },
    redo() {
      lastEdit = undefined;
      set(withDocument(redo(state.history), state.selection));
    },
    reset(doc) {
      lastEdit = undefined;
      raiseIds(doc);
      set({ history: startHistory(frozen(doc)), selection: null, revision: state.revision + 1 });
    },
    replace(doc) {
      lastEdit = undefined;
      raiseIds(doc);
      set(withDocument(record(state.history, frozen(doc)), state.selection));
    },
  };
}

export { canRedo, canUndo };
