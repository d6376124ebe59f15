import { Table } from 'antd';
import { useMemo, useState } from 'react';
import { controlMessages } from '../messages.ts';
import type { PickerColumn, PickerConfig } from './pickerConfig.ts';
import { PickerFrame } from './PickerFrame.tsx';
import { keyOf, type Row } from './pickerValue.ts';

export interface PickerModalProps {
  config: PickerConfig;
  columns: PickerColumn[];
  rows: Row[];
  loading: boolean;
  error?: string;
  initialKeys: string[];
  /** The chosen rows, in the order of the list. */
  onPick(rows: Row[]): void;
  onCancel(): void;
}

/** Rows where a shown column holds the keyword. */
function matching(rows: Row[], columns: PickerColumn[], keyword: string): Row[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return rows;
  return rows.filter((row) => columns.some((c) => String(row[c.property] ?? '').toLowerCase().includes(word)));
}

/** The dialog list's picker: a table of the action's rows, one or several to choose, with a keyword filter. */
export function PickerModal({ config, columns, rows, loading, error, initialKeys, onPick, onCancel }: PickerModalProps) {
  const [keys, setKeys] = useState<string[]>(initialKeys);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => matching(rows, columns, keyword), [rows, columns, keyword]);
  const pick = (chosen: string[]) => onPick(rows.filter((row) => chosen.includes(keyOf(row, config.dval))));
  const tableColumns = [
    ...(config.showIndex
      ? [{ title: controlMessages.index, key: '$index', width: 60, align: 'center' as const, render: (_: unknown, __: Row, i: number) => i + 1 }]
      : []),
    ...columns.map((c) => ({ title: c.label, dataIndex: c.property, key: c.property, width: c.width, align: 'center' as const })),
  ];
  const table = (
    <Table<Row>
      size="small"
      bordered
      loading={loading}
      columns={tableColumns}
      dataSource={shown}
      rowKey={(row) => keyOf(row, config.dval)}
      pagination={false}
      scroll={{ y: config.height }}
      rowSelection={{
        type: config.multi ? 'checkbox' : 'radio',
        selectedRowKeys: keys,
        // Rows hidden by the keyword stay chosen: antd reports only the shown ones.
        onChange: (selected) => {
          const visible = new Set(shown.map((row) => keyOf(row, config.dval)));
          const next = [...keys.filter((k) => !visible.has(k)), ...selected.map(String)];
          setKeys(config.multi ? next : next.slice(-1));
        },
      }}
      onRow={(row) => ({
        onClick: () => {
          const key = keyOf(row, config.dval);
          if (!config.multi) setKeys([key]);
          else setKeys((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
        },
        // As the older dialog list: a double click picks a single row at once.
        onDoubleClick: () => !config.multi && pick([keyOf(row, config.dval)]),
      })}
    />
  );
  return (
    <PickerFrame config={config} error={error} onKeyword={setKeyword} onOk={() => pick(keys)} onCancel={onCancel}>
      {table}
    </PickerFrame>
  );
}
