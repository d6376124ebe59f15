import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Table, type TableColumnsType } from 'antd';
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
 * checkboxes and a delete-selected button (multiCheck), a summary row (show-summary), and the
 * drag sorter menu of seed 002 §2 on each row (dragSort): 向上移动, 向下移动 and, where rows may be
 * added, 插入一行 (a row of the defaults before this one).
 */
export function DynamicTableControl({ control, path, rows, addRow, removeRows, moveRow, insertRow, renderCell, disabled, readOnly }: ArrayControlProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const columns = dynamicColumns(control);
  const editable = !disabled && !readOnly;
  const canDelete = editable && readFlag(control, 'buttonDel');
  const multiCheck = readFlag(control, 'multiCheck');
  const canAdd = editable && readFlag(control, 'buttonAdd');
  const sortable = editable && readFlag(control, 'dragSort');
  const hasActions = canDelete || sortable;
  // Row checkboxes are kept by index: any change of the rows' order clears them.
  const remove = (indexes: number[]) => {
    removeRows(indexes);
    setSelected([]);
  };
  const sortMenu = (index: number) => ({
    items: [
      { key: 'up', label: controlMessages.moveUp, disabled: index === 0 },
      { key: 'down', label: controlMessages.moveDown, disabled: index === rows.length - 1 },
      ...(canAdd ? [{ key: 'insert', label: controlMessages.insertRow }] : []),
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'up') moveRow(index, index - 1);
      else if (key === 'down') moveRow(index, index + 1);
      else insertRow(index);
      setSelected([]);
    },
  });

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
    ...(hasActions
      ? [
          {
            title: controlMessages.actions,
            key: '$actions',
            width: sortable && canDelete ? 96 : 80,
            align: 'center' as const,
            render: (_: unknown, row: RowRef) => (
              <Space size={0}>
                {sortable ? (
                  <Dropdown menu={sortMenu(row.index)} trigger={['click']}>
                    <Button type="text" icon={<HolderOutlined />} aria-label={controlMessages.sortRow(row.index + 1)} />
                  </Dropdown>
                ) : null}
                {canDelete ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${controlMessages.deleteRow} ${row.index + 1}`}
                    onClick={() => remove([row.index])}
                  />
                ) : null}
              </Space>
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
    ...(hasActions ? [''] : []),
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
      {canAdd || (canDelete && multiCheck) ? (
        <Space style={{ marginTop: 8, width: '100%', justifyContent: 'center' }}>
          {canAdd ? (
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
