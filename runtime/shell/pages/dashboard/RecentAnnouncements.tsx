import { Card, List, Tag } from 'antd';
import { pageMessages } from '../messages';
import type { RecentAnnouncement } from './analysisApi';

const priorityColors: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

export function RecentAnnouncements({ items, loading }: { items: RecentAnnouncement[]; loading: boolean }) {
  return (
    <Card title={pageMessages.recentAnnouncements} loading={loading}>
      <List
        dataSource={items}
        locale={{ emptyText: pageMessages.noAnnouncements }}
        renderItem={(item) => (
          <List.Item
            key={item.id}
            extra={
              item.priority !== null && (
                <Tag color={priorityColors[item.priority]}>{pageMessages.priority[item.priority] ?? item.priority}</Tag>
              )
            }
          >
            <List.Item.Meta title={item.titile} description={item.sendTime ?? ''} />
          </List.Item>
        )}
      />
    </Card>
  );
}
