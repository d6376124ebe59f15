import { safeUrl } from '../../schemas/safeUrl.ts';
import type { Db } from '../db/database.ts';
import type { EntityRow } from '../entities/dynamic.ts';
import { fill } from '../http/messages.ts';
import { refuse } from '../http/params.ts';
import { annMsg } from '../routes/announcementMessages.ts';

export const RECIPIENTS_MAX = 5000;
export const CONTENT_MAX = 200_000;

const CATEGORIES = ['1', '2', '3'];
const PRIORITIES = ['L', 'M', 'H'];
const MSG_TYPES = ['ALL', 'USER'];
const OPEN_TYPES = ['url', 'component'];

type Values = Record<string, unknown>;

/** `yyyy-MM-dd HH:mm:ss`, or a bare date taken as the start (or, for an end, the end) of that day. */
function dateTime(values: Values, field: 'startTime' | 'endTime'): void {
  const value = values[field];
  if (value === undefined || value === null) return;
  const text = String(value);
  const whole = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} ${field === 'endTime' ? '23:59:59' : '00:00:00'}` : text;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(whole);
  const [, y, mo, d, h, mi, s] = (match ?? []).map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (!match || date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59 || s > 59) {
    refuse(field, fill(annMsg.timeInvalid, { label: annMsg.labels[field] }));
  }
  values[field] = whole;
}

/** One of the allowed codes: required on add, checked on edit when sent. */
function oneOf(values: Values, field: string, allowed: string[], message: string, mode: 'add' | 'edit'): void {
  if (mode === 'edit' && !Object.hasOwn(values, field)) return;
  if (!allowed.includes(String(values[field] ?? ''))) refuse(field, message);
}

/**
 * User ids separated by commas, or by semicolons as the dialog-list picker joins them (an array is
 * accepted too), each naming a live user.
 */
async function recipients(db: Db, value: unknown): Promise<string[]> {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,;]/) : [];
  const ids = [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
  if (ids.length === 0) refuse('userIds', annMsg.userIdsRequired);
  if (ids.length > RECIPIENTS_MAX) refuse('userIds', fill(annMsg.userIdsTooMany, { max: RECIPIENTS_MAX }));
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.kysely.selectFrom('sysUser').select('id').where('id', 'in', ids.slice(i, i + 500)).where('delFlag', '=', 0).execute();
    for (const row of rows) found.add(row.id);
  }
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) refuse('userIds', fill(annMsg.userIdsUnknown, { ids: unknown.slice(0, 5).join(',') }));
  return ids;
}

/**
 * The checks of add and edit the declaration cannot say, in the module's words (the engine has
 * already checked lengths, plain-text titles and abstracts, and sanitised the rich text). The
 * values as stored: times whole, recipients as the platform keeps them.
 */
export async function checkAnnouncement(db: Db, mode: 'add' | 'edit', values: Values, body: Values, before?: EntityRow): Promise<void> {
  if (typeof values.msgContent === 'string' && values.msgContent.length > CONTENT_MAX) refuse('msgContent', fill(annMsg.contentTooLong, { max: CONTENT_MAX }));
  oneOf(values, 'msgCategory', CATEGORIES, annMsg.categoryInvalid, mode);
  oneOf(values, 'priority', PRIORITIES, annMsg.priorityInvalid, mode);
  oneOf(values, 'msgType', MSG_TYPES, annMsg.msgTypeInvalid, mode);
  dateTime(values, 'startTime');
  dateTime(values, 'endTime');
  const start = values.startTime ?? before?.startTime;
  const end = values.endTime ?? before?.endTime;
  if (start && end && String(end) < String(start)) refuse('endTime', annMsg.endBeforeStart);
  const openType = values.openType ?? (mode === 'edit' && !Object.hasOwn(values, 'openType') ? before?.openType : null);
  if (openType && !OPEN_TYPES.includes(String(openType))) refuse('openType', annMsg.openTypeInvalid);
  const openPage = Object.hasOwn(values, 'openPage') || mode === 'add' ? values.openPage : before?.openPage;
  if (openType && !openPage) refuse('openPage', annMsg.openPageRequired);
  if (values.openPage && !safeUrl(String(values.openPage))) refuse('openPage', annMsg.openPageUnsafe);
  const msgType = Object.hasOwn(values, 'msgType') ? values.msgType : before?.msgType;
  // The platform keeps recipients as a list with a trailing comma.
  if (msgType === 'USER') {
    if (mode === 'add' || Object.hasOwn(body, 'userIds') || Object.hasOwn(values, 'msgType')) values.userIds = `${(await recipients(db, body.userIds)).join(',')},`;
  } else {
    values.userIds = null;
  }
}

export function recipientIds(userIds: string | null): string[] {
  return (userIds ?? '').split(',').map((id) => id.trim()).filter(Boolean);
}
