import { Alert, Card, Col, Progress, Row, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatBytes, formatDuration, percent } from './format';
import { LoadFailed } from './LoadFailed';
import { dashboardMessages as m } from './messages';
import { fetchMonitor, type MonitorData } from './monitorApi';
import { useDashboardData } from './useDashboardData';

const REFRESH_MS = 10_000;

function Figure({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card data-testid={`monitor-${id}`} style={{ height: '100%' }}>{children}</Card>
    </Col>
  );
}

function Usage({ title, used, total }: { title: string; used: number; total: number }) {
  return (
    <>
      <Statistic title={title} value={formatBytes(used)} />
      <Progress percent={percent(used, total)} size="small" />
      <Typography.Text type="secondary">{m.usedOf(formatBytes(used), formatBytes(total))}</Typography.Text>
    </>
  );
}

function Figures({ data }: { data: MonitorData }) {
  const { process: proc, system, database } = data;
  return (
    <Row gutter={[16, 16]}>
      <Figure id="uptime"><Statistic title={m.uptime} value={formatDuration(proc.uptimeSeconds)} /></Figure>
      <Figure id="node"><Statistic title={m.nodeVersion} value={proc.nodeVersion} /></Figure>
      <Figure id="cpu"><Statistic title={m.cpuCount} value={system.cpuCount} /></Figure>
      <Figure id="load">
        <Statistic title={m.loadAverage} value={system.loadAverage.map((n) => n.toFixed(2)).join(' / ')} />
      </Figure>
      <Figure id="rss"><Statistic title={m.rss} value={formatBytes(proc.memory.rss)} /></Figure>
      <Figure id="heap"><Usage title={m.heap} used={proc.memory.heapUsed} total={proc.memory.heapTotal} /></Figure>
      <Figure id="system-memory">
        <Usage title={m.systemMemory} used={system.memory.total - system.memory.free} total={system.memory.total} />
      </Figure>
      <Figure id="database">
        <Statistic title={m.databaseSize} value={formatBytes(database.sizeBytes)} />
        <Typography.Text type="secondary">{`${m.databaseKind[database.kind] ?? database.kind} ${database.version}`}</Typography.Text>
      </Figure>
      <Figure id="sessions"><Statistic title={m.activeSessions} value={data.sessions.active} /></Figure>
      <Figure id="requests"><Statistic title={m.requestCount} value={data.requests.count} /></Figure>
      <Figure id="latency">
        <Statistic title={m.averageLatency} value={data.requests.averageMs} precision={2} suffix={m.milliseconds} />
      </Figure>
    </Row>
  );
}

/** dashboard/Monitor: the running server's own figures, read again every 10 seconds. */
export function MonitorPage() {
  const { load, reload } = useDashboardData(fetchMonitor, REFRESH_MS);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }}>{m.monitorTitle}</Typography.Title>
        {load.state === 'ready' && (
          <Typography.Text type="secondary" data-testid="monitor-time">{m.updatedAt(load.data.time)}</Typography.Text>
        )}
      </Card>
      {load.state === 'loading' && <Card loading />}
      {load.state === 'failed' && <LoadFailed error={load.error} onRetry={reload} />}
      {load.state === 'ready' && load.error !== null && <Alert type="warning" showIcon message={m.loadFailed} description={load.error} />}
      {load.state === 'ready' && <Figures data={load.data} />}
    </Space>
  );
}
