import { Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PickerFrame } from '../dialog-list/PickerFrame.tsx';
import { frameConfig, keyOf, PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS, type ListPickerConfig, type Row } from './listPicker.ts';
import { listPickerMessages as m } from './messages.ts';
import { useColumnDicts } from './useColumnDicts.ts';
import { useListPage } from './useListPage.ts';

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
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [chosen, setChosen] = useState<Row[]>(initial);
  const page = useListPage(config, paging.pageNo, paging.pageSize, keyword);
  const dicts = useColumnDicts(config.columns);
  const field = config.valueField;
  const chosenKeys = chosen.map((row) => keyOf(row, field));

  useEffect(() => {
    if (typed === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(typed);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  /** The chosen rows for these keys: those already chosen keep their place, rows of this page follow. */
  const choose = (keys: string[]) => {
    const kept = chosen.filter((row) => keys.includes(keyOf(row, field)));
    const added = page.rows.filter((row) => keys.includes(keyOf(row, field)) && !chosenKeys.includes(keyOf(row, field)));
    const next = [...kept, ...added];
    setChosen(config.multi ? next : next.slice(-1));
  };
  const toggle = (row: Row) => {
    const key = keyOf(row, field);
    if (!config.multi) setChosen([row]);
    else setChosen((current) => (current.some((r) => keyOf(r, field) === key) ? current.filter((r) => keyOf(r, field) !== key) : [...current, row]));
  };

  return (
    <PickerFrame config={frameConfig(config)} error={page.error} onKeyword={setTyped} onOk={() => onPick(chosen)} onCancel={onCancel}>
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
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        rowSelection={{
          type: config.multi ? 'checkbox' : 'radio',
          selectedRowKeys: chosenKeys,
          preserveSelectedRowKeys: true,
          onChange: (keys) => choose(keys.map(String)),
        }}
        onRow={(row) => ({
          onClick: () => toggle(row),
          onDoubleClick: () => !config.multi && onPick([row]),
        })}
      />
    </PickerFrame>
  );
}
