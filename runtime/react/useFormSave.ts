import { App } from 'antd';
import type { Form } from '@formily/core';
import { useState } from 'react';
import { AdapterError, type Row } from '../../schemas/adapter.ts';
import { applyFieldErrors } from './applyFieldErrors.ts';
import { reportFailure } from '../core/failures.ts';

/**
 * Saving a schema form the one way every dialog does: the form validates (Formily shows the failed
 * rules on their fields), `send` stores the values, the server's message is shown and `after` runs;
 * a refusal keeps everything typed, puts the server's field errors on their fields and shows its
 * message. `saving` is true while the request runs.
 */
export function useFormSave(form: Form, send: (values: Row) => Promise<{ message: string }>, after: () => void, doneText: string) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let values: Row;
    try {
      values = await form.submit<Row>();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const result = await send(values);
      message.success(result.message || doneText);
      after();
    } catch (error) {
      if (!(error instanceof AdapterError)) throw error;
      applyFieldErrors(form, error.fieldErrors);
      reportFailure(message.warning, error, error.message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
