import { Col, Row as GridRow, Table } from 'antd';
import { useState } from 'react';
import { listPickerMessages } from '../role-picker/messages.ts';
import { PAGE_SIZE_OPTIONS } from '../role-picker/listPicker.ts';
import { useChosenRows } from '../role-picker/useChosenRows.ts';
import { useListPage } from '../role-picker/useListPage.ts';
import { useServerSearch } from '../role-picker/useServerSearch.ts';
import { controlMessages } from '../messages.ts';
import { DepartFilterTree } from './DepartFilterTree.tsx';
import type { PickerColumn, PickerConfig } from './pickerConfig.ts';
import { PickerFrame } from './PickerFrame.tsx';
import { keyOf, type Row } from './pickerValue.ts';
import { userPageRequest } from './userPage.ts';

export interface UserPickerModalProps {
  config: PickerConfig;
  columns: PickerColumn[];
  /** The users already chosen (their `dval`, with their `dlabel` where known). */
  initial: Row[];
  /** The chosen users, in the order they were chosen. */
  onPick(rows: Row[]): void;
  onCancel(): void;
}

/**
 * The user picker (seed 002 §2, 1250 wide): the user list a page at a time, searched on the server
 * by name 300 ms after the last key, as the role and position pickers are; the by-department
 * variant asks for the chosen department's users. Users chosen on other pages stay chosen.
 */
export function UserPickerModal({ config, columns, initial, onPick, onCancel }: UserPickerModalProps) {
  const search = useServerSearch();
  const { paging } = search;
  const [departId, setDepartId] = useState<string | undefined>();
  const request = userPageRequest(config.action, { ...paging, keyword: search.keyword, departId });
  const page = useListPage(request.url, request.params);
  const chosen = useChosenRows(initial, config.dval, config.multi);
  const first = (paging.pageNo - 1) * paging.pageSize;
  const tableColumns = [
    ...(config.showIndex
      ? [{ title: controlMessages.index, key: '$index', width: 60, align: 'center' as const, render: (_: unknown, __: Row, i: number) => first + i + 1 }]
      : []),
    ...columns.map((c) => ({ title: c.label, dataIndex: c.property, key: c.property, width: c.width, align: 'center' as const })),
  ];
  const table = (
    <Table<Row>
      size="small"
      bordered
      loading={page.loading}
      columns={tableColumns}
      dataSource={page.rows}
      rowKey={(row) => keyOf(row, config.dval)}
      scroll={{ y: config.height }}
      pagination={{
        current: paging.pageNo,
        pageSize: paging.pageSize,
        total: page.total,
        showQuickJumper: true,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total, [from, to]) => listPickerMessages.total(from, to, total),
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
        // As the older dialog list: a double click picks a single row at once.
        onDoubleClick: () => !config.multi && onPick([row]),
      })}
    />
  );
  return (
    <PickerFrame config={config} error={page.error} onKeyword={search.type} onOk={() => onPick(chosen.rows)} onCancel={onCancel}>
      {config.byDepart ? (
        <GridRow gutter={12}>
          <Col span={6}>
            <DepartFilterTree
              height={config.height}
              onChoose={(choice) => {
                setDepartId(choice?.key);
                search.page(1, paging.pageSize);
              }}
            />
          </Col>
          <Col span={18}>{table}</Col>
        </GridRow>
      ) : (
        table
      )}
    </PickerFrame>
  );
}
