import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { dashboardMessages as m } from './messages';
import type { WorkplaceData } from './workplaceApi';

/** What the caller created lately, per entity; each opens that entity's list. */
export function MyChanges({ changes }: { changes: WorkplaceData['recentChanges'] }) {
  return (
    <Card title={m.myChanges(changes.days)} data-testid="my-changes">
      {changes.entities.length === 0 ? (
        <Empty description={m.noChanges(changes.days)} />
      ) : (
        <List
          dataSource={changes.entities}
          renderItem={(change) => (
            <List.Item key={change.table} extra={<Typography.Text strong>{`${change.count} ${m.recordsUnit}`}</Typography.Text>}>
              <List.Item.Meta
                title={change.path ? <Link to={change.path}>{change.label}</Link> : change.label}
                description={change.area !== change.label ? change.area : undefined}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
