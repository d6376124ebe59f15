import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const KeptStyles = lazy(() => import('./KeptStyles'));

/** After the first screen has settled: late enough not to compete with it, early enough to help the next page. */
const START_AFTER_MS = 1500;

/**
 * antd writes each component's styles the first time it is used and forgets them when the last user
 * of that component unmounts; opening a list page again then regenerates the table's styles and makes
 * the browser re-match every element (the largest part of a list page's first render). This keeps one
 * user of each component the schema pages use, so their styles are generated once per theme. It loads
 * in idle time, after the first screen, and renders into an element that is never attached to the
 * document: nothing shows, nothing is laid out, and no query on the page finds it.
 */
function StyleKeeperView() {
  const [started, setStarted] = useState(false);
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    let cancelled = false;
    const start = () => !cancelled && setStarted(true);
    const timer = window.setTimeout(() => {
      // jsdom and older browsers have no idle callbacks.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start);
      else window.setTimeout(start, 0);
    }, START_AFTER_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);
  if (!started) return null;
  return createPortal(
    <Suspense fallback={null}>
      <KeptStyles />
    </Suspense>,
    host,
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const StyleKeeper = memo(StyleKeeperView);
