import { describe, expect, it } from 'vitest';
import { PermissionCache } from '../../auth/permissionCache.ts';

describe('PermissionCache.stats', () => {
  it('counts fresh and stale sessions and tells when the oldest fresh one was read', async () => {
    let now = 1_000;
    const cache = new PermissionCache(100, () => now);
    expect(cache.stats()).toEqual({ entries: 0, live: 0, oldestLoadedAt: null, ttlMs: 100, maxEntries: 10_000 });
    await cache.codes('a', async () => new Set(['x']));
    now = 1_050;
    await cache.codes('b', async () => new Set(['y']));
    expect(cache.stats()).toMatchObject({ entries: 2, live: 2, oldestLoadedAt: 1_000 });
    now = 1_120;
    expect(cache.stats()).toMatchObject({ entries: 2, live: 1, oldestLoadedAt: 1_050 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, live: 0, oldestLoadedAt: null });
  });
});
