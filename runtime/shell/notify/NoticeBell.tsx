import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover, Spin } from 'antd';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import type { AnnouncementSummary } from './AnnouncementDetailModal';
import type { ComponentPopupTarget } from './ComponentPopup';
import { notifyMessages } from './messages';
import { markRead, type NoticeItem } from './noticeApi';
import { onNoticesChanged } from './noticeEvents';
import type { PushMessage } from './pushChannel';
import { speak } from './speech';
import { useNoticeLists } from './useNoticeLists';
import { usePushNotices } from './usePushNotices';

function summaryOf(item: NoticeItem): AnnouncementSummary {
  return {
    id: item.id,
    titile: item.titile,
    msgContent: item.msgContent,
    sender: item.sender,
    sendTime: item.sendTime,
    openType: item.openType,
    openPage: item.openPage,
  };
}

// The panel and the dialogs are their own chunks: the header shows only the bell until it is used.
const NoticePanel = lazy(() => import('./NoticePanel').then((m) => ({ default: m.NoticePanel })));
const AnnouncementDetailModal = lazy(() => import('./AnnouncementDetailModal').then((m) => ({ default: m.AnnouncementDetailModal })));
const ComponentPopup = lazy(() => import('./ComponentPopup').then((m) => ({ default: m.ComponentPopup })));

/**
 * The notification bell of seed 000 section 2.8: unread notices by tab, kept current by polling and
 * by the push channel; a click marks the notice read and opens it.
 */
function NoticeBellView() {
  const { lists, reload } = useNoticeLists();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<AnnouncementSummary | null>(null);
  const [popup, setPopup] = useState<ComponentPopupTarget | null>(null);

  const onPush = useCallback(
    (message: PushMessage) => {
      void reload();
      if (message.msgTxt) speak(message.msgTxt);
    },
    [reload],
  );
  usePushNotices(onPush);
  useEffect(() => onNoticesChanged(() => void reload()), [reload]);

  const openItem = (item: NoticeItem) => {
    setOpen(false);
    markRead(item.id).then(() => reload(), () => undefined);
    if (item.openType === 'component') {
      setPopup({ component: item.openPage ?? '', title: item.titile, busId: item.busId ?? '' });
    } else {
      setDetail(summaryOf(item));
    }
  };

  const total = lists.anntMsgTotal + lists.sysMsgTotal + lists.dbMsgTotal;
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={{ pointAtCenter: true }}
        content={
          <Suspense fallback={<Spin size="small" />}>
            <NoticePanel lists={lists} onOpen={openItem} onViewMore={() => setOpen(false)} />
          </Suspense>
        }
      >
        <span
          role="button"
          tabIndex={0}
          aria-label={notifyMessages.bellLabel}
          data-testid="notice-bell"
          style={{ display: 'inline-flex', alignItems: 'center', padding: '0 12px', cursor: 'pointer', height: '100%' }}
        >
          <Badge count={total} size="small" data-testid="notice-badge">
            <BellOutlined style={{ fontSize: 16, padding: 4 }} />
          </Badge>
        </span>
      </Popover>
      <Suspense fallback={null}>
        {detail !== null && <AnnouncementDetailModal announcement={detail} onClose={() => setDetail(null)} />}
        {popup !== null && <ComponentPopup target={popup} onClose={() => setPopup(null)} />}
      </Suspense>
    </>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const NoticeBell = memo(NoticeBellView);
