import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { labelsFrom, searchParams, searchSelectConfig, searchValues, SEARCH_URLS, toOptions } from './searchSelect.ts';

const config = (compType: string, extra: Partial<Control> = {}) => searchSelectConfig({ id: 'fd_s', compType, dict: 'village_type', ...extra });

describe('searchable select config (seed 002 §9)', () => {
  it('waits 800 ms in the searchable select and 300 ms in the dictionary keyword search, unless debounce says otherwise', () => {
    expect(config('searchSelect').debounce).toBe(800);
    expect(config('dictSearch').debounce).toBe(300);
    expect(config('searchSelect', { debounce: 500 }).debounce).toBe(500);
    expect(config('searchSelect', { debounce: -1 }).debounce).toBe(800);
  });

  it('asks pages of 10 with the keyword, searching on the server unless async is false', () => {
    expect(searchParams(config('searchSelect').pageSize, ' 村 ')).toEqual({ keyword: '村', pageSize: 10 });
    expect(config('searchSelect', { pageSize: '25' }).pageSize).toBe(25);
    expect(config('searchSelect').async).toBe(true);
    expect(config('searchSelect', { async: false }).async).toBe(false);
  });

  it('asks /sys/dict/loadDict/{dict} with the dict escaped', () => {
    expect(SEARCH_URLS.search('biz_item,name,code')).toBe('/sys/dict/loadDict/biz_item%2Cname%2Ccode');
  });
});

describe('searchable select values', () => {
  it('reads dictionary items as options, leaving out items without a value', () => {
    expect(toOptions([{ value: '1', text: '行政村' }, { value: 2, label: '自然村' }, { text: '无值' }, 'junk'])).toEqual([
      { value: '1', label: '行政村' },
      { value: '2', label: '自然村' },
    ]);
    expect(toOptions(null)).toEqual([]);
  });

  it('splits a comma list and names values from a loadDictItem answer', () => {
    expect(searchValues('1, 2')).toEqual(['1', '2']);
    expect(searchValues(undefined)).toEqual([]);
    expect([...labelsFrom(['1', '2'], ['行政村'])]).toEqual([['1', '行政村']]);
  });
});
