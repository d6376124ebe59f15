import { Modal, Table } from 'antd';
import { useState } from 'react';
import { controlMessages } from '../messages.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { keyOf, type PickerColumn, type PickerConfig, type Row } from './pickerConfig.ts';

interface PickerModalProps {
  config: PickerConfig;
  columns: PickerColumn[];
  rows: Row[];
  loading: boolean;
  error?: string;
  initialKeys: string[];
  onPick(keys: string[]): void;
  onCancel(): void;
}

/** The picker dialog: a table of the action's rows, one or several to choose. */
export function PickerModal({ config, columns, rows, loading, error, initialKeys, onPick, onCancel }: PickerModalProps) {
  const [keys, setKeys] = useState<string[]>(initialKeys);
  const tableColumns = [
    ...(config.showIndex
      ? [
          {
            title: controlMessages.index,
            key: '$index',
            width: 60,
            align: 'center' as const,
            render: (_: unknown, __: Row, i: number) => i + 1,
          },
        ]
      : []),
    ...columns.map((c) => ({ title: c.label, dataIndex: c.property, key: c.property, width: c.width, align: 'center' as const })),
  ];
  return (
    <Modal
      open
      title={config.title}
      width={config.width}
      okText={controlMessages.pickerOk}
      cancelText={controlMessages.pickerCancel}
      onOk={() => onPick(keys)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <InlineError message={error} />
      <Table<Row>
        size="small"
        bordered
        loading={loading}
        columns={tableColumns}
        dataSource={rows}
        rowKey={(row) => keyOf(row, config.dval)}
        pagination={false}
        scroll={{ y: config.height }}
        rowSelection={{
          type: config.multi ? 'checkbox' : 'radio',
          selectedRowKeys: keys,
          onChange: (selected) => setKeys(selected.map(String)),
        }}
        onRow={(row) => ({
          onClick: () => {
            const key = keyOf(row, config.dval);
            if (!config.multi) setKeys([key]);
            else setKeys((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
          },
          // As the older dialog list: a double click picks a single row at once.
          onDoubleClick: () => !config.multi && onPick([keyOf(row, config.dval)]),
        })}
      />
    </Modal>
  );
}
