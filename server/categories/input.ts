import { text } from '../http/body.ts';
import { fill } from '../http/messages.ts';
import { categoryMsg } from './messages.ts';
import { ROOT_PID } from './tables.ts';
import { refuse } from '../http/params.ts';

export interface CategoryInput {
  /** The parent's id; ROOT_PID for a top-level category. */
  pid: string;
  name: string;
  code: string;
}

const MAX = 100;
/** Codes name categories in requests (loadTreeRoot's pcode) and in stored values: plain characters only. */
const CODE = /^[A-Za-z0-9_-]+$/;

function bounded(body: Record<string, unknown>, field: 'name' | 'code', required: string): string {
  const value = text(body, field, MAX + 1);
  if (!value) refuse(field, required);
  if (value.length > MAX) refuse(field, fill(categoryMsg.tooLong, { label: categoryMsg.labels[field], max: MAX }));
  return value;
}

export function readCategoryInput(body: Record<string, unknown>): CategoryInput {
  const name = bounded(body, 'name', categoryMsg.nameRequired);
  const code = bounded(body, 'code', categoryMsg.codeRequired);
  if (!CODE.test(code)) refuse('code', categoryMsg.codeFormat);
  return { pid: text(body, 'pid', 64) || ROOT_PID, name, code };
}
