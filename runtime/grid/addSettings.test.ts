import { describe, expect, it } from 'vitest';
import { DEFAULT_ADD_SETTINGS, loadAddSettings, saveAddSettings } from './addSettings.ts';

/** A Storage that keeps items in a map (the unit project runs in node, without localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the add button settings', () => {
  it('start at 1 row at the bottom without scrolling, and come back as saved, per table', () => {
    const storage = memoryStorage();
    expect(loadAddSettings('站点', storage)).toEqual({ count: 1, index: 0, scroll: false });
    saveAddSettings('站点', { count: 3, index: 2, scroll: true }, storage);
    expect(loadAddSettings('站点', storage)).toEqual({ count: 3, index: 2, scroll: true });
    expect(loadAddSettings('乘客', storage)).toEqual(DEFAULT_ADD_SETTINGS);
  });

  it('fall back to the defaults on an unreadable value or no storage at all', () => {
    const storage = memoryStorage();
    storage.setItem('editableGrid.addSettings.站点', '{not json');
    expect(loadAddSettings('站点', storage)).toEqual(DEFAULT_ADD_SETTINGS);
    storage.setItem('editableGrid.addSettings.站点', JSON.stringify({ count: '9', index: 1 }));
    expect(loadAddSettings('站点', storage)).toEqual({ count: 1, index: 1, scroll: false });
    expect(loadAddSettings('站点', undefined)).toEqual(DEFAULT_ADD_SETTINGS);
    expect(() => saveAddSettings('站点', DEFAULT_ADD_SETTINGS, undefined)).not.toThrow();
  });
});
