import { useEffect } from 'react';
import { settingsStore } from '../settings/settingsStore';
import { MOBILE_QUERY, NARROW_QUERY, viewportNow } from './viewport';

/** Device and sidebar state follow the screen width (seed 000 section 4): matchMedia listeners feed the store. */
export function useViewportSync(): void {
  useEffect(() => {
    const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(NARROW_QUERY)];
    const update = () => settingsStore.dispatch({ type: 'viewport', ...viewportNow() });
    update();
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);
}
