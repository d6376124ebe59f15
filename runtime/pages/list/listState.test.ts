import { describe, expect, it } from 'vitest';
import { applyTableChange, initialListState, pageAfterRemoval, pageSizeOptions, tableScroll, toListQuery, totalText, type ListState } from './listState.ts';

const base = (over: Partial<ListState> = {}): ListState => ({ ...initialListState({}), ...over });

describe('initialListState', () => {
  it('starts on page 1 with 10 rows, newest first', () => {
    expect(initialListState({})).toEqual({ pageNo: 1, pageSize: 10, sort: { column: 'createTime', order: 'desc' }, search: {}, columnFilters: {}, superQuery: undefined });
  });
  it("takes the schema's page size and default sort", () => {
    expect(initialListState({ pageSize: 30, defaultSort: { column: 'lineNo', order: 'asc' } })).toMatchObject({ pageSize: 30, sort: { column: 'lineNo', order: 'asc' } });
  });
});

describe('toListQuery', () => {
  it('merges search and column filters, the column filter winning, lists joined with a comma', () => {
    const query = toListQuery(base({ search: { status: '1', lineName: '*a*' }, columnFilters: { status: ['0', '1'], kind: [] } }));
    expect(query).toEqual({ pageNo: 1, pageSize: 10, sort: { column: 'createTime', order: 'desc' }, filters: { status: '0,1', lineName: '*a*' } });
  });

  it('sends the advanced query only when it has conditions', () => {
    const superQuery = { matchType: 'or' as const, conditions: [{ field: 'a', rule: 'eq' as const, val: '1' }] };
    expect(toListQuery(base({ superQuery })).superQuery).toEqual(superQuery);
    expect(toListQuery(base({ superQuery: { matchType: 'and', conditions: [] } })).superQuery).toBeUndefined();
  });

  it('asks a tree list for top-level rows unless a search or advanced query narrows it', () => {
    const tree = { parentField: 'pid' };
    expect(toListQuery(base(), tree).filters).toEqual({ pid: '0' });
    expect(toListQuery(base({ search: { name: '*x*' } }), tree).filters).toEqual({ name: '*x*' });
    expect(toListQuery(base({ superQuery: { matchType: 'and', conditions: [{ field: 'a', rule: 'eq', val: '1' }] } }), tree).filters).toEqual({});
  });
});

describe('applyTableChange', () => {
  it('reads ascend/descend as asc/desc on the sorted field, with paging and filters', () => {
    const next = applyTableChange(base(), { current: 2, pageSize: 20, sorter: { field: 'stopCount', order: 'ascend' }, filters: { status: ['1', 0], kind: null } });
    expect(next).toMatchObject({ pageNo: 2, pageSize: 20, sort: { column: 'stopCount', order: 'asc' }, columnFilters: { status: ['1', '0'] } });
    expect(applyTableChange(base(), { sorter: { field: 'x', order: 'descend' }, filters: {} }).sort).toEqual({ column: 'x', order: 'desc' });
  });

  it('falls back to the default sort when the sort is cleared', () => {
    const sorted = base({ sort: { column: 'x', order: 'asc' } });
    expect(applyTableChange(sorted, { sorter: { field: 'x', order: null }, filters: {} }, { column: 'lineNo', order: 'asc' }).sort).toEqual({ column: 'lineNo', order: 'asc' });
  });
});

describe('totalText', () => {
  it('shows the range and the total', () => {
    expect(totalText(37, [11, 20])).toBe('11-20 共37条');
  });
});

describe('pageAfterRemoval', () => {
  it.each([
    [{ total: 11, removed: 1, pageNo: 2, pageSize: 10 }, 1],
    [{ total: 12, removed: 1, pageNo: 2, pageSize: 10 }, 2],
    [{ total: 1, removed: 1, pageNo: 1, pageSize: 10 }, 1],
    [{ total: 30, removed: 10, pageNo: 3, pageSize: 10 }, 2],
  ])('%j → page %i', (params, page) => {
    expect(pageAfterRemoval(params)).toBe(page);
  });
});

describe('pageSizeOptions', () => {
  it('offers 10/20/30, plus the schema size when it is another', () => {
    expect(pageSizeOptions(undefined)).toEqual(['10', '20', '30']);
    expect(pageSizeOptions(20)).toEqual(['10', '20', '30']);
    expect(pageSizeOptions(100)).toEqual(['10', '20', '30', '100']);
  });
});

describe('tableScroll', () => {
  it('scrolls at the sum of the column widths and the selection column, and makes long pages a virtual list', () => {
    expect(tableScroll([{ width: 100 }], 30, 100)).toEqual({ scroll: { x: 132 } });
    expect(tableScroll([{ width: 100 }, {}], 31, 100)).toEqual({ virtual: true, scroll: { x: 252, y: 560 } });
  });
  it('decides by the page size while no rows are shown, so a long page is virtual before its rows arrive', () => {
    expect(tableScroll([{ width: 100 }], 0, 100)).toMatchObject({ virtual: true });
    expect(tableScroll([{ width: 100 }], 0, 30)).toEqual({ scroll: { x: 132 } });
  });
});