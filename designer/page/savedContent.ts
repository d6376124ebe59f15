import type { FormContent } from '../../schemas/types.ts';
import { checkFormContent, type Checked } from '../../schemas/validate.ts';
import { designerMessages as m } from '../messages.ts';

/**
 * A saved form's formContent (JSON text) as a document, or the problems with their JSON paths:
 * text that is not JSON is one problem at `$`; JSON that fails the meta-schema lists ajv's.
 */
export function parseSavedContent(text: string): Checked<FormContent> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '$', rule: 'json', message: `${m.badFormContent}：${error instanceof Error ? error.message : String(error)}` }] };
  }
  return checkFormContent(value);
}
