import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { MountQueue } from './mountQueue.ts';

/** The mount queue of the form being rendered; none (null) mounts everything at once. */
export const MountQueueContext = createContext<MountQueue | null>(null);

/**
 * Whether the node at `path` may mount yet. A node waiting for its turn renders nothing and is
 * re-rendered alone (not its parent) when the queue reaches it.
 */
export function useMountTurn(path: string): boolean {
  const queue = useContext(MountQueueContext);
  return useMountedThrough(queue?.placeOf(path));
}

/** Whether every node up to `place` (in mount order) has mounted; re-renders once they have. */
export function useMountedThrough(place: number | undefined): boolean {
  const queue = useContext(MountQueueContext);
  const due = !queue || queue.isMounted(place);
  const [mounted, setMounted] = useState(due);
  // A layout effect: subscribed within the commit, before the driver moves the frontier on.
  useLayoutEffect(() => {
    if (mounted || !queue || place === undefined) return;
    return queue.waitFor(place, () => setMounted(true));
  }, [queue, place, mounted]);
  return mounted || due;
}
