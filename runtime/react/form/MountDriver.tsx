import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ALL_AT_ONCE, FIRST_CHUNK, START_CHUNK, nextChunkSize, type MountQueue } from './mountQueue.ts';
import { nextTask, whenIdle } from './whenIdle.ts';

/**
 * Rounds of filling the first screen before the first paint, each mounting twice as many nodes as
 * the last: 16 + 32 + 64 + 128, enough for any screen, and a bound on that first synchronous render.
 */
const FILL_ROUNDS = 4;

/**
 * Placed after the form's controls, it moves the mount queue on. Before the first paint: while its
 * own top is still on screen, another chunk mounts (synchronously, from the layout effect), so the
 * first screen shows complete. Not laid out (a hidden tab, jsdom): the first ALL_AT_ONCE nodes.
 * Then, once the page is idle after that first paint, the rest: a chunk per task, each sized to
 * take about CHUNK_BUDGET_MS, the browser handling input and drawing frames between them.
 */
export function MountDriver({ queue }: { queue: MountQueue }) {
  const marker = useRef<HTMLDivElement>(null);
  const rounds = useRef(0);
  const [frontier, setFrontier] = useState(queue.frontier);
  const [filledQueue, setFilledQueue] = useState<MountQueue | null>(null);
  const filled = filledQueue === queue || queue.done();

  // Re-rendered with the nodes of each chunk, so that the layout effect below sees them in place.
  useLayoutEffect(() => {
    rounds.current = 0;
    return queue.subscribe(() => setFrontier(queue.frontier));
  }, [queue]);

  useLayoutEffect(() => {
    if (filled) return;
    const box = marker.current?.getBoundingClientRect();
    const laidOut = box !== undefined && (box.width > 0 || box.height > 0);
    rounds.current += 1;
    if (!laidOut && queue.frontier < ALL_AT_ONCE) queue.advance(ALL_AT_ONCE - queue.frontier);
    else if (laidOut && box.top < window.innerHeight && rounds.current <= FILL_ROUNDS) queue.advance(FIRST_CHUNK * 2 ** (rounds.current - 1));
    else setFilledQueue(queue);
  }, [queue, frontier, filled]);

  useEffect(() => {
    if (!filled || queue.done()) return;
    let size = START_CHUNK;
    let cancel = whenIdle(step);
    function step() {
      const started = performance.now();
      // Rendered and committed right here, so that the chunk's cost is known exactly and the next
      // one sized to the budget.
      flushSync(() => queue.advance(size));
      size = nextChunkSize(size, performance.now() - started);
      // Not waiting for the page to be idle again: that would wait for a frame after every chunk.
      if (!queue.done()) cancel = nextTask(step);
    }
    return () => cancel();
  }, [queue, filled]);

  return <div ref={marker} aria-hidden />;
}
