import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { shellMessages } from '../../messages';
import { getUserInfo } from '../../session/userInfo';
import { overviewMessages as m } from './messages';

/** /overview (seed 000 §2.1): the product, who is signed in, and the way to the dashboards. */
export function OverviewPage() {
  const user = getUserInfo();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="overview-page">
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{shellMessages.productName}</Typography.Title>
        <Typography.Paragraph data-testid="overview-user">{m.welcome(user?.realname ?? '')}</Typography.Paragraph>
        {user && <Typography.Text type="secondary">{m.signedInAs(user.username)}</Typography.Text>}
      </Card>
      <Card title={m.dashboards}>
        <Space size={24} wrap>
          {m.dashboardLinks.map((link) => (
            <Link key={link.path} to={link.path}>{link.title}</Link>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
