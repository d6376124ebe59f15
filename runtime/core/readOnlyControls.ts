import { walkControls, type FormContent } from '../../schemas/types.ts';

/**
 * The form with the named controls read-only (a page form's `readOnlyOnEdit` while a record is
 * edited), wherever they sit: rows, layout tables and dynamic tables included. The content given
 * is not changed; with no ids it is returned as it is.
 */
export function withReadOnlyControls(content: FormContent, ids: readonly string[] | undefined): FormContent {
  if (!ids || ids.length === 0) return content;
  const copy = structuredClone(content);
  const wanted = new Set(ids);
  for (const { control } of walkControls(copy.list)) if (wanted.has(control.id)) control.readonly = true;
  return copy;
}
