/**
 * Undo and redo as a stack of whole documents (house style: history is a stack of schemas).
 * immer shares every unchanged part between versions, so a step costs only what it changed.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** A new present; the old one becomes undoable (the oldest step drops past the limit) and redo is lost. */
export function record<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

/** Replaces the present without a new step: keystrokes in one property field make one step. */
export function amend<T>(history: History<T>, next: T): History<T> {
  return Object.is(next, history.present) ? history : { ...history, present: next, future: [] };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const past = history.past.slice(0, -1);
  return { past, present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [present, ...future] = history.future;
  return { past: [...history.past, history.present], present, future };
}
