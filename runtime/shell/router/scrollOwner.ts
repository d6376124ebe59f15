import { createContext, type MutableRefObject, useContext, useLayoutEffect } from 'react';

/**
 * How many mounted layouts restore the window's scroll themselves (the tabbed workspace does, per
 * page). While one is mounted, the route guard leaves the scroll to it instead of going to the top.
 */
export const ScrollOwnersContext = createContext<MutableRefObject<number> | null>(null);

/** Takes over the window's scroll from the route guard while the calling component is mounted. */
export function useOwnScroll(): void {
  const owners = useContext(ScrollOwnersContext);
  // A layout effect: it runs before the guard's effect of the same navigation.
  useLayoutEffect(() => {
    if (owners === null) return;
    owners.current += 1;
    return () => {
      owners.current -= 1;
    };
  }, [owners]);
}
