import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { FormContent } from '../../schemas/types.ts';
import type { FormValues } from '../../runtime/core/formValues.ts';
import { RuntimeProvider, type RuntimeServices } from '../../runtime/react/RuntimeContext.tsx';
import { SchemaForm } from '../../runtime/react/SchemaForm.tsx';
import { dialogMessages as m } from './messages.ts';

export interface PreviewDialogProps {
  open: boolean;
  content: FormContent;
  onClose(): void;
  /**
   * The runtime services the form loads options, pickers and uploads through. Without them the
   * dialog uses the <RuntimeProvider> it is rendered in (the designer page's).
   */
  services?: RuntimeServices;
}

const PREVIEW_WIDTH = 900;

/**
 * 表单预览 (seed 001 "Form preview"): the designed form rendered by the runtime's SchemaForm, as a
 * page renders it, with 提交: failed rules show on their fields; when every rule passes the
 * dialog says 表单校验通过 and shows the values as JSON. Each opening starts with a fresh form.
 */
export function PreviewDialog({ open, content, onClose, services }: PreviewDialogProps) {
  const [values, setValues] = useState<FormValues>();
  const [opening, setOpening] = useState(0);
  const close = () => {
    setValues(undefined);
    setOpening((n) => n + 1);
    onClose();
  };
  const form = (
    <SchemaForm
      key={opening}
      content={content}
      onSubmit={(submitted) => setValues(submitted)}
      showSubmit
    />
  );
  return (
    <Modal
      open={open}
      title={m.previewTitle}
      width={PREVIEW_WIDTH}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{m.close}</Button>}
    >
      {services ? <RuntimeProvider services={services}>{form}</RuntimeProvider> : form}
      {values ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          message={m.previewPassed}
          description={
            <>
              <Typography.Text type="secondary">{m.previewValues}</Typography.Text>
              <pre data-testid="preview-values" style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
                {JSON.stringify(values, null, 2)}
              </pre>
            </>
          }
        />
      ) : null}
    </Modal>
  );
}
