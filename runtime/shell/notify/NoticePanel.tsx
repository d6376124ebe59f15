import { List, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { notifyMessages } from './messages';
import type { NoticeItem, NoticeLists } from './noticeApi';
import { PriorityTag } from './PriorityTag';
import { relativeTime } from './relativeTime';

export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

interface NoticePanelProps {
  lists: NoticeLists;
  onOpen: (item: NoticeItem) => void;
  onViewMore: () => void;
}

function NoticeList({ items, onOpen }: { items: NoticeItem[]; onOpen: (item: NoticeItem) => void }) {
  const now = new Date();
  return (
    <List
      size="small"
      dataSource={items}
      locale={{ emptyText: notifyMessages.empty }}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          role="button"
          tabIndex={0}
          data-testid="notice-item"
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(item)}
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onOpen(item)}
          extra={<PriorityTag priority={item.priority} />}
        >
          <List.Item.Meta
            title={<Typography.Text ellipsis style={{ maxWidth: 220 }}>{item.titile}</Typography.Text>}
            description={relativeTime(item.createTime ?? item.sendTime, now)}
          />
        </List.Item>
      )}
    />
  );
}

/** The popover of the bell: 通知, 系统消息, 待办消息 (keys 1, 2, 3) and 查看更多. */
export function NoticePanel({ lists, onOpen, onViewMore }: NoticePanelProps) {
  const tabs = [
    { key: '1', label: notifyMessages.tabNotices, items: lists.anntMsgList, total: lists.anntMsgTotal },
    { key: '2', label: notifyMessages.tabSystem, items: lists.sysMsgList, total: lists.sysMsgTotal },
    { key: '3', label: notifyMessages.tabTodo, items: lists.dbMsgList, total: lists.dbMsgTotal },
  ];
  return (
    <div style={{ width: 336 }} data-testid="notice-panel">
      <Tabs
        centered
        items={tabs.map((tab) => ({
          key: tab.key,
          label: notifyMessages.tabTitle(tab.label, tab.total),
          children: (
            <div style={{ maxHeight: 320, overflowY: 'auto' }}>
              <NoticeList items={tab.items} onOpen={onOpen} />
            </div>
          ),
        }))}
      />
      <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5,5,5,.06)', paddingTop: 8 }}>
        <Link to={USER_ANNOUNCEMENT_PATH} onClick={onViewMore}>{notifyMessages.viewMore}</Link>
      </div>
    </div>
  );
}
