import { createForm, type Form } from '@formily/core';
import type { FormContent } from '../../schemas/types.ts';
import { initialFormValues, type FormValues } from '../core/formValues.ts';

export interface SchemaFormOptions {
  /** Every field read-only: shown, not editable, not validated. */
  readOnly?: boolean;
  /** Every field shown as text (Formily's readPretty, a record's 详情): no inputs, no required marks. */
  readPretty?: boolean;
}

export type FormPattern = 'editable' | 'disabled' | 'readOnly' | 'readPretty';

/** The form's pattern: read-pretty over read-only over the config's disabled. */
export function formPattern(options: SchemaFormOptions, disabled: boolean | undefined): FormPattern {
  if (options.readPretty) return 'readPretty';
  if (options.readOnly) return 'readOnly';
  return disabled ? 'disabled' : 'editable';
}

/**
 * The Formily form of a designed form: values start from each control's `value` (the older
 * designer's model, api-contract section 8), overlaid with `initialValues` (an earlier submission).
 * Fields, rules and linkage are attached by <SchemaForm> as it renders the controls.
 */
export function createSchemaForm(content: FormContent, initialValues?: FormValues, options: SchemaFormOptions = {}): Form<FormValues> {
  return createForm<FormValues>({
    initialValues: initialFormValues(content, initialValues),
    pattern: formPattern(options, content.config?.disabled),
  });
}
