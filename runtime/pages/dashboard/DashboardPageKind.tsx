import { Card, Col, List, Row as GridRow, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import type { PageResult } from '../../../schemas/adapter.ts';
import type { DashboardPage } from '../../../schemas/types.ts';
import { hasPermission } from '../../core/permissions.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import type { PageKindProps } from '../registry.ts';

type Widget = DashboardPage['widgets'][number];

function useWidgetData(widget: Widget): PageResult | null {
  const services = useRuntime();
  const [data, setData] = useState<PageResult | null>(null);
  useEffect(() => {
    if (!widget.dataSource) return;
    const controller = new AbortController();
    services.adapters
      .create(widget.dataSource)
      .list({ query: { pageNo: 1, pageSize: widget.type === 'stat' ? 1 : 5, filters: {} }, signal: controller.signal })
      .then(setData)
      .catch(() => undefined);
    return () => controller.abort();
  }, [widget, services]);
  return data;
}

function WidgetView({ widget }: { widget: Widget }) {
  const data = useWidgetData(widget);
  if (widget.type === 'stat') return <Statistic title={widget.title} value={data?.total ?? '-'} />;
  const field = widget.field ?? 'id';
  const rows = data?.records ?? [];
  if (widget.type === 'list') {
    return <List size="small" header={widget.title} dataSource={rows} renderItem={(r) => <List.Item>{String(r[field] ?? '')}</List.Item>} />;
  }
  const max = Math.max(1, ...rows.map((r) => Number(r[field]) || 0));
  return (
    <div aria-label={widget.title}>
      <div style={{ marginBottom: 8 }}>{widget.title}</div>
      {rows.map((r, i) => (
        <div key={i} style={{ background: '#1890ff', height: 12, marginBottom: 4, width: `${((Number(r[field]) || 0) / max) * 100}%` }} />
      ))}
    </div>
  );
}

/** Figures from data sources, one card per widget the user may see. */
export function DashboardPageKind({ schema }: PageKindProps) {
  const page = schema as DashboardPage;
  const lists = useRuntime().permissions();
  return (
    <GridRow gutter={[16, 16]}>
      {page.widgets
        .filter((w) => hasPermission(w.has, lists))
        .map((w, i) => (
          <Col key={i} span={w.span ?? 6}>
            <Card>
              <WidgetView widget={w} />
            </Card>
          </Col>
        ))}
    </GridRow>
  );
}
