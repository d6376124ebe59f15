import { App, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { AdapterError, type Row } from '../../../schemas/adapter.ts';
import type { FormContent } from '../../../schemas/types.ts';
import { applyFieldErrors } from '../../react/applyFieldErrors.ts';
import { createSchemaForm } from '../../react/createSchemaForm.ts';
import { SchemaForm } from '../../react/SchemaForm.tsx';
import { actionMessages as m } from './messages.ts';

const DEFAULT_WIDTH = 600;

export interface ActionFormDialogProps {
  title: string;
  width?: number;
  content: FormContent;
  /** Values the form starts with (the row's, for the fields the form has). */
  initial?: Row;
  /** Sends the values; rejects with an AdapterError when the server refuses them. */
  submit: (values: Row) => Promise<{ message: string }>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A `form` action's dialog (重置密码 and the like): the form validates, its values go out with the
 * call, and a refusal keeps the dialog and everything typed, with the server's field errors on their
 * fields.
 */
export function ActionFormDialog({ title, width, content, initial, submit, onDone, onClose }: ActionFormDialogProps) {
  const { message } = App.useApp();
  const form = useMemo(() => createSchemaForm(content, initial), [content, initial]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let values: Row;
    try {
      values = await form.submit();
    } catch {
      return; // Formily shows the failed rules on their fields.
    }
    setSaving(true);
    try {
      const result = await submit(values);
      message.success(result.message || m.done);
      onDone();
      onClose();
    } catch (error) {
      if (!(error instanceof AdapterError)) throw error;
      applyFieldErrors(form, error.fieldErrors);
      message.warning(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} width={width ?? DEFAULT_WIDTH} okText={m.ok} cancelText={m.cancel} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} destroyOnHidden maskClosable={false}>
      <SchemaForm content={content} form={form} path="$.action.content" />
    </Modal>
  );
}
