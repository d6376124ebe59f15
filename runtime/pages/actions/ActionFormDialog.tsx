import { Modal } from 'antd';
import { useMemo } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import type { FormContent } from '../../../schemas/types.ts';
import { createSchemaForm } from '../../react/createSchemaForm.ts';
import { SchemaForm } from '../../react/SchemaForm.tsx';
import { useFormSave } from '../../react/useFormSave.ts';
import { useLeaveGuard } from '../../react/leaveGuards.ts';
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
  const form = useMemo(() => createSchemaForm(content, initial), [content, initial]);
  useLeaveGuard(() => form.modified);
  const { saving, save } = useFormSave(
    form,
    submit,
    () => {
      onDone();
      onClose();
    },
    m.done,
  );

  return (
    <Modal open title={title} width={width ?? DEFAULT_WIDTH} okText={m.ok} cancelText={m.cancel} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} destroyOnHidden maskClosable={false}>
      <SchemaForm content={content} form={form} path="$.action.content" />
    </Modal>
  );
}
