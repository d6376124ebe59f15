import { text } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';
import { positionMsg } from './messages.ts';

export interface PositionInput {
  code: string;
  name: string;
  postRank: string | null;
  companyId: string | null;
}

function refuse(field: string, message: string): never {
  throw new ApiError(message, 200, 500, { [field]: message });
}

function bounded(body: Record<string, unknown>, field: keyof PositionInput, max: number, required?: string): string {
  const value = text(body, field, max + 1);
  if (!value && required) refuse(field, required);
  if (value.length > max) refuse(field, fill(positionMsg.tooLong, { label: positionMsg.labels[field] ?? field, max }));
  return value;
}

/** Users keep their positions as a comma-separated list of codes (sys_user.post): no commas in a code. */
const CODE = /^[A-Za-z0-9_-]+$/;

/** The position's name is plain text, which the older platform's client may show with v-html. */
function plainName(body: Record<string, unknown>): string {
  const name = bounded(body, 'name', 100, positionMsg.nameRequired);
  if (hasMarkup(name)) refuse('name', markupProblem(positionMsg.labels.name));
  return name;
}

export function readPositionInput(body: Record<string, unknown>): PositionInput {
  const code = bounded(body, 'code', 100, positionMsg.codeRequired);
  if (!CODE.test(code)) refuse('code', positionMsg.codeFormat);
  return {
    code,
    name: plainName(body),
    postRank: bounded(body, 'postRank', 10) || null,
    companyId: bounded(body, 'companyId', 255) || null,
  };
}
