import { describe, expect, it, vi } from 'vitest';
import { ALL_AT_ONCE, CHUNK_BUDGET_MS, createMountQueue, FIRST_CHUNK, nextChunkSize } from './mountQueue.ts';

const orderOf = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`$.list[${i}]`, i]));

describe('the mount queue of a form', () => {
  it(`mounts a form of up to ${ALL_AT_ONCE} nodes at once`, () => {
    const queue = createMountQueue(orderOf(ALL_AT_ONCE));
    expect(queue.done()).toBe(true);
    expect(queue.isMounted(ALL_AT_ONCE - 1)).toBe(true);
  });

  it(`starts a longer form with its first ${FIRST_CHUNK} nodes`, () => {
    const queue = createMountQueue(orderOf(ALL_AT_ONCE + 1));
    expect(queue.frontier).toBe(FIRST_CHUNK);
    expect(queue.isMounted(FIRST_CHUNK - 1)).toBe(true);
    expect(queue.isMounted(FIRST_CHUNK)).toBe(false);
    expect(queue.done()).toBe(false);
  });

  it('mounts waiting nodes in document order as the frontier passes them, and tells its listeners after', () => {
    const queue = createMountQueue(orderOf(100));
    const calls: string[] = [];
    queue.waitFor(40, () => calls.push('40'));
    queue.waitFor(20, () => calls.push('20'));
    queue.waitFor(90, () => calls.push('90'));
    queue.subscribe(() => calls.push(`moved to ${queue.frontier}`));
    queue.advance(30);
    expect(calls).toEqual(['20', '40', 'moved to 46']);
    queue.advance(1000);
    expect(calls).toEqual(['20', '40', 'moved to 46', '90', 'moved to 100']);
    expect(queue.done()).toBe(true);
  });

  it('mounts at once a node whose place has passed, and forgets one that stopped waiting', () => {
    const queue = createMountQueue(orderOf(100));
    const passed = vi.fn();
    queue.waitFor(3, passed);
    expect(passed).toHaveBeenCalledTimes(1);
    const gone = vi.fn();
    const stop = queue.waitFor(50, gone);
    stop();
    queue.advance(100);
    expect(gone).not.toHaveBeenCalled();
  });

  it('tells everyone waiting for one place (a node, and the band it ends)', () => {
    const queue = createMountQueue(orderOf(100));
    const node = vi.fn();
    const band = vi.fn();
    queue.waitFor(70, node);
    queue.waitFor(70, band);
    queue.advance(100);
    expect([node.mock.calls.length, band.mock.calls.length]).toEqual([1, 1]);
  });

  it('mounts a path it was not given (a node it did not plan) at once', () => {
    const queue = createMountQueue(orderOf(100));
    expect(queue.placeOf('$.list[7].columns')).toBeUndefined();
    expect(queue.isMounted(undefined)).toBe(true);
  });

  it('always moves on, by at least one node', () => {
    const queue = createMountQueue(orderOf(100));
    queue.advance(0);
    expect(queue.frontier).toBe(FIRST_CHUNK + 1);
  });
});

describe('the size of the next chunk', () => {
  it('grows when a chunk took less than the budget and shrinks when it took more, at most twofold', () => {
    expect(nextChunkSize(20, CHUNK_BUDGET_MS / 4)).toBe(40);
    expect(nextChunkSize(20, CHUNK_BUDGET_MS)).toBe(20);
    expect(nextChunkSize(20, CHUNK_BUDGET_MS * 10)).toBe(10);
    expect(nextChunkSize(20, 0)).toBe(40);
  });

  it('stays between 4 and 400 nodes', () => {
    expect(nextChunkSize(5, CHUNK_BUDGET_MS * 10)).toBe(4);
    expect(nextChunkSize(300, 1)).toBe(400);
  });
});
