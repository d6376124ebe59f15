import { safeUrl } from '../../schemas/safeUrl.ts';
import type { Db } from '../db/database.ts';
import type { SysAnnouncementTable } from '../db/types.ts';
import { text } from '../http/body.ts';
import { fill } from '../http/messages.ts';
import { hasMarkup, markupProblem } from '../http/plainText.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { sanitizeRichText } from './sanitize.ts';
import { refuse } from '../http/params.ts';

export const TITLE_MAX = 100;
export const CONTENT_MAX = 200_000;
export const RECIPIENTS_MAX = 5000;

const CATEGORIES = ['1', '2', '3'];
const PRIORITIES = ['L', 'M', 'H'];
const MSG_TYPES = ['ALL', 'USER'];
const OPEN_TYPES = ['url', 'component'];

/** What add and edit may set; the rest (status, sender, times of sending) belongs to release. */
export type AnnouncementInput = Pick<
  SysAnnouncementTable,
  'titile' | 'msgContent' | 'startTime' | 'endTime' | 'priority' | 'msgCategory' | 'msgType' | 'userIds' |
  'openType' | 'openPage' | 'busType' | 'busId' | 'msgAbstract'
>;

/** A refusal that also names the field, so a form can mark it. */

function optional(body: Record<string, unknown>, field: keyof typeof annMsg.labels, max: number): string | null {
  const value = text(body, field, max + 1);
  if (value.length > max) refuse(field, fill(annMsg.fieldTooLong, { label: annMsg.labels[field], max }));
  return value || null;
}

/** `yyyy-MM-dd HH:mm:ss`, or a bare date taken as the start (or, for an end, the end) of that day. */
function dateTime(body: Record<string, unknown>, field: 'startTime' | 'endTime'): string | null {
  const value = text(body, field, 40);
  if (!value) return null;
  const whole = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} ${field === 'endTime' ? '23:59:59' : '00:00:00'}` : value;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(whole);
  const [, y, mo, d, h, mi, s] = (match ?? []).map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (!match || date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59 || s > 59) {
    refuse(field, fill(annMsg.timeInvalid, { label: annMsg.labels[field] }));
  }
  return whole;
}

function oneOf(body: Record<string, unknown>, field: string, allowed: string[], message: string): string {
  const value = text(body, field, 20);
  if (!allowed.includes(value)) refuse(field, message);
  return value;
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

/** The body of add or edit, checked; the rich text comes back sanitised, ready to store. */
export async function readAnnouncementInput(db: Db, body: Record<string, unknown>): Promise<AnnouncementInput> {
  const titile = text(body, 'titile', TITLE_MAX + 1);
  if (!titile) refuse('titile', annMsg.titleRequired);
  if (titile.length > TITLE_MAX) refuse('titile', fill(annMsg.titleTooLong, { max: TITLE_MAX }));
  // Titles and abstracts are plain text; the older platform's client shows them with v-html.
  if (hasMarkup(titile)) refuse('titile', markupProblem(annMsg.labels.titile));
  const content = typeof body.msgContent === 'string' ? body.msgContent : '';
  if (content.length > CONTENT_MAX) refuse('msgContent', fill(annMsg.contentTooLong, { max: CONTENT_MAX }));
  const msgCategory = oneOf(body, 'msgCategory', CATEGORIES, annMsg.categoryInvalid);
  const priority = oneOf(body, 'priority', PRIORITIES, annMsg.priorityInvalid);
  const msgType = oneOf(body, 'msgType', MSG_TYPES, annMsg.msgTypeInvalid);
  const startTime = dateTime(body, 'startTime');
  const endTime = dateTime(body, 'endTime');
  if (startTime && endTime && endTime < startTime) refuse('endTime', annMsg.endBeforeStart);
  const openType = text(body, 'openType', 20) || null;
  if (openType && !OPEN_TYPES.includes(openType)) refuse('openType', annMsg.openTypeInvalid);
  const openPage = optional(body, 'openPage', 255);
  if (openType && !openPage) refuse('openPage', annMsg.openPageRequired);
  if (openPage && !safeUrl(openPage)) refuse('openPage', annMsg.openPageUnsafe);
  const msgAbstract = optional(body, 'msgAbstract', 2000);
  if (hasMarkup(msgAbstract)) refuse('msgAbstract', markupProblem(annMsg.labels.msgAbstract));
  // The platform keeps recipients as a list with a trailing comma.
  const userIds = msgType === 'USER' ? `${(await recipients(db, body.userIds)).join(',')},` : null;
  return {
    titile, msgContent: sanitizeRichText(content), startTime, endTime, priority, msgCategory, msgType, userIds,
    openType, openPage, busType: optional(body, 'busType', 20), busId: optional(body, 'busId', 50),
    msgAbstract,
  };
}

export function recipientIds(userIds: string | null): string[] {
  return (userIds ?? '').split(',').map((id) => id.trim()).filter(Boolean);
}
