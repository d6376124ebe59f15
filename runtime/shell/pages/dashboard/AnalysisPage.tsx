import { Alert, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getUserInfo } from '../../session/userInfo';
import { pageMessages } from '../messages';
import { type AnalysisData, fetchAnalysis } from './analysisApi';
import { RecentAnnouncements } from './RecentAnnouncements';

type Load = { state: 'loading' } | { state: 'ready'; data: AnalysisData } | { state: 'failed' };

const figures: { key: keyof AnalysisData['counts']; title: string }[] = [
  { key: 'users', title: pageMessages.statUsers },
  { key: 'departs', title: pageMessages.statDeparts },
  { key: 'announcements', title: pageMessages.statAnnouncements },
  { key: 'menus', title: pageMessages.statMenus },
];

/** The home page, menu component `dashboard/Analysis`. */
export function AnalysisPage() {
  const user = getUserInfo();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchAnalysis(controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      () => !controller.signal.aborted && setLoad({ state: 'failed' }),
    );
    return () => controller.abort();
  }, []);

  const data = load.state === 'ready' ? load.data : null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-greeting">
          {pageMessages.greeting(user?.realname ?? '')}
        </Typography.Title>
      </Card>
      {load.state === 'failed' && <Alert type="warning" showIcon message={pageMessages.analysisFailed} />}
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} lg={6}>
            <Card loading={load.state === 'loading'}>
              <Statistic title={figure.title} value={data?.counts[figure.key] ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <RecentAnnouncements items={data?.recentAnnouncements ?? []} loading={load.state === 'loading'} />
    </Space>
  );
}
