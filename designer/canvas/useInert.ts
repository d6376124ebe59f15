import { useCallback } from 'react';

/**
 * A preview on the canvas looks like the real control but must not take focus or clicks (a click
 * selects the item; Tab goes from item to item). React 18 does not know the `inert` attribute, so
 * it is set on the element directly.
 */
export function useInert<T extends HTMLElement>(): (node: T | null) => void {
  return useCallback((node: T | null) => {
    node?.setAttribute('inert', '');
  }, []);
}
