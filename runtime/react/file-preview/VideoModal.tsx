import { Modal } from 'antd';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import { filePreviewMessages as m } from './messages.ts';
import { VIDEO_MODAL_WIDTH } from './previewKind.ts';

/** The video dialog (seed 002 §9, titled 视频播放): the file at its signed address, with the player's controls. */
export function VideoModal({ url, onClose }: { url: string; onClose(): void }) {
  const src = safeUrl(url);
  return (
    <Modal open title={m.videoTitle} width={VIDEO_MODAL_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      {src ? <video data-testid="video-preview" src={src} controls autoPlay style={{ width: '100%', maxHeight: '70vh' }} /> : <div role="alert">{m.badAddress}</div>}
    </Modal>
  );
}
