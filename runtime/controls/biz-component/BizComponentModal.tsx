import { Button, Col, Form, Input, Modal, Row as GridRow, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import { useChosenRows } from '../role-picker/useChosenRows.ts';
import { controlMessages } from '../messages.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { BIZ_PAGE_SIZE, BIZ_PAGE_SIZE_OPTIONS, ellipsis, keyOf, pageQuery, type BizConfig } from './bizComponent.ts';
import { bizComponentMessages as m } from './messages.ts';
import { useBizAdapter, useBizRows } from './useBizRows.ts';

export interface BizComponentModalProps {
  config: BizConfig;
  /** The rows already chosen (their keys, with their labels where known). */
  initial: Row[];
  onPick(rows: Row[]): void;
  onCancel(): void;
}

/** A cell cut to the modal's length, the whole text on hover. */
const cut = (length: number) => (cell: unknown) => {
  if (cell === null || cell === undefined) return null;
  const text = String(cell);
  return <span title={text}>{ellipsis(text, length)}</span>;
};

/**
 * The business component modal (seed 002 §2): a query form over the result table of the entity's
 * list, and beside it the chosen rows with a delete action. Rows chosen on other pages or under
 * another query stay chosen.
 */
export function BizComponentModal({ config, initial, onPick, onCancel }: BizComponentModalProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: BIZ_PAGE_SIZE });
  const adapter = useBizAdapter(config.dataSource);
  const page = useBizRows(adapter, adapter ? pageQuery(filters, paging.pageNo, paging.pageSize) : undefined);
  const chosen = useChosenRows(initial, config.valueField, config.multi);
  const search = (values: Record<string, string>) => {
    setFilters(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])));
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const columns = config.columns.map((c) => ({ title: c.title, dataIndex: c.field, key: c.field, width: c.width, render: cut(config.ellipsisLength) }));

  return (
    <Modal
      open
      title={config.title}
      width={config.width}
      okText={controlMessages.pickerOk}
      cancelText={controlMessages.pickerCancel}
      onOk={() => onPick(chosen.rows)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <InlineError message={adapter ? page.error : m.noDataSource} />
      {config.queryFields.length > 0 ? (
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12 }}>
          {config.queryFields.map((q) => (
            <Form.Item key={q.field} name={q.field} label={q.label}>
              <Input allowClear placeholder={m.inputPlaceholder(q.label)} />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              {m.query}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {m.reset}
            </Button>
          </Space>
        </Form>
      ) : null}
      <GridRow gutter={12}>
        <Col span={16}>
          <Table<Row>
            size="small"
            bordered
            data-testid="biz-results"
            loading={page.loading}
            columns={columns}
            dataSource={page.rows}
            rowKey={(row) => keyOf(row, config.rowKey)}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: page.total,
              showQuickJumper: true,
              showSizeChanger: true,
              pageSizeOptions: BIZ_PAGE_SIZE_OPTIONS,
              showTotal: (total, [from, to]) => m.total(from, to, total),
              onChange: (pageNo, pageSize) => setPaging((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize })),
            }}
            rowSelection={{
              type: config.multi ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.keys,
              preserveSelectedRowKeys: true,
              onChange: (keys) => chosen.choose(keys.map(String), page.rows),
            }}
            onRow={(row) => ({ onClick: () => chosen.toggle(row) })}
          />
        </Col>
        <Col span={8}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
            {m.chosen}
          </Typography.Text>
          <Table<Row>
            size="small"
            bordered
            data-testid="biz-chosen"
            pagination={false}
            dataSource={chosen.rows}
            rowKey={(row) => keyOf(row, config.valueField)}
            columns={[
              { title: config.columns.find((c) => c.field === config.labelField)?.title ?? config.labelField, dataIndex: config.labelField, key: config.labelField, render: cut(config.ellipsisLength) },
              {
                title: m.actions,
                key: '$actions',
                width: 70,
                align: 'center' as const,
                render: (_: unknown, row: Row) => <Typography.Link onClick={() => chosen.remove(keyOf(row, config.valueField))}>{m.remove}</Typography.Link>,
              },
            ]}
          />
        </Col>
      </GridRow>
    </Modal>
  );
}
