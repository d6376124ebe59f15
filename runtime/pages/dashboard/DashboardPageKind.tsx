import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, List, Row as GridRow, Space, Statistic, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { PageResult } from '../../../schemas/adapter.ts';
import type { DashboardPage, DashboardWidget, PageAction } from '../../../schemas/types.ts';
import { hasPermission } from '../../core/permissions.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { CUSTOM_ACTIONS, useCustomActions } from '../actions/useCustomActions.tsx';
import type { PageKindProps } from '../registry.ts';
import { FiguresWidget, StaleMark, TableWidget } from './FigureWidgets.tsx';
import { dashboardKindMessages as m } from './messages.ts';
import { useAnswers } from './useAnswers.ts';
import { useRefresh } from './useRefresh.ts';

/** Widgets that read a GET address rather than a data source. */
const readsUrl = (w: DashboardWidget): w is DashboardWidget & { url: string } => (w.type === 'figures' || w.type === 'table') && typeof w.url === 'string';

const DEFAULT_SPAN: Record<DashboardWidget['type'], number> = { stat: 6, list: 6, chart: 6, figures: 12, table: 24 };

function useWidgetData(widget: DashboardWidget, tick: number): PageResult | null {
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
  }, [widget, services, tick]);
  return data;
}

/** stat, list and chart: the total, a column of the first rows, or bars of a column, from a data source. */
function SourceWidget({ widget, tick }: { widget: DashboardWidget; tick: number }) {
  const data = useWidgetData(widget, tick);
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

const timeOf = (date: Date) => date.toTimeString().slice(0, 8);

/**
 * Figures, one card per widget the user may see. Widgets with `url` read that address (once per
 * refresh for all naming it) and show figures or a table; the page reads again every `refresh`
 * seconds while shown, and after a toolbar action succeeds.
 */
export function DashboardPageKind({ schema }: PageKindProps) {
  const page = schema as DashboardPage;
  const services = useRuntime();
  const lists = services.permissions();
  const box = useRef<HTMLDivElement>(null);
  const { tick, bump } = useRefresh(page.refresh, box);
  const widgets = page.widgets.filter((w) => hasPermission(w.has, lists));
  const urls = [...new Set(widgets.filter(readsUrl).map((w) => w.url))];
  const { answers, updatedAt } = useAnswers(urls, tick);
  const toolbar = (page.toolbar ?? []).filter((a) => hasPermission(a.has, lists) && a.label && (CUSTOM_ACTIONS.has(a.action) || a.action === 'link'));
  const custom = useCustomActions({ idField: 'id', selected: [], rowOf: () => undefined, reload: bump, renderList: () => null });

  const onAction = (action: PageAction) => {
    if (action.action === 'link') return action.to && services.navigate(action.to);
    custom.run(action);
  };

  const grid = (
    <GridRow gutter={[16, 16]}>
      {widgets.map((w, i) => {
        const answer = readsUrl(w) ? answers[w.url] : undefined;
        return (
          <Col key={i} xs={24} lg={w.span ?? DEFAULT_SPAN[w.type]}>
            {readsUrl(w) ? (
              <Card title={w.title} size="small" extra={<StaleMark answer={answer} />} data-widget={w.title} style={{ height: '100%' }}>
                {w.type === 'figures' ? <FiguresWidget widget={w} answer={answer} lists={lists} retry={bump} /> : <TableWidget widget={w} answer={answer} lists={lists} retry={bump} />}
              </Card>
            ) : (
              <Card>
                <SourceWidget widget={w} tick={tick} />
              </Card>
            )}
          </Col>
        );
      })}
    </GridRow>
  );
  if (urls.length === 0 && toolbar.length === 0) return <div ref={box}>{grid}</div>;

  return (
    <div ref={box}>
      <Card
        title={page.title}
        variant="borderless"
        extra={
          <Space wrap>
            {updatedAt && (
              <Typography.Text type="secondary">
                {m.updatedAt(timeOf(updatedAt))}
                {page.refresh ? `，${m.autoRefresh(page.refresh)}` : ''}
              </Typography.Text>
            )}
            <Button icon={<ReloadOutlined />} onClick={bump}>{m.refresh}</Button>
            {toolbar.map((action, i) => (
              <Button key={`${action.action}-${i}`} onClick={() => onAction(action)}>{action.label}</Button>
            ))}
          </Space>
        }
      >
        {grid}
      </Card>
      {custom.element}
    </div>
  );
}
