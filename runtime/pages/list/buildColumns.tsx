import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { DictOption, Row } from '../../../schemas/adapter.ts';
import type { ListColumn } from '../../../schemas/types.ts';
import { hasPermission, type PermissionLists } from '../../core/permissions.ts';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';
import { cellContent } from './CellValue.tsx';
import { columnWidth } from './columnWidth.ts';
import type { ListState } from './listState.ts';
import { listMessages as m } from './messages.ts';

export interface BuildColumnsParams {
  columns: readonly ListColumn[];
  lists: PermissionLists;
  dictItems: Record<string, DictOption[]>;
  state: Pick<ListState, 'sort' | 'columnFilters'>;
  fileUrl: ResolveUrl;
  /** The row actions cell, or undefined when the page has none for anybody. */
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** Tags drawn as spans of this class (CellValue's `tagClassName`). */
  tagClassName?: string;
  /** A phone's width (below antd's md, seed 000 §2.4's 767.99 px tier): the column subset, no fixed column. */
  narrow?: boolean;
}

/**
 * The columns a phone shows: the schema's first ones, which name the row (the list's column order is
 * its order of importance). With the row actions beside them they fit 375 px; the table scrolls
 * inside itself for the rest, and 详情 shows the whole record.
 */
export const NARROW_COLUMN_COUNT = 2;

/**
 * A column's render that makes each row's cell once: the table renders its rows again as it measures
 * them (a virtual list, a fixed column), and the same element lets React skip the cell's content.
 * The columns are built again whenever what they show changes, and the cache with them.
 */
function perRow(render: (row: Row) => ReactNode): (value: unknown, row: Row) => ReactNode {
  const made = new WeakMap<Row, ReactNode>();
  return (_value, row) => {
    if (made.has(row)) return made.get(row);
    const node = render(row);
    made.set(row, node);
    return node;
  };
}

/**
 * The antd columns of a list page: columns whose `has` fails are left out; sortable ones show the
 * current sort; `filters` offers the dictionary's items (sent as `field=a,b`); a narrow screen gets
 * the first NARROW_COLUMN_COUNT of them.
 */
export function buildColumns(params: BuildColumnsParams): TableColumnsType<Row> {
  const { state, dictItems } = params;
  const permitted = params.columns.filter((c) => hasPermission(c.has, params.lists));
  const columns: TableColumnsType<Row> = (params.narrow ? permitted.slice(0, NARROW_COLUMN_COUNT) : permitted)
    .map((c) => {
      const items = c.dictCode ? dictItems[c.dictCode] : undefined;
      const sorted = state.sort.column === c.field ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null;
      return {
        key: c.field,
        dataIndex: c.field,
        title: c.title,
        width: c.width ?? columnWidth(c.title, { sorter: c.sorter, filters: Boolean(c.filters && items) }),
        align: c.align ?? 'center',
        ellipsis: c.ellipsis,
        ...(c.sorter ? { sorter: true, sortOrder: sorted } : {}),
        ...(c.filters && items ? { filters: items.map((i) => ({ text: i.text, value: i.value })), filteredValue: state.columnFilters[c.field] ?? null } : {}),
        render: perRow((row) => cellContent({ column: c, row, items, fileUrl: params.fileUrl, tagClassName: params.tagClassName })),
      };
    });
  if (params.actions) {
    // Fixed to the right on a wide screen; on a phone a fixed column would cover most of the table.
    const fixed = params.narrow ? undefined : ('right' as const);
    columns.push({ key: '__actions', title: m.actions, align: 'center', width: params.actionsWidth ?? 160, fixed, render: perRow(params.actions) });
  }
  return columns;
}
