import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Pages with work that is not saved yet (the form designer's board): closing their tab, 刷新, or
 * (without tabs) navigating away asks first, so nothing typed is lost without a word. Closing or
 * reloading the browser tab is the page's own beforeunload.
 */

/** The kept page a component renders in (KeepAliveOutlet); null outside the workspace. */
export const PageKeyContext = createContext<string | null>(null);

const guards = new Map<string, Set<() => boolean>>();

/** Whether any of the pages at `keys` holds unsaved work now. */
export function hasUnsavedWork(keys: Iterable<string>): boolean {
  for (const key of keys) for (const dirty of guards.get(key) ?? []) if (dirty()) return true;
  return false;
}

/** Registers `isDirty` for the page this component renders in, while it is mounted. */
export function useLeaveGuard(isDirty: () => boolean): void {
  const key = useContext(PageKeyContext);
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    if (key === null) return;
    const check = () => latest.current();
    const set = guards.get(key) ?? new Set();
    set.add(check);
    guards.set(key, set);
    return () => {
      set.delete(check);
      if (set.size === 0) guards.delete(key);
    };
  }, [key]);
}
