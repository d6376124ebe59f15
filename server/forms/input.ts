import { text } from '../http/body.ts';
import { fill } from '../http/messages.ts';
import { readFormContent } from './formContent.ts';
import { formMsg } from './messages.ts';
import { refuse } from '../http/params.ts';

export const FORM_NAME_MAX = 100;
export const REMARK_MAX = 255;

/** What add and edit may set; ids, versions and the audit columns belong to the server. */
export interface FormInput {
  formName: string | null;
  remark: string | null;
  formContent: string;
}

/** A refusal that also names the field, so a form can mark it. */

/** Name and remark are optional (seed 001 section 2: the save dialog's rules are empty). */
function optional(body: Record<string, unknown>, field: 'formName' | 'remark', max: number, tooLong: string): string | null {
  const value = text(body, field, max + 1);
  if (value.length > max) refuse(field, fill(tooLong, { max }));
  return value || null;
}

export function readFormInput(body: Record<string, unknown>): FormInput {
  return {
    formName: optional(body, 'formName', FORM_NAME_MAX, formMsg.nameTooLong),
    remark: optional(body, 'remark', REMARK_MAX, formMsg.remarkTooLong),
    formContent: readFormContent(body.formContent),
  };
}

/** The version an edit was made from: a positive integer, sent as a number or as its text. */
export function readVersion(body: Record<string, unknown>): number {
  const raw = body.version;
  if (raw === undefined || raw === null || raw === '') refuse('version', formMsg.versionMissing);
  const version = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(version) || version < 1) refuse('version', formMsg.versionInvalid);
  return version;
}
