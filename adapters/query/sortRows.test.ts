import { describe, expect, it } from 'vitest';
import { pageOf } from './pageOf.ts';
import { sortRows } from './sortRows.ts';

const rows = [
  { id: 'a', n: 2, s: 'b' },
  { id: 'b', n: 10, s: 'a' },
  { id: 'c', n: null, s: 'a' },
];
const ids = (list: { id?: unknown }[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts numbers numerically and nulls first ascending', () => {
    expect(ids(sortRows(rows, { column: 'n', order: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortRows(rows, { column: 'n', order: 'desc' }))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by several columns and strips _dictText', () => {
    expect(ids(sortRows(rows, { column: 's_dictText,n', order: 'asc' }))).toEqual(['c', 'b', 'a']);
  });

  it('leaves the order alone without a sort', () => {
    expect(ids(sortRows(rows, undefined))).toEqual(['a', 'b', 'c']);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 23 }, (_, i) => ({ id: String(i) }));
  it('answers records, total, size, current and pages', () => {
    const page = pageOf(many, 3, 10);
    expect(ids(page.records)).toEqual(['20', '21', '22']);
    expect({ ...page, records: undefined }).toEqual({ records: undefined, total: 23, size: 10, current: 3, pages: 3 });
  });
  it('answers an empty page past the end', () => {
    expect(pageOf(many, 9, 10).records).toEqual([]);
  });
});
