import { createContext, useContext, useSyncExternalStore } from 'react';

/** Where a drag would land right now, for the canvas to mark: a list, a place in it, and whether it is refused. */
export interface DropHint {
  containerKey: string;
  index: number;
  refused: boolean;
  /** A reorder within one list shows itself by moving the controls; no insertion line then. */
  line: boolean;
}

/** A tiny store, so only the lists and controls the hint names re-render while dragging. */
export interface DropIndicator {
  get(): DropHint | null;
  set(hint: DropHint | null): void;
  /** The id of the canvas control being dragged, if any: it stays fully drawn wherever it goes. */
  active(): string | null;
  setActive(id: string | null): void;
  subscribe(listener: () => void): () => void;
}

const sameHint = (a: DropHint | null, b: DropHint | null) =>
  a === b || (a !== null && b !== null && a.containerKey === b.containerKey && a.index === b.index && a.refused === b.refused && a.line === b.line);

export function createDropIndicator(): DropIndicator {
  let hint: DropHint | null = null;
  let activeId: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => hint,
    set(next) {
      if (sameHint(hint, next)) return;
      hint = next;
      notify();
    },
    active: () => activeId,
    setActive(id) {
      if (id === activeId) return;
      activeId = id;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const fallback = createDropIndicator();
export const DropIndicatorContext = createContext<DropIndicator>(fallback);

/** 'ok' or 'refused' while a drag would land in this list, else null. */
export function useZoneHint(containerKey: string): 'ok' | 'refused' | null {
  const indicator = useContext(DropIndicatorContext);
  return useSyncExternalStore(indicator.subscribe, () => {
    const hint = indicator.get();
    return hint && hint.containerKey === containerKey ? (hint.refused ? 'refused' : 'ok') : null;
  });
}

/** Whether the insertion line sits before the control at `index` of this list (or at the end, index = length). */
export function useLineBefore(containerKey: string, index: number): boolean {
  const indicator = useContext(DropIndicatorContext);
  return useSyncExternalStore(indicator.subscribe, () => {
    const hint = indicator.get();
    return hint !== null && hint.line && !hint.refused && hint.containerKey === containerKey && hint.index === index;
  });
}

/** Whether this control is the one being dragged. */
export function useIsDragged(id: string): boolean {
  const indicator = useContext(DropIndicatorContext);
  return useSyncExternalStore(indicator.subscribe, () => indicator.active() === id);
}
