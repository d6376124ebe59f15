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
