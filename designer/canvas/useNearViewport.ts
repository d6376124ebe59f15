import { useCallback, useRef, useState } from 'react';

type Listener = (near: boolean) => void;

const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | undefined;

/** One observer for every control on the canvas: a screenful above and below counts as near. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '600px 0px' },
  );
  return observer;
}

export interface NearViewport<T> {
  ref: (node: T | null) => void;
  near: boolean;
  /** What `measure` gave when the element last left the screen, for a stand-in of the same size. */
  height: number | undefined;
  /** The observed element, for callers that need it (focus checks). */
  node: { readonly current: T | null };
}

/**
 * Whether an element is on or near the screen. The canvas fully draws (runtime renderer, drag
 * and drop hooks) only the controls near the screen: a form of 300 controls then holds a few
 * dozen of each instead of 300, so a drop or a reorder re-renders and restyles that much less.
 * An element holding the focus stays near. Without IntersectionObserver everything is near.
 * `startNear`: drawn in full until the observer says otherwise (a control just dropped is in view).
 */
export function useNearViewport<T extends HTMLElement>(
  measure: (element: T) => number | undefined = () => undefined,
  startNear = false,
): NearViewport<T> {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported || startNear);
  const height = useRef<number | undefined>(undefined);
  const node = useRef<T | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      if (!supported) return;
      if (node.current) {
        sharedObserver().unobserve(node.current);
        listeners.delete(node.current);
      }
      node.current = element;
      if (!element) return;
      listeners.set(element, (isNear) => {
        if (!isNear && element.contains(document.activeElement)) return;
        // Leaving the screen: remember how tall the full drawing was, for a stand-in of that size.
        if (!isNear) height.current = measure(element) ?? height.current;
        setNear(isNear);
      });
      sharedObserver().observe(element);
    },
    // measure is read when the element leaves the screen; a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [supported],
  );
  return { ref, near, height: height.current, node };
}
