import { useEffect, useLayoutEffect, useRef } from 'react';
import { useOwnScroll } from '../../router/scrollOwner';

/**
 * Window scroll per page: switching back to a tab scrolls to where it was left, and a page opened
 * afresh starts at the top. The position is applied as soon as the page is shown, and once more on
 * the next frame, after the scroll events of the shorter or longer document (which would otherwise
 * be recorded for the page just shown).
 */
export function useScrollMemory(activeKey: string | null, keptKeys: readonly string[]): void {
  useOwnScroll();
  const positions = useRef(new Map<string, number>()).current;
  const current = useRef(activeKey);

  // A closed page that opens again starts at the top.
  const kept = keptKeys.join('\n');
  useEffect(() => {
    const keep = new Set(kept.split('\n'));
    for (const key of [...positions.keys()]) if (!keep.has(key)) positions.delete(key);
  }, [kept, positions]);

  useEffect(() => {
    const onScroll = () => {
      if (current.current !== null) positions.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [positions]);

  useLayoutEffect(() => {
    current.current = activeKey;
    if (activeKey === null) return;
    const target = positions.get(activeKey) ?? 0;
    const restore = () => {
      window.scrollTo(0, target);
      positions.set(activeKey, target);
    };
    restore();
    const frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [activeKey, positions]);
}
