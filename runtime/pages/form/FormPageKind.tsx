import { App, Button, Card, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { FormPage } from '../../../schemas/types.ts';
import { AdapterError } from '../../../schemas/adapter.ts';
import { createSchemaForm, SchemaForm } from '../../react/SchemaForm.tsx';
import { useLeaveGuard } from '../../react/leaveGuards.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { pageKindMessages } from '../messages.ts';
import type { PageKindProps } from '../registry.ts';
import { reportFailure } from '../../core/failures.ts';

/**
 * A designed form as a page. Submit validates; with a data source the values are created there,
 * otherwise (a preview) success is only reported. A failed save keeps every value typed.
 */
export function FormPageKind({ schema }: PageKindProps) {
  const page = schema as FormPage;
  const services = useRuntime();
  const { message } = App.useApp();
  const form = useMemo(() => createSchemaForm(page.content), [page.content]);
  const [saving, setSaving] = useState(false);
  // Typed values not yet submitted ask before the page's tab closes; what was just submitted does not.
  const submitted = useRef<string | null>(null);
  useLeaveGuard(() => form.modified && JSON.stringify(form.values) !== submitted.current);

  const submit = async () => {
    setSaving(true);
    try {
      const values = (await form.submit()) as Record<string, unknown>;
      if (page.dataSource) {
        const result = await services.adapters.create(page.dataSource).create({ values });
        submitted.current = JSON.stringify(form.values);
        message.success(result.message || pageKindMessages.saved);
      } else {
        submitted.current = JSON.stringify(form.values);
        message.success(pageKindMessages.saved);
      }
    } catch (error) {
      // Formily rejects with the field errors it already shows; an adapter error is the server's word.
      if (error instanceof AdapterError) reportFailure(message.warning, error, error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={page.title}>
      <SchemaForm content={page.content} form={form} />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {pageKindMessages.submit}
        </Button>
        <Button onClick={() => form.reset()}>{pageKindMessages.reset}</Button>
      </Space>
    </Card>
  );
}
