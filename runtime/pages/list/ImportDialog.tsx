import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Modal, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import type { DataAdapter } from '../../../schemas/adapter.ts';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';
import { listMessages as m } from './messages.ts';
import { errorFileHref, importOutcome, isExcelFile, percentOf } from './transferOutcome.ts';
import { reportFailure } from '../../core/failures.ts';

export interface ImportDialogProps {
  adapter: DataAdapter;
  fileUrl: ResolveUrl;
  onImported: () => void;
  onClose: () => void;
}

/**
 * 导入EXCEL (seed 002 sections 4 and 8): choose one .xls/.xlsx file, optionally 校验, upload with
 * progress, then close and tell the outcome: success toast, a warning with the error file for
 * code 201, or a warning with the server's message. Mounted per opening, so the file and the
 * validate flag start empty and 0.
 */
export function ImportDialog({ adapter, fileUrl, onImported, onClose }: ImportDialogProps) {
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [validate, setValidate] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async () => {
    if (!file) return;
    setPercent(0);
    try {
      const outcome = importOutcome(await adapter.import({ file, validate, onProgress: (p) => setPercent(percentOf(p) ?? 0) }));
      onClose();
      onImported();
      if (outcome.kind === 'success') {
        message.success(outcome.message);
        return;
      }
      // An error file whose address cannot be had is left out; the warning still tells the outcome.
      const href = outcome.kind === 'partial' ? await Promise.resolve(errorFileHref(outcome.errorFileUrl, fileUrl)).catch(() => undefined) : undefined;
      modal.warning({
        title: m.importPartial,
        content: (
          <span>
            {outcome.message}
            {href && (
              <>
                {' '}
                <a href={href} target="_blank" rel="noreferrer" download>
                  {m.importErrorFile}
                </a>
              </>
            )}
          </span>
        ),
      });
    } catch (error) {
      onClose();
      reportFailure(message.warning, error, m.importFailed);
    }
  };

  return (
    <Modal
      open
      title={m.importTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="primary" disabled={!file} loading={percent !== null} onClick={() => void upload()}>
            {percent !== null ? m.importing : m.importStart}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept=".xls,.xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            if (isExcelFile(chosen.name)) setFile(chosen);
            else message.warning(m.importOnlyExcel);
            return false; // Nothing goes up until 开始上传.
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{m.importChoose}</Button>
        </Upload>
        <Checkbox checked={validate} onChange={(e) => setValidate(e.target.checked)}>
          {m.importValidate}
        </Checkbox>
        {percent !== null && <Progress percent={percent} size="small" />}
      </Space>
    </Modal>
  );
}
