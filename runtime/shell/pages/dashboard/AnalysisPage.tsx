import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { getUserInfo } from '../../session/userInfo';
import { type AnalysisData, fetchAnalysis } from './analysisApi';
import { DailyChart } from './DailyChart';
import { EntityStats } from './EntityStats';
import { LoadFailed } from './LoadFailed';
import { dashboardMessages } from './messages';
import { RecentAnnouncements } from './RecentAnnouncements';
import { useDashboardData } from './useDashboardData';

const figures: { key: keyof AnalysisData['counts']; title: string; suffix?: string }[] = [
  { key: 'users', title: dashboardMessages.statUsers },
  { key: 'departs', title: dashboardMessages.statDeparts },
  { key: 'announcements', title: dashboardMessages.statAnnouncements },
  { key: 'todayLogins', title: dashboardMessages.statTodayLogins, suffix: dashboardMessages.times },
];

/** The home page, menu component `dashboard/Analysis`: figures straight from the database. */
export function AnalysisPage() {
  const user = getUserInfo();
  const { load, reload } = useDashboardData(fetchAnalysis);
  const loading = load.state === 'loading';
  const data = load.state === 'ready' ? load.data : null;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-greeting">
          {dashboardMessages.greeting(user?.realname ?? '')}
        </Typography.Title>
      </Card>
      {load.state === 'failed' ? (
        <LoadFailed error={load.error} onRetry={reload} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {figures.map((figure) => (
              <Col key={figure.key} xs={24} sm={12} lg={6}>
                <Card loading={loading} data-testid={`stat-${figure.key}`} style={{ height: '100%' }}>
                  <Statistic title={figure.title} value={data?.counts[figure.key] ?? 0} suffix={figure.suffix} />
                  {figure.key === 'todayLogins' && data && (
                    <Typography.Text type="secondary">{dashboardMessages.todayLoginUsers(data.counts.todayLoginUsers)}</Typography.Text>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
          <EntityStats entities={data?.entities ?? []} loading={loading} />
          <DailyChart daily={data?.daily ?? null} loading={loading} />
          <RecentAnnouncements items={data?.recentAnnouncements ?? []} loading={loading} />
        </>
      )}
    </Space>
  );
}
