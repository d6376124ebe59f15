import { Table, Typography } from 'antd';
import { PickerFrame } from '../dialog-list/PickerFrame.tsx';
import { frameConfig, keyOf, pageParams, PAGE_SIZE_OPTIONS, type ListPickerConfig, type Row } from './listPicker.ts';
import { listPickerMessages as m } from './messages.ts';
import { useChosenRows } from './useChosenRows.ts';
import { useColumnDicts } from './useColumnDicts.ts';
import { useListPage } from './useListPage.ts';
import { useServerSearch } from './useServerSearch.ts';

export interface ListPickerModalProps {
  config: ListPickerConfig;
  /** The rows already chosen (the stored keys, with their labels where known). */
  initial: Row[];
  /** The chosen rows, in the order they were chosen. */
  onPick(rows: Row[]): void;
  onCancel(): void;
}

/**
 * The role / position picker dialog: a page of the list at a time, searched on the server by the
 * kind's field 300 ms after the last key. Choices on other pages stay chosen.
 */
export function ListPickerModal({ config, initial, onPick, onCancel }: ListPickerModalProps) {
  const search = useServerSearch();
  const { paging } = search;
  const page = useListPage(config.action, pageParams(config, paging.pageNo, paging.pageSize, search.keyword));
  const dicts = useColumnDicts(config.columns);
  const field = config.valueField;
  const chosen = useChosenRows(initial, field, config.multi);

  return (
    <PickerFrame config={frameConfig(config)} error={page.error} onKeyword={search.type} onOk={() => onPick(chosen.rows)} onCancel={onCancel}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 12 }}>
        {m.searchBy(config.searchLabel)}
      </Typography.Text>
      <Table<Row>
        size="small"
        bordered
        loading={page.loading}
        columns={config.columns.map((c) => ({
          title: c.label,
          dataIndex: c.property,
          key: c.property,
          width: c.width,
          align: 'center' as const,
          render: (cell: unknown) => (c.dictCode && cell !== null && cell !== undefined ? (dicts.get(c.dictCode)?.get(String(cell)) ?? String(cell)) : (cell as string)),
        }))}
        dataSource={page.rows}
        rowKey={(row) => keyOf(row, field)}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.total,
          showQuickJumper: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total, [from, to]) => m.total(from, to, total),
          onChange: search.page,
        }}
        rowSelection={{
          type: config.multi ? 'checkbox' : 'radio',
          selectedRowKeys: chosen.keys,
          preserveSelectedRowKeys: true,
          onChange: (keys) => chosen.choose(keys.map(String), page.rows),
        }}
        onRow={(row) => ({
          onClick: () => chosen.toggle(row),
          onDoubleClick: () => !config.multi && onPick([row]),
        })}
      />
    </PickerFrame>
  );
}
