import { describe, expect, it } from 'vitest';
import { PermissionCache } from './permissionCache.ts';

describe('PermissionCache', () => {
  it('reuses a session\'s codes for the lifetime, then reads them again', async () => {
    let now = 1_000;
    let reads = 0;
    const cache = new PermissionCache(5_000, () => now);
    const load = async () => new Set([`code${++reads}`]);
    expect(await cache.codes('s1', load)).toEqual(new Set(['code1']));
    now += 4_999;
    expect(await cache.codes('s1', load)).toEqual(new Set(['code1']));
    now += 1;
    expect(await cache.codes('s1', load)).toEqual(new Set(['code2']));
  });

  it('keeps sessions apart and forgets everything on clear', async () => {
    let reads = 0;
    const cache = new PermissionCache(5_000, () => 0);
    const load = async () => new Set([`code${++reads}`]);
    await cache.codes('s1', load);
    expect(await cache.codes('s2', load)).toEqual(new Set(['code2']));
    cache.clear();
    expect(await cache.codes('s1', load)).toEqual(new Set(['code3']));
  });
});
