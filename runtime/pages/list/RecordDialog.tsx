import { Alert, Button, Drawer, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
  /**
   * Read the record by id (the adapter's `get`) before editing or showing it: a master-detail page's
   * list rows lack the detail rows, and editing without them would save the rows as removed.
   */
  readWhole?: boolean;
}

/**
 * 新增 / 编辑 / 详情 of one record in a modal or drawer (`form.mode`). Saving validates, calls the
 * adapter and closes; a refused save keeps the dialog and every typed value, and puts the server's
 * field errors on their fields. The dialog is mounted per opening, so each starts fresh.
 */
export function RecordDialog(props: RecordDialogProps) {
  const { mode, record, adapter, idField, readWhole } = props;
  const id = record ? String(record[idField]) : '';
  const reading = readWhole === true && mode !== 'add' && record !== undefined;
  const [whole, setWhole] = useState<{ row?: Row; failed?: string }>({});
  useEffect(() => {
    if (!reading) return;
    const abort = new AbortController();
    adapter.get({ id, signal: abort.signal }).then(
      (row) => setWhole({ row: { ...record, ...row } }),
      (error: unknown) => {
        if (!abort.signal.aborted) setWhole({ failed: error instanceof Error && error.message ? error.message : m.loadFailed });
      },
    );
    return () => abort.abort();
  }, [reading, adapter, id, record]);

  if (!reading) return <RecordForm {...props} />;
  if (whole.row) return <RecordForm {...props} record={whole.row} />;
  // Nothing to type into until the whole record is here: a save now would drop its detail rows.
  const body = whole.failed ? <Alert type="error" showIcon message={m.loadFailed} description={whole.failed} /> : <Spin />;
  return <DialogFrame {...props} body={body} buttons={<Button onClick={props.onClose}>{m.close}</Button>} />;
}

function RecordForm({ mode, form: pageForm, record, adapter, idField, onSaved, onClose, fixedValues, names }: RecordDialogProps) {
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
  return <DialogFrame mode={mode} form={pageForm} names={names} onClose={onClose} body={body} buttons={buttons} />;
}

/** The modal or drawer (`form.mode`) around a record's form, titled 新增用户 / 编辑用户 / 详情. */
function DialogFrame({ mode, form: pageForm, names, onClose, body, buttons }: Pick<RecordDialogProps, 'mode' | 'form' | 'names' | 'onClose'> & { body: ReactNode; buttons: ReactNode }) {
  const title = recordTitle(mode, { ...names, formTitle: pageForm.title });
  const width = pageForm.width ?? DEFAULT_WIDTH;
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
