import { Button, Drawer, Modal, Space } from 'antd';
import { useMemo } from 'react';
import type { DataAdapter, Row } from '../../../schemas/adapter.ts';
import type { PageForm } from '../../../schemas/types.ts';
import { withReadOnlyControls } from '../../core/readOnlyControls.ts';
import { createSchemaForm } from '../../react/createSchemaForm.ts';
import { useLeaveGuard } from '../../react/leaveGuards.ts';
import { SchemaForm } from '../../react/SchemaForm.tsx';
import { useFormSave } from '../../react/useFormSave.ts';
import { listMessages as m } from './messages.ts';
import { recordTitle, type RecordMode, type RecordNames } from './recordTitle.ts';

export type { RecordMode } from './recordTitle.ts';

const DEFAULT_WIDTH = 800;

export interface RecordDialogProps {
  mode: RecordMode;
  form: PageForm;
  /** The row being edited or shown; none when adding. */
  record?: Row;
  adapter: DataAdapter;
  idField: string;
  onSaved: () => void;
  onClose: () => void;
  /** Values every saved record carries (a nested list's fixed filters, e.g. dictId); new records start with them. */
  fixedValues?: Row;
  /** What the page calls its records, besides the form's own title: the title says 新增用户, not 新增. */
  names?: Omit<RecordNames, 'formTitle'>;
}

/**
 * 新增 / 编辑 / 详情 of one record in a modal or drawer (`form.mode`). Saving validates, calls the
 * adapter and closes; a refused save keeps the dialog and every typed value, and puts the server's
 * field errors on their fields. The dialog is mounted per opening, so each starts fresh.
 */
export function RecordDialog({ mode, form: pageForm, record, adapter, idField, onSaved, onClose, fixedValues, names }: RecordDialogProps) {
  // 详情 shows the values as text (read-pretty): nothing in it looks typeable.
  const readOnly = mode === 'detail';
  // What a record is known by (readOnlyOnEdit) is chosen when it is added, not changed after.
  const content = useMemo(() => (mode === 'edit' ? withReadOnlyControls(pageForm.content, pageForm.readOnlyOnEdit) : pageForm.content), [mode, pageForm]);
  const form = useMemo(() => createSchemaForm(content, record ?? fixedValues, { readPretty: readOnly }), [content, record, fixedValues, readOnly]);
  // Closing the page's tab with typed values in the dialog asks first.
  useLeaveGuard(() => !readOnly && form.modified);
  const { saving, save } = useFormSave(
    form,
    (values) => {
      const saved = { ...fixedValues, ...values };
      return mode === 'edit' ? adapter.update({ id: record ? String(record[idField]) : '', values: saved }) : adapter.create({ values: saved });
    },
    () => {
      onSaved();
      onClose();
    },
    m.saved,
  );

  const title = recordTitle(mode, { ...names, formTitle: pageForm.title });
  const width = pageForm.width ?? DEFAULT_WIDTH;
  const body = <SchemaForm content={content} form={form} readPretty={readOnly} path="$.form.content" />;
  const buttons = readOnly ? (
    <Button onClick={onClose}>{m.close}</Button>
  ) : (
    <Space>
      <Button onClick={onClose}>{m.cancel}</Button>
      <Button type="primary" loading={saving} onClick={() => void save()}>
        {m.ok}
      </Button>
    </Space>
  );

  if (pageForm.mode === 'drawer') {
    return (
      <Drawer open title={title} width={width} onClose={onClose} extra={buttons} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={width} onCancel={onClose} footer={buttons} destroyOnHidden maskClosable={false}>
      {body}
    </Modal>
  );
}
