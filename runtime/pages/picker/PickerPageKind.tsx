import { Card, Input, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { PageResult, Row } from '../../../schemas/adapter.ts';
import type { PickerPage } from '../../../schemas/types.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { pageKindMessages } from '../messages.ts';
import type { PageKindProps } from '../registry.ts';

/**
 * A picker as a page: search by the first search field (substring), page through, choose one or
 * several rows. Dialog pickers of the designer and the admin pages reuse the same schema.
 */
export function PickerPageKind({ schema }: PageKindProps) {
  const page = schema as PickerPage;
  const services = useRuntime();
  const valueKey = page.valueKey ?? 'id';
  const labelKey = page.labelKey ?? page.columns[0].field;
  const searchField = page.search?.[0];
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<PageResult | null>(null);
  const [chosen, setChosen] = useState<Row[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const filters: Record<string, string> = searchField && keyword.trim() ? { [searchField.field]: `*${keyword.trim()}*` } : {};
    services.adapters
      .create(page.dataSource)
      .list({ query: { pageNo, pageSize: 10, filters }, signal: controller.signal })
      .then(setData)
      .catch(() => undefined);
    return () => controller.abort();
  }, [page.dataSource, services, keyword, pageNo, searchField]);

  return (
    <Card title={page.title}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {searchField && <Input.Search placeholder={searchField.placeholder ?? searchField.label} allowClear onSearch={(v) => { setPageNo(1); setKeyword(v); }} />}
        <div>
          {pageKindMessages.select}: {chosen.map((r) => <Tag key={String(r[valueKey])}>{String(r[labelKey] ?? '')}</Tag>)}
        </div>
        <Table<Row>
          rowKey={(r) => String(r[valueKey])}
          size="small"
          dataSource={data?.records ?? []}
          columns={page.columns.map((c) => ({ title: c.title, dataIndex: c.field, width: c.width }))}
          rowSelection={{
            type: page.multi ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map((r) => String(r[valueKey])),
            onChange: (_keys, rows) => setChosen(rows),
          }}
          pagination={{ current: pageNo, total: data?.total ?? 0, pageSize: 10, onChange: setPageNo, showTotal: pageKindMessages.total }}
        />
      </Space>
    </Card>
  );
}
