import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { dynamicColumns } from '../../../schemas/types.ts';
import { controlMessages } from '../messages.ts';
import type { ArrayControlProps, ControlEntry } from '../types.ts';
import { readFlag, readText } from '../shared/read.ts';
import { columnSums } from './summary.ts';

interface RowRef {
  key: number;
  index: number;
}

const requiredMark = <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>*</span>;

/**
 * A dynamic table: rows of its column controls under one value (`id → [{columnId: value}]`),
 * with add and delete buttons (buttonAdd / buttonDel), an index column (showIndex), row
 * checkboxes and a delete-selected button (multiCheck), and a summary row (show-summary).
 */
export function DynamicTableControl({ control, path, rows, addRow, removeRows, renderCell, disabled, readOnly }: ArrayControlProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const columns = dynamicColumns(control);
  const editable = !disabled && !readOnly;
  const canDelete = editable && readFlag(control, 'buttonDel');
  const multiCheck = readFlag(control, 'multiCheck');
  const remove = (indexes: number[]) => {
    removeRows(indexes);
    setSelected([]);
  };

  const tableColumns: TableColumnsType<RowRef> = [
    ...(readFlag(control, 'showIndex')
      ? [
          {
            title: controlMessages.index,
            key: '$index',
            width: 60,
            align: 'center' as const,
            render: (_: unknown, row: RowRef) => row.index + 1,
          },
        ]
      : []),
    ...columns.map((column, c) => ({
      key: column.id,
      title: (
        <>
          {column.required ? requiredMark : null}
          {column.label}
        </>
      ),
      minWidth: 150,
      render: (_: unknown, row: RowRef) => renderCell(column, row.index, `${path}.columns[${c}]`),
    })),
    ...(canDelete
      ? [
          {
            title: controlMessages.actions,
            key: '$actions',
            width: 80,
            align: 'center' as const,
            render: (_: unknown, row: RowRef) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${controlMessages.deleteRow} ${row.index + 1}`}
                onClick={() => remove([row.index])}
              />
            ),
          },
        ]
      : []),
  ];

  const sums = columnSums(columns, rows);
  const unit = readText(control, 'summary-text');
  const summaryCells = [
    ...(multiCheck ? [''] : []),
    ...(readFlag(control, 'showIndex') ? [''] : []),
    ...sums.map((sum) => (sum === undefined ? '' : `${sum} ${unit}`.trim())),
    ...(canDelete ? [''] : []),
  ];
  summaryCells[0] = readText(control, 'sum-text', '合计');

  return (
    <div id={control.id} style={{ marginBottom: 16 }}>
      <Table<RowRef>
        size="small"
        bordered
        pagination={false}
        columns={tableColumns}
        dataSource={rows.map((_, index) => ({ key: index, index }))}
        scroll={{ x: 'max-content' }}
        rowSelection={multiCheck ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        summary={
          readFlag(control, 'show-summary')
            ? () => (
                <Table.Summary.Row>
                  {summaryCells.map((text, i) => (
                    <Table.Summary.Cell key={i} index={i}>
                      {text}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      {editable && (readFlag(control, 'buttonAdd') || (canDelete && multiCheck)) ? (
        <Space style={{ marginTop: 8, width: '100%', justifyContent: 'center' }}>
          {readFlag(control, 'buttonAdd') ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={addRow}>
              {controlMessages.addRow}
            </Button>
          ) : null}
          {canDelete && multiCheck ? (
            <Button danger disabled={selected.length === 0} onClick={() => remove(selected)}>
              {controlMessages.deleteSelected}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}

export const dynamicTableControl: ControlEntry = { compType: 'dynamicTable', role: 'array', Render: DynamicTableControl };
