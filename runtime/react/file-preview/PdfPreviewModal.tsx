import { Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import { filePreviewMessages as m } from './messages.ts';
import { PDF_MODAL_WIDTH, PDF_SPINNER_MS } from './previewKind.ts';

/**
 * The PDF preview (seed 002 §9): 880 wide, a spinner for 1 s while the browser's viewer starts, the
 * file in a frame at its signed address. An address that is not http(s) or relative never becomes
 * the frame (schemas/safeUrl.ts).
 */
export function PdfPreviewModal({ url, name, onClose }: { url: string; name: string; onClose(): void }) {
  const [spinning, setSpinning] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSpinning(false), PDF_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);
  const src = safeUrl(url);
  return (
    <Modal open title={name || m.pdfTitle} width={PDF_MODAL_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <Spin spinning={spinning} tip={m.loading}>
        {src ? (
          <iframe data-testid="pdf-preview" title={name || m.pdfTitle} src={src} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <div role="alert">{m.badAddress}</div>
        )}
      </Spin>
    </Modal>
  );
}
