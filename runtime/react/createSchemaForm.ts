import { createForm, type Form } from '@formily/core';
import type { FormContent } from '../../schemas/types.ts';
import { initialFormValues, type FormValues } from '../core/formValues.ts';

export interface SchemaFormOptions {
  /** Every field read-only: shown, not editable, not validated. */
  readOnly?: boolean;
}

/**
 * The Formily form of a designed form: values start from each control's `value` (the older
 * designer's model, api-contract section 8), overlaid with `initialValues` (an earlier submission).
 * Fields, rules and linkage are attached by <SchemaForm> as it renders the controls.
 */
export function createSchemaForm(content: FormContent, initialValues?: FormValues, options: SchemaFormOptions = {}): Form<FormValues> {
  return createForm<FormValues>({
    initialValues: initialFormValues(content, initialValues),
    pattern: options.readOnly ? 'readOnly' : content.config?.disabled ? 'disabled' : 'editable',
  });
}
