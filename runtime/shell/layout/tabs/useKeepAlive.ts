import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { ls } from '../../storage/localStore';
import { StorageKeys } from '../../storage/storageKeys';
import { keptPages } from './keepAliveRules';

/** What a kept page's hooks see as the location: its own, frozen while it is hidden. */
export interface FrozenLocation {
  location: Location;
  navigationType: NavigationType;
}

interface KeptPage {
  element: ReactNode;
  frozen: FrozenLocation;
  /** Bumped by 刷新: a new value remounts the page. */
  generation: number;
}

export interface KeptPageView extends KeptPage {
  key: string;
  active: boolean;
}

interface KeepAliveOptions {
  /** The page shown now (see pageKeyFor), or null when the outlet only redirects. */
  activeKey: string | null;
  /** The routed element for the current location (react-router's useOutlet). */
  outlet: ReactNode;
  multipage: boolean;
  openTabs: readonly string[];
  keepAliveRoute: (key: string) => boolean;
}

/**
 * Keeps the routed element of each cached page, by full path. The element of the current location is
 * recorded as it renders; when the location moves on, the same element object stays mounted under
 * its own frozen location, so React keeps its state (typed input, loaded rows) and re-renders nothing.
 */
export function useKeepAlive({ activeKey, outlet, multipage, openTabs, keepAliveRoute }: KeepAliveOptions) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const pages = useRef(new Map<string, KeptPage>()).current;
  const recency = useRef<string[]>([]).current;
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  if (activeKey !== null) {
    const page = pages.get(activeKey);
    const same = page !== undefined && page.frozen.location === location;
    pages.set(activeKey, {
      element: outlet,
      frozen: same ? page.frozen : { location, navigationType },
      generation: page?.generation ?? 0,
    });
    if (recency.at(-1) !== activeKey) {
      const index = recency.indexOf(activeKey);
      if (index !== -1) recency.splice(index, 1);
      recency.push(activeKey);
    }
  }

  const kept = keptPages({ multipage, openTabs, visited: recency, current: activeKey, keepAliveRoute });
  const keptList = kept.join('\n');

  // Dropped pages (closed tabs) are forgotten, and the list is stored under the seed's key.
  useEffect(() => {
    const keep = new Set(keptList === '' ? [] : keptList.split('\n'));
    for (const key of [...pages.keys()]) if (!keep.has(key)) pages.delete(key);
    for (let i = recency.length - 1; i >= 0; i -= 1) if (!keep.has(recency[i])) recency.splice(i, 1);
    ls.set(StorageKeys.cachedRoutes, [...keep]);
  }, [keptList, pages, recency]);

  // Pages render in the order they were first shown, so none ever moves in the document (an iframe would reload).
  const views: KeptPageView[] = [...pages.entries()]
    .filter(([key]) => kept.includes(key))
    .map(([key, page]) => ({ key, active: key === activeKey, ...page }));

  const refresh = (key: string) => {
    const page = pages.get(key);
    if (page === undefined) return;
    pages.set(key, { ...page, generation: page.generation + 1 });
    rerender();
  };

  return { views, refresh };
}
