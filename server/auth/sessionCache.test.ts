import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessionCache.ts';

describe('SessionCache', () => {
  it('lets requests that arrive together share one read', async () => {
    let reads = 0;
    let finish: (value: string) => void = () => undefined;
    const cache = new SessionCache<string>(5_000, () => 0);
    const load = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('s1', load);
    const second = cache.get('s1', load);
    finish('rules');
    expect([await first, await second, reads]).toEqual(['rules', 'rules', 1]);
  });

  it('forgets a failed read at once, so the next request reads again', async () => {
    const cache = new SessionCache<string>(5_000, () => 0);
    await expect(cache.get('s1', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('s1', async () => 'read again')).toBe('read again');
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps a read begun before a clear() out of the cache', async () => {
    let finish: (value: string) => void = () => undefined;
    const cache = new SessionCache<string>(5_000, () => 0);
    const stale = cache.get('s1', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.get('s1', async () => 'after the change')).toBe('after the change');
  });
});
