import type { Field } from '@formily/core';

/**
 * Leaving a field: Formily's own blur bookkeeping, then the field's rules, which are declared for
 * the input trigger (see core/fieldRules.ts) and so also run on every change.
 */
export function blurAndValidate(field: Field): void {
  void field.onBlur();
  // validate() also rejects with the errors it found; they are on the field, shown by its item.
  field.validate('onInput').catch(() => undefined);
}

/** What a control renderer gets from its Formily field: value, change, blur and the field's pattern. */
export function fieldBinding(field: Field) {
  return {
    value: field.value as unknown,
    onChange: (value: unknown) => void field.onInput(value),
    onBlur: () => blurAndValidate(field),
    disabled: field.pattern === 'disabled',
    readOnly: field.pattern === 'readOnly' || field.pattern === 'readPretty',
  };
}

/** A read-pretty field (a record's 详情): shown as text. The form's pattern wins over a field's own (disabled, read-only). */
export const isPretty = (field: Field): boolean => field.pattern === 'readPretty' || field.form.pattern === 'readPretty';
