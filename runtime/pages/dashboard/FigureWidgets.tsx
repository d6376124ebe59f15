import { Alert, Button, Col, Empty, Progress, Row as GridRow, Statistic, Table, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { DashboardFigure, DashboardWidget } from '../../../schemas/types.ts';
import { hasPermission, type PermissionLists } from '../../core/permissions.ts';
import { clampPercent, formatValue, numberOf, readPath } from './format.ts';
import { dashboardKindMessages as m } from './messages.ts';
import type { Answer } from './useAnswers.ts';

/** At 90% and above a usage bar turns red. */
const FULL_PERCENT = 90;

function UsageBar({ value }: { value: number }) {
  return <Progress percent={clampPercent(value)} size="small" status={value >= FULL_PERCENT ? 'exception' : 'normal'} format={() => formatValue(value, 'percent')} />;
}

/** One value by its figure's format: text, a tag, or a usage bar for a percentage. */
export function FigureValue({ figure, value }: { figure: DashboardFigure; value: unknown }) {
  const n = numberOf(value);
  if (figure.format === 'percent' && n !== undefined) return <UsageBar value={n} />;
  const text = formatValue(value, figure.format, figure.unit);
  if (figure.format === 'tag' && text !== '-') return <Tag color={tagColor(value)}>{text}</Tag>;
  return <>{text}</>;
}

/** An HTTP status reads at a glance: 2xx green, 3xx blue, 4xx orange, 5xx red; other tags plain. */
function tagColor(value: unknown): string | undefined {
  const n = numberOf(value);
  if (n === undefined || n < 100 || n >= 600) return undefined;
  return ['', 'default', 'success', 'processing', 'warning', 'error'][Math.floor(n / 100)] || undefined;
}

/** The widget's body while its address has not answered well: a first failure offers 重试. */
function Unread({ answer, retry, children }: { answer: Answer | undefined; retry: () => void; children: () => ReactNode }) {
  if (!answer?.loaded) return <div style={{ minHeight: 48 }} />;
  if (answer.result === undefined) {
    return <Alert type="warning" showIcon message={answer.error ?? m.loadFailed} action={<Button size="small" onClick={retry}>{m.retry}</Button>} />;
  }
  return <>{children()}</>;
}

/** A later read failed: the last figures stay, with the reason on a warning sign. */
export function StaleMark({ answer }: { answer: Answer | undefined }) {
  if (!answer?.error || answer.result === undefined) return null;
  return (
    <Tooltip title={m.refreshFailed(answer.error)}>
      <WarningOutlined aria-label={m.refreshFailed(answer.error)} style={{ color: '#faad14' }} />
    </Tooltip>
  );
}

interface FigureWidgetProps {
  widget: DashboardWidget;
  answer: Answer | undefined;
  lists: PermissionLists;
  retry: () => void;
}

const shownFields = (widget: DashboardWidget, lists: PermissionLists) => (widget.fields ?? []).filter((f) => hasPermission(f.has, lists));

/** `figures`: the fields of one part of the answer, each as a statistic (a percentage with its bar). */
export function FiguresWidget({ widget, answer, lists, retry }: FigureWidgetProps) {
  return (
    <Unread answer={answer} retry={retry}>
      {() => {
        const part = readPath(answer?.result, widget.field);
        return (
          <GridRow gutter={[24, 16]}>
            {shownFields(widget, lists).map((figure) => {
              const value = readPath(part, figure.field);
              const n = numberOf(value);
              const text = formatValue(value, figure.format, figure.unit);
              return (
                <Col key={figure.field} flex="1 1 160px" data-field={figure.field}>
                  {/* Shown as formatted: Statistic would group a digit string again (a phone number as 18,611,…). */}
                  <Statistic title={figure.label} value={text} formatter={() => text} />
                  {figure.format === 'percent' && n !== undefined && <UsageBar value={n} />}
                </Col>
              );
            })}
          </GridRow>
        );
      }}
    </Unread>
  );
}

/** `table`: the array at `field` of the answer, one row per item, `fields` as the columns. */
export function TableWidget({ widget, answer, lists, retry }: FigureWidgetProps) {
  return (
    <Unread answer={answer} retry={retry}>
      {() => {
        const part = readPath(answer?.result, widget.field);
        const rows = (Array.isArray(part) ? part : []).map((row: unknown, index) => ({ row, index }));
        return (
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="index"
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} /> }}
            columns={shownFields(widget, lists).map((figure) => ({
              key: figure.field,
              title: figure.label,
              width: figure.width ?? (figure.format === 'percent' ? 200 : undefined),
              render: (_: unknown, { row }: { row: unknown }) => <FigureValue figure={figure} value={readPath(row, figure.field)} />,
            }))}
          />
        );
      }}
    </Unread>
  );
}
