import { isField, type Form } from '@formily/core';

/**
 * Puts errors the server sent for fields (AdapterError.fieldErrors) on those fields. They are
 * recorded as the fields' own input-validation result, so the next edit of a field clears its one.
 * Answers the names that matched no field.
 */
export function applyFieldErrors(form: Form, fieldErrors: Readonly<Record<string, string>>): string[] {
  const unmatched: string[] = [];
  for (const [name, message] of Object.entries(fieldErrors)) {
    const field = form.query(name).take();
    if (field && isField(field)) field.setFeedback({ triggerType: 'onInput', type: 'error', code: 'ValidateError', messages: [message] });
    else unmatched.push(name);
  }
  return unmatched;
}
