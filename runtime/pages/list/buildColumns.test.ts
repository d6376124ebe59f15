import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../../schemas/types.ts';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';
import { buildColumns, NARROW_COLUMN_COUNT } from './buildColumns.tsx';

const columns: ListColumn[] = [
  { field: 'code', title: '编号' },
  { field: 'name', title: '名称' },
  { field: 'status', title: '状态' },
  { field: 'remark', title: '备注' },
];

const build = (narrow: boolean) =>
  buildColumns({
    columns,
    lists: { auth: [], allAuth: [] },
    dictItems: {},
    state: { sort: { column: 'createTime', order: 'desc' }, columnFilters: {} },
    fileUrl: ((path: string) => path) satisfies ResolveUrl,
    actions: () => null,
    narrow,
  });

describe('buildColumns on a narrow screen (seed 000 §2.4)', () => {
  it('shows every column with the actions fixed to the right on a wide screen', () => {
    const wide = build(false);
    expect(wide.map((c) => c.key)).toEqual(['code', 'name', 'status', 'remark', '__actions']);
    expect(wide.at(-1)?.fixed).toBe('right');
  });

  it('shows the first columns and the actions, not fixed, on a phone', () => {
    const narrow = build(true);
    expect(narrow.map((c) => c.key)).toEqual([...columns.slice(0, NARROW_COLUMN_COUNT).map((c) => c.field), '__actions']);
    expect(narrow.at(-1)?.fixed).toBeUndefined();
  });
});
