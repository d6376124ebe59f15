import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ShellPageProps } from '../../router/componentRegistry';
import { getUserInfo } from '../../session/userInfo';
import { helloFor } from './format';
import { LoadFailed } from './LoadFailed';
import { dashboardMessages as m } from './messages';
import { MyChanges } from './MyChanges';
import { QuickLinks } from './QuickLinks';
import { RecentAnnouncements } from './RecentAnnouncements';
import { useDashboardData } from './useDashboardData';
import { fetchWorkplace } from './workplaceApi';

/** The signed-in user's own announcement list (seed 000 section 2.1). */
const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

/** dashboard/Workplace: the caller's own day: greeting, unread announcements, recent work, their pages. */
export function WorkplacePage({ route }: ShellPageProps) {
  const { load, reload } = useDashboardData(fetchWorkplace);
  const data = load.state === 'ready' ? load.data : null;
  const loading = load.state === 'loading';
  const allAnnouncements = <Link to={MY_ANNOUNCEMENTS_PATH}>{m.allAnnouncements}</Link>;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card loading={loading}>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="auto">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="workplace-greeting">
              {m.workplaceGreeting(helloFor(new Date().getHours()), data?.realname ?? getUserInfo()?.realname ?? '')}
            </Typography.Title>
          </Col>
          {data && (
            <>
              <Col data-testid="workplace-unread">
                <Link to={MY_ANNOUNCEMENTS_PATH}>
                  <Statistic title={m.unreadAnnouncements} value={data.unreadCount} />
                </Link>
              </Col>
              <Col data-testid="workplace-total-changes">
                <Statistic title={m.myChanges(data.recentChanges.days)} value={data.recentChanges.total} suffix={m.recordsUnit} />
              </Col>
            </>
          )}
        </Row>
      </Card>
      {load.state === 'failed' ? (
        <LoadFailed error={load.error} onRetry={reload} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            {data ? <MyChanges changes={data.recentChanges} /> : <Card loading title={m.myChanges(7)} />}
          </Col>
          <Col xs={24} xl={12}>
            <RecentAnnouncements title={m.myAnnouncements} extra={allAnnouncements} items={data?.announcements ?? []} loading={loading} />
          </Col>
        </Row>
      )}
      <QuickLinks skip={route.path} />
    </Space>
  );
}
