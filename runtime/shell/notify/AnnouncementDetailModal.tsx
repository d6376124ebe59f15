import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Divider, Modal, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyMessages } from './messages';
import { fetchAnnouncementDetail, type AnnouncementDetail } from './noticeApi';
import { sanitizeHtml } from './sanitizeHtml';
import { resignImages, withoutStoredSources } from '../../controls/editor/editorImage';
import { signedFileUrl } from '../files/signedUrls';

/** What a list row already knows; the dialog shows it at once and completes it with queryById. */
export type AnnouncementSummary = Omit<AnnouncementDetail, 'senderName'>;

export interface AnnouncementDetailModalProps {
  announcement: AnnouncementSummary | null;
  onClose: () => void;
}

/** Seed 000 sections 2.8 and 9: 60% wide (100% full screen), body 80% of the window high. */
const WIDTH = '60%';
const FULL_WIDTH = '100%';

function useDetail(announcement: AnnouncementSummary | null): { detail: AnnouncementDetail | null; loading: boolean } {
  const [loaded, setLoaded] = useState<AnnouncementDetail | null>(null);
  const id = announcement?.id ?? null;
  useEffect(() => {
    if (id === null || id === '') return;
    const controller = new AbortController();
    fetchAnnouncementDetail(id, controller.signal).then(setLoaded, () => {
      // The row's own fields stay on screen; the sender is then shown by username.
    });
    return () => controller.abort();
  }, [id]);
  if (announcement === null) return { detail: null, loading: false };
  if (loaded !== null && loaded.id === announcement.id) return { detail: loaded, loading: false };
  return { detail: { ...announcement, senderName: announcement.sender }, loading: true };
}

/** 通知消息: an announcement with its sanitised rich body (seed 000 section 2.8). */
export function AnnouncementDetailModal({ announcement, onClose }: AnnouncementDetailModalProps) {
  const navigate = useNavigate();
  const [fullScreen, setFullScreen] = useState(false);
  const { detail, loading } = useDetail(announcement);
  // A stored picture's address in the text was signed when it was written and has likely expired:
  // it is not asked for, and each reader gets a fresh one from its data-path.
  const body = useMemo(() => withoutStoredSources(sanitizeHtml(detail?.msgContent ?? '')), [detail?.msgContent]);
  // A callback ref: the modal's portal may mount the body after this component's effects ran.
  const bodyRef = useCallback((node: HTMLDivElement | null) => {
    if (node && body.includes('data-path')) void resignImages(node, signedFileUrl);
  }, [body]);

  const handle = () => {
    const target = detail?.openPage ?? '';
    onClose();
    if (/^https?:\/\//.test(target)) window.open(target, '_blank', 'noopener');
    else if (target !== '') navigate(target);
  };

  const title = (
    // The toggle sits left of the dialog's own close button, which antd places over the title's right end.
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginRight: 40 }}>
      <span>{notifyMessages.detailTitle}</span>
      <Button
        type="text"
        size="small"
        aria-label={fullScreen ? notifyMessages.exitFullScreen : notifyMessages.fullScreen}
        title={fullScreen ? notifyMessages.exitFullScreen : notifyMessages.fullScreen}
        icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => setFullScreen((value) => !value)}
      />
    </div>
  );

  const footer = [
    <Button key="close" onClick={onClose}>{notifyMessages.close}</Button>,
    detail?.openType === 'url' && (
      <Button key="handle" type="primary" onClick={handle}>{notifyMessages.handle}</Button>
    ),
  ];

  return (
    <Modal
      open={announcement !== null}
      title={title}
      width={fullScreen ? FULL_WIDTH : WIDTH}
      style={fullScreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 24 }}
      styles={{ body: { height: '80vh', overflowY: 'auto' } }}
      footer={footer}
      onCancel={onClose}
      afterClose={() => setFullScreen(false)}
      destroyOnHidden
      rootClassName="announcement-detail"
    >
      {detail !== null && (
        <Spin spinning={loading} delay={300}>
          <Typography.Title level={4} style={{ textAlign: 'center' }}>{detail.titile}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            <Space size="large" wrap>
              <span data-testid="announcement-sender">{notifyMessages.sender}：{detail.senderName}</span>
              <span>{notifyMessages.sendTime}：{detail.sendTime ?? ''}</span>
            </Space>
          </Typography.Paragraph>
          <Divider />
          <div ref={bodyRef} data-testid="announcement-body" className="announcement-body" dangerouslySetInnerHTML={{ __html: body }} />
        </Spin>
      )}
    </Modal>
  );
}
