import { Alert, App, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { DataAdapter } from '../../../schemas/adapter.ts';
import type { FormContent } from '../../../schemas/types.ts';
import { SchemaForm } from '../../react/SchemaForm.tsx';
import { listMessages as m } from './messages.ts';

const WIDTH = 1000;

export type Loaded = { status: 'loading' } | { status: 'ready'; content: FormContent } | { status: 'failed'; message: string };

/** The designed form a record holds: a formContent object, or its JSON text as sys_form keeps it. */
export function formContentOf(value: unknown): Loaded {
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      return { status: 'ready', content: JSON.parse(value) as FormContent };
    } catch {
      return { status: 'failed', message: m.previewNotJson };
    }
  }
  if (typeof value === 'object' && value !== null) return { status: 'ready', content: value as FormContent };
  return { status: 'failed', message: m.previewEmpty };
}

export interface FormPreviewDialogProps {
  adapter: DataAdapter;
  /** The record to read (fresh, by id: a list row may be stale or leave the form out). */
  id: string;
  /** The record's field holding the form. */
  field: string;
  title: string;
  onClose: () => void;
}

/**
 * 预览 of a list row: the form a record holds, rendered by SchemaForm as it will be filled in, with
 * a 提交 that runs every rule. A form failing the meta-schema shows its problems with their paths.
 */
export function FormPreviewDialog({ adapter, id, field, title, onClose }: FormPreviewDialogProps) {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    adapter
      .get({ id, signal: controller.signal })
      .then((row) => setLoaded(formContentOf(row[field])))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed', message: error instanceof Error ? error.message : m.loadFailed });
      });
    return () => controller.abort();
  }, [adapter, id, field]);

  return (
    <Modal open title={title} width={WIDTH} onCancel={onClose} footer={<Button onClick={onClose}>{m.close}</Button>} destroyOnHidden>
      {loaded.status === 'loading' && <Spin />}
      {loaded.status === 'failed' && <Alert type="error" showIcon message={loaded.message} />}
      {loaded.status === 'ready' && (
        <SchemaForm content={loaded.content} path={`$.${field}`} showSubmit onSubmit={() => void message.success(m.previewValid)} />
      )}
    </Modal>
  );
}
