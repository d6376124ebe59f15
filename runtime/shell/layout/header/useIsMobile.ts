import { useSyncExternalStore } from 'react';

/** Seed 000 section 2.4: 1087.99 px wide or less is mobile. */
export const MOBILE_QUERY = '(max-width: 1087.99px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

/** Whether the viewport is a mobile one; follows resizing. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
