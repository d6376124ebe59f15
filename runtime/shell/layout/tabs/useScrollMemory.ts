import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Window scroll per page: switching back to a tab scrolls to where it was left. The position to
 * restore is read when the page becomes active, before the shorter or longer document and the router's
 * scroll-to-top fire their own scroll events, and applied on the next frame, after both.
 */
export function useScrollMemory(activeKey: string | null, keptKeys: readonly string[]): void {
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
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, target);
      positions.set(activeKey, target);
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey, positions]);
}
