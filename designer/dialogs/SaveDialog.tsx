import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { dialogMessages as m } from './messages.ts';

export interface SaveValues {
  formName: string;
  remark: string;
}

export interface SaveDialogProps {
  open: boolean;
  initial: SaveValues;
  /** Saves; when it resolves the dialog closes (onClose), a rejection keeps it open with what was typed and shows the error's message. */
  onSubmit(values: SaveValues): Promise<void>;
  onClose(): void;
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : m.saveFailed);

/**
 * 保存表单 (seed 001 "Designer screen"): the form name and a remark, both optional (the older
 * designer's rules for them are empty). The button spins while saving; a failed save shows why
 * and keeps what was typed.
 */
export function SaveDialog({ open, initial, onSubmit, onClose }: SaveDialogProps) {
  const [form] = Form.useForm<SaveValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  // Each opening starts from the saved form's name and remark.
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ formName: initial.formName, remark: initial.remark });
    setError(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    const values = form.getFieldsValue();
    setSaving(true);
    setError(undefined);
    try {
      await onSubmit({ formName: (values.formName ?? '').trim(), remark: values.remark ?? '' });
      onClose();
    } catch (failure) {
      setError(reason(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={m.saveTitle}
      okText={m.save}
      cancelText={m.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void submit()}>
        <Form.Item name="formName" label={m.formName}>
          <Input placeholder={m.formNamePlaceholder} allowClear />
        </Form.Item>
        <Form.Item name="remark" label={m.remark}>
          <Input.TextArea placeholder={m.remarkPlaceholder} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
