import { describe, expect, it } from 'vitest';
import { checkSave, readSavedQueries, removeSavedQuery, savedQueryKey, upsertSavedQuery, writeSavedQueries, type SavedQuery } from './savedQueries.ts';

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const a: SavedQuery = { title: '有效线路', matchType: 'and', records: [{ field: 'status', rule: 'eq', val: '1' }] };
const b: SavedQuery = { title: '长线', matchType: 'or', records: [{ field: 'stops', rule: 'gt', val: '20' }] };

describe('saved queries', () => {
  it('live under JSuperQuerySaved_ plus the page path', () => {
    expect(savedQueryKey('/bus/line')).toBe('JSuperQuerySaved_/bus/line');
  });

  it('write and read back', () => {
    const s = store();
    writeSavedQueries(s, 'k', [a, b]);
    expect(JSON.parse(s.data.get('k') ?? '')).toEqual([a, b]);
    expect(readSavedQueries(s, 'k')).toEqual([a, b]);
  });

  it('read as none when missing or unreadable, and skip malformed entries', () => {
    expect(readSavedQueries(store(), 'k')).toEqual([]);
    expect(readSavedQueries(store({ k: '{oops' }), 'k')).toEqual([]);
    expect(readSavedQueries(store({ k: '{"title":"x"}' }), 'k')).toEqual([]);
    expect(readSavedQueries(store({ k: JSON.stringify([a, { title: 1 }, { title: 'y', records: [] }]) }), 'k')).toEqual([a, { title: 'y', records: [], matchType: 'and' }]);
  });

  it('replace an entry of the same title in place, or append', () => {
    const changed = { ...a, matchType: 'or' as const };
    expect(upsertSavedQuery([a, b], changed)).toEqual([changed, b]);
    expect(upsertSavedQuery([a], b)).toEqual([a, b]);
    expect(removeSavedQuery([a, b], a.title)).toEqual([b]);
  });

  it.each([
    [{ emptyQuery: true, title: 'x', list: [] }, 'emptyQuery'],
    [{ emptyQuery: false, title: '  ', list: [] }, 'emptyName'],
    [{ emptyQuery: false, title: undefined, list: [] }, 'emptyName'],
    [{ emptyQuery: false, title: '有效线路', list: [a] }, 'exists'],
    [{ emptyQuery: false, title: '新的', list: [a] }, 'ok'],
  ] as const)('checkSave %j → %s', (params, expected) => {
    expect(checkSave(params)).toBe(expected);
  });
});
