import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { DictOption, Row } from '../../../schemas/adapter.ts';
import type { ListColumn } from '../../../schemas/types.ts';
import { hasPermission, type PermissionLists } from '../../core/permissions.ts';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';
import { CellValue } from './CellValue.tsx';
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
}

/**
 * The antd columns of a list page: columns whose `has` fails are left out; sortable ones show the
 * current sort; `filters` offers the dictionary's items (sent as `field=a,b`).
 */
export function buildColumns(params: BuildColumnsParams): TableColumnsType<Row> {
  const { state, dictItems } = params;
  const columns: TableColumnsType<Row> = params.columns
    .filter((c) => hasPermission(c.has, params.lists))
    .map((c) => {
      const items = c.dictCode ? dictItems[c.dictCode] : undefined;
      const sorted = state.sort.column === c.field ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null;
      return {
        key: c.field,
        dataIndex: c.field,
        title: c.title,
        width: c.width,
        align: c.align ?? 'center',
        ellipsis: c.ellipsis,
        ...(c.sorter ? { sorter: true, sortOrder: sorted } : {}),
        ...(c.filters && items ? { filters: items.map((i) => ({ text: i.text, value: i.value })), filteredValue: state.columnFilters[c.field] ?? null } : {}),
        render: (_: unknown, row: Row) => <CellValue column={c} row={row} items={items} fileUrl={params.fileUrl} />,
      };
    });
  if (params.actions) {
    const render = params.actions;
    columns.push({ key: '__actions', title: m.actions, align: 'center', width: params.actionsWidth ?? 160, fixed: 'right', render: (_: unknown, row: Row) => render(row) });
  }
  return columns;
}
