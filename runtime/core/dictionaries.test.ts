import { describe, expect, it, vi } from 'vitest';
import { DICT_CACHE_MS, DictionaryCache, type ExpiringStore } from './dictionaries.ts';

function memoryStore(): ExpiringStore & { ttl: Map<string, number | undefined> } {
  const data = new Map<string, unknown>();
  const ttl = new Map<string, number | undefined>();
  return {
    ttl,
    get: (k) => data.get(k),
    set: (k, v, t) => {
      data.set(k, v);
      ttl.set(k, t);
    },
    remove: (k) => void data.delete(k),
    keys: () => [...data.keys()],
  };
}

const sex = [{ value: '1', text: '男', label: '男', title: '男' }];

describe('DictionaryCache', () => {
  it('refuses an empty code with the seed message', async () => {
    const cache = new DictionaryCache(vi.fn(), memoryStore(), () => ({}));
    await expect(cache.get('')).rejects.toThrow('字典Code不能为空!');
    await expect(cache.get(undefined)).rejects.toThrow('字典Code不能为空!');
  });

  it('answers from the login items before asking the source', async () => {
    const source = vi.fn();
    const cache = new DictionaryCache(source, memoryStore(), () => ({ sex: [{ value: '1', text: '男' }] }));
    expect(await cache.get('sex')).toEqual(sex);
    expect(source).not.toHaveBeenCalled();
  });

  it('asks the source once, keeps the answer for 7 days, and forgets it on clear', async () => {
    const store = memoryStore();
    const source = vi.fn(async () => [{ value: 'Y', text: '是', label: '是', title: '是' }]);
    const cache = new DictionaryCache(source, store, () => null);
    const [a, b] = await Promise.all([cache.get('yn'), cache.get('yn')]);
    expect(a).toEqual(b);
    expect(source).toHaveBeenCalledTimes(1);
    expect(store.ttl.get('DICT_CACHE_yn')).toBe(DICT_CACHE_MS);
    expect(new DictionaryCache(source, store, () => null).peek('yn')).toHaveLength(1);
    cache.clear();
    expect(store.keys()).toEqual([]);
    await cache.get('yn');
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('translates values and comma lists to text', async () => {
    const cache = new DictionaryCache(vi.fn(), memoryStore(), () => ({ sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] }));
    expect(cache.textOf('sex', '2')).toBe('女');
    expect(cache.textOf('sex', '1,2')).toBe('男,女');
    expect(cache.textOf('sex', '9')).toBe('9');
    expect(cache.textOf('sex', null)).toBe('');
  });
});
