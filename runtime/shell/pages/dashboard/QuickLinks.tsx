import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../layout/menuIcons';
import { useRouteModel } from '../../router/useRouteModel';
import { dashboardMessages } from './messages';
import { type QuickLink, quickLinks } from './quickLinks';

function LinkTo({ link }: { link: QuickLink }) {
  const body = (
    <>
      <MenuIcon name={link.icon ?? ''} /> {link.title}
    </>
  );
  return link.externalUrl !== undefined
    ? <a href={link.externalUrl} target="_blank" rel="noopener noreferrer">{body}</a>
    : <Link to={link.path}>{body}</Link>;
}

/** The pages of the caller's own menu, as the side menu has them. */
export function QuickLinks({ skip }: { skip: string }) {
  const model = useRouteModel();
  const groups = useMemo(() => (model ? quickLinks(model.menu, skip) : []), [model, skip]);
  return (
    <Card title={dashboardMessages.quickLinks} loading={model === null} data-testid="quick-links">
      {groups.length === 0 ? (
        <Empty description={dashboardMessages.noQuickLinks} />
      ) : (
        groups.map((group) => (
          <div key={group.group} style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">{group.group}</Typography.Text>
            <Row gutter={[8, 8]} style={{ marginTop: 4 }}>
              {group.links.map((link) => (
                <Col key={link.key} xs={12} sm={8} lg={6}>
                  <LinkTo link={link} />
                </Col>
              ))}
            </Row>
          </div>
        ))
      )}
    </Card>
  );
}
