import { describe, expect, it } from 'vitest';
import { createEnhanceHistory, ENHANCE_HISTORY_LIMIT, type TextStore } from './enhanceHistory.ts';

function mapStore(): TextStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A clock that ticks one ms per reading, so entries have distinct times. */
const ticking = () => {
  let t = 1000;
  return () => (t += 1);
};

describe('enhance history (seed 001 §3, §9)', () => {
  it('keeps entries newest first', () => {
    const history = createEnhanceHistory(mapStore(), ticking());
    history.record('demo', 'a');
    history.record('demo', 'b');
    expect(history.list('demo').map((e) => e.content)).toEqual(['b', 'a']);
    expect(history.list('demo')[0].time).toBeGreaterThan(history.list('demo')[1].time);
  });

  it('keeps each text once: recording it again moves it to the front with the new time', () => {
    const history = createEnhanceHistory(mapStore(), ticking());
    history.record('demo', 'a');
    history.record('demo', 'b');
    const list = history.record('demo', 'a');
    expect(list.map((e) => e.content)).toEqual(['a', 'b']);
    expect(list[0].time).toBe(1003);
  });

  it(`keeps at most ${ENHANCE_HISTORY_LIMIT} entries, dropping the oldest`, () => {
    const history = createEnhanceHistory(mapStore(), ticking());
    for (let i = 1; i <= 20; i += 1) history.record('demo', `v${i}`);
    const list = history.list('demo');
    expect(ENHANCE_HISTORY_LIMIT).toBe(16);
    expect(list).toHaveLength(16);
    expect(list[0].content).toBe('v20');
    expect(list[15].content).toBe('v5');
  });

  it('keeps one history per code, in the store', () => {
    const store = mapStore();
    const history = createEnhanceHistory(store, ticking());
    history.record('form_a', 'x');
    history.record('form_b', 'y');
    expect(history.list('form_a').map((e) => e.content)).toEqual(['x']);
    expect(history.list('form_b').map((e) => e.content)).toEqual(['y']);
    // Another instance over the same storage (a reload) sees the same lists.
    expect(createEnhanceHistory(store).list('form_a').map((e) => e.content)).toEqual(['x']);
    expect([...store.data.keys()].sort()).toEqual(['ENHANCE_HISTORY_form_a', 'ENHANCE_HISTORY_form_b']);
  });

  it('removes one entry or the whole history of a code', () => {
    const store = mapStore();
    const history = createEnhanceHistory(store, ticking());
    history.record('demo', 'a');
    history.record('demo', 'b');
    expect(history.remove('demo', 'a').map((e) => e.content)).toEqual(['b']);
    expect(history.remove('demo')).toEqual([]);
    expect(store.data.size).toBe(0);
  });

  it('reads a missing, broken or foreign entry as no history', () => {
    const store = mapStore();
    const history = createEnhanceHistory(store);
    expect(history.list('demo')).toEqual([]);
    store.setItem('ENHANCE_HISTORY_demo', '{not json');
    expect(history.list('demo')).toEqual([]);
    store.setItem('ENHANCE_HISTORY_demo', JSON.stringify([{ content: 'ok', time: 1 }, { content: 3 }, 'x']));
    expect(history.list('demo')).toEqual([{ content: 'ok', time: 1 }]);
  });

  it('refuses an empty code', () => {
    const history = createEnhanceHistory(mapStore());
    expect(() => history.record(' ', 'a')).toThrow('enhance history needs a code');
  });
});
