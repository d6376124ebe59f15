import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './oncePerKey.ts';

describe('oncePerKey', () => {
  it('asks once per key, whether the second call comes during or after the first', async () => {
    const load = vi.fn(async (key: string) => [`${key}-child`]);
    const once = oncePerKey(load);
    const [a, b] = [once('c2'), once('c2')];
    expect(await a).toEqual(['c2-child']);
    expect(await b).toBe(await a);
    await once('c2');
    await once('c3');
    expect(load.mock.calls).toEqual([['c2'], ['c3']]);
  });

  it('asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValueOnce(['ok']);
    const once = oncePerKey(load);
    await expect(once('c2')).rejects.toThrow('busy');
    expect(await once('c2')).toEqual(['ok']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
