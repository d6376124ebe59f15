import { Badge, Card, List, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { RecentAnnouncement } from './analysisApi';
import { dashboardMessages } from './messages';

const priorityColors: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

interface Item extends RecentAnnouncement {
  /** Shown as a read or unread mark when given. */
  read?: boolean;
}

interface RecentAnnouncementsProps {
  items: Item[];
  loading: boolean;
  title?: string;
  extra?: ReactNode;
}

export function RecentAnnouncements({ items, loading, title = dashboardMessages.recentAnnouncements, extra }: RecentAnnouncementsProps) {
  return (
    <Card title={title} extra={extra} loading={loading} data-testid="recent-announcements">
      <List
        dataSource={items}
        locale={{ emptyText: dashboardMessages.noAnnouncements }}
        renderItem={(item) => (
          <List.Item
            key={item.id}
            extra={
              <Space>
                {item.read !== undefined && (
                  <Badge status={item.read ? 'default' : 'processing'} text={item.read ? dashboardMessages.read : dashboardMessages.unread} />
                )}
                {item.priority !== null && (
                  <Tag color={priorityColors[item.priority]}>{dashboardMessages.priority[item.priority] ?? item.priority}</Tag>
                )}
              </Space>
            }
          >
            <List.Item.Meta title={item.titile} description={item.sendTime ?? ''} />
          </List.Item>
        )}
      />
    </Card>
  );
}
