import { text } from '../../http/body.ts';
import { fill } from '../../http/messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';
import { dictMsg } from './messages.ts';
import { refuse } from '../../http/params.ts';

/** A refusal that names the field, so the form can mark it. */

type Label = keyof typeof dictMsg.labels;

function bounded(body: Record<string, unknown>, field: Label, max: number, required?: string): string {
  const value = text(body, field, max + 1);
  if (!value && required) refuse(field, required);
  if (value.length > max) refuse(field, fill(dictMsg.tooLong, { label: dictMsg.labels[field], max }));
  return value;
}

/** A name or item text: plain text, which the older platform's client may show with v-html. */
function plain(body: Record<string, unknown>, field: Label, max: number, required?: string): string {
  const value = bounded(body, field, max, required);
  if (hasMarkup(value)) refuse(field, markupProblem(dictMsg.labels[field]));
  return value;
}

/** A small integer given as a number or its text; `fallback` when absent. */
function integer(body: Record<string, unknown>, field: string, fallback: number, message: string, allowed?: number[]): number {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || (allowed && !allowed.includes(value))) refuse(field, message);
  return value;
}

export interface DictInput {
  dictName: string;
  dictCode: string;
  description: string | null;
  type: number;
}

/** A dictionary code is used in URLs and as `dict` of entity fields: no commas, spaces or slashes. */
const CODE = /^[A-Za-z0-9_-]+$/;

export function readDictInput(body: Record<string, unknown>): DictInput {
  const dictName = plain(body, 'dictName', 100, dictMsg.nameRequired);
  const dictCode = bounded(body, 'dictCode', 100, dictMsg.codeRequired);
  if (!CODE.test(dictCode)) refuse('dictCode', dictMsg.codeFormat);
  return {
    dictName,
    dictCode,
    description: bounded(body, 'description', 255) || null,
    type: integer(body, 'type', 0, dictMsg.typeInvalid, [0, 1]),
  };
}

export interface DictItemInput {
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export function readItemInput(body: Record<string, unknown>): DictItemInput {
  return {
    itemText: plain(body, 'itemText', 100, dictMsg.itemTextRequired),
    itemValue: bounded(body, 'itemValue', 100, dictMsg.itemValueRequired),
    description: bounded(body, 'description', 255) || null,
    sortOrder: integer(body, 'sortOrder', 0, dictMsg.sortOrderInvalid),
    status: integer(body, 'status', 1, dictMsg.statusInvalid, [0, 1]),
  };
}
