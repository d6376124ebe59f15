/**
 * The order in which the nodes of a long form mount. Every control node has a place in document
 * order (mountOrder.ts); a node is mounted once the frontier has passed its place. The form moves
 * the frontier itself (MountDriver): far enough to fill the screen before the first paint, then,
 * from when the page is first idle, a chunk per task until every node is mounted. The Formily
 * fields do not wait for this: they are all made up front (createFormFields.ts), so values and
 * validation cover the whole form from the start.
 *
 * Framework-free: the React side (useMountTurn, MountDriver) subscribes nodes and drives it.
 */

/** A form of at most this many nodes mounts in one go: the bookkeeping would cost more than it saves. */
export const ALL_AT_ONCE = 60;
/** Nodes in the first render of a longer form; more follow before the first paint while the screen has room. */
export const FIRST_CHUNK = 16;
/** Chunks of background mounting start at this size and adapt so that one chunk takes about CHUNK_BUDGET_MS. */
export const START_CHUNK = 24;
export const CHUNK_BUDGET_MS = 50;

export interface MountQueue {
  /** Places in the order; paths not in it (a node this form did not plan) mount at once. */
  placeOf(path: string): number | undefined;
  isMounted(place: number | undefined): boolean;
  /** Calls `mount` once the frontier passes `place` (at once if it has); answers an unsubscribe. */
  waitFor(place: number, mount: () => void): () => void;
  /** Moves the frontier `count` places on, mounting the nodes waiting there in order. */
  advance(count: number): void;
  /** Every node mounted. */
  done(): boolean;
  /** Told after every move of the frontier; answers an unsubscribe. */
  subscribe(listener: () => void): () => void;
  readonly frontier: number;
  readonly total: number;
}

export function createMountQueue(order: Map<string, number>): MountQueue {
  const total = order.size;
  let frontier = total <= ALL_AT_ONCE ? total : FIRST_CHUNK;
  // Several may wait for one place: the node there, and a band whose last node it is.
  const waiting = new Map<number, Set<() => void>>();
  const listeners = new Set<() => void>();
  return {
    placeOf: (path) => order.get(path),
    isMounted: (place) => place === undefined || place < frontier,
    waitFor(place, mount) {
      if (place < frontier) {
        mount();
        return () => undefined;
      }
      const here = waiting.get(place) ?? new Set();
      here.add(mount);
      waiting.set(place, here);
      return () => void here.delete(mount);
    },
    advance(count) {
      const from = frontier;
      frontier = Math.min(total, frontier + Math.max(1, Math.round(count)));
      for (let place = from; place < frontier; place += 1) {
        const here = waiting.get(place);
        if (!here) continue;
        waiting.delete(place);
        for (const mount of here) mount();
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    done: () => frontier >= total,
    get frontier() {
      return frontier;
    },
    total,
  };
}

/** The next chunk size, from how long the last one took against the budget (halving to doubling, 4 to 400 nodes). */
export function nextChunkSize(size: number, tookMs: number): number {
  const ratio = tookMs > 0 ? CHUNK_BUDGET_MS / tookMs : 2;
  return Math.max(4, Math.min(400, Math.round(size * Math.max(0.5, Math.min(2, ratio)))));
}
