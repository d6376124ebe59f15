import { useCallback, useEffect, useState, type RefObject } from 'react';

/** False while the page sits in a workspace tab that is not shown (display:none) or is not mounted. */
const isShown = (element: HTMLElement | null): boolean => element !== null && element.getClientRects().length > 0;

/**
 * A counter the page's reads depend on: `bump` reads again at once, and with `seconds` it goes up
 * on its own every that many seconds, but not while the browser tab is hidden or the page's own
 * workspace tab is not the shown one. Coming back to the browser tab reads at once.
 */
export function useRefresh(seconds: number | undefined, box: RefObject<HTMLElement | null>) {
  const [tick, setTick] = useState(0);
  const bump = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (!seconds) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => {
        if (!document.hidden && isShown(box.current)) bump();
      }, seconds * 1000);
    };
    const onVisibility = () => {
      if (document.hidden) return stop();
      if (isShown(box.current)) bump();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [seconds, bump, box]);

  return { tick, bump };
}
