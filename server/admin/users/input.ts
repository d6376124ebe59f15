import type { Db } from '../../db/database.ts';
import type { SysUserTable } from '../../db/types.ts';
import { text } from '../../http/body.ts';
import { fill } from '../../http/messages.ts';
import { EMAIL, EMAIL_MAX, MOBILE } from '../../routes/registerRules.ts';
import { idList } from '../../http/batchIds.ts';
import { refuse } from '../../http/params.ts';
import { userMsg } from './messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';
import type { LinkValues } from '../../entities/links.ts';

/** What add and edit may set on the user row; the password, status and username have their own rules. */
export type UserFields = Pick<
  SysUserTable,
  'realname' | 'phone' | 'email' | 'workNo' | 'sex' | 'birthday' | 'telephone' | 'post' | 'avatar' | 'userIdentity' | 'departIds'
>;

function optional(body: Record<string, unknown>, field: string, max: number): string | null {
  const value = text(body, field, max + 1);
  if (value.length > max) refuse(field, fill(userMsg.fieldTooLong, { label: userMsg.labels[field] ?? field, max }));
  return value || null;
}

function birthday(body: Record<string, unknown>): string | null {
  const value = text(body, 'birthday', 40).slice(0, 10);
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = (match ?? []).slice(1).map(Number);
  const date = new Date(y, m - 1, d);
  if (!match || date.getMonth() !== m - 1 || date.getDate() !== d) refuse('birthday', userMsg.birthdayInvalid);
  return value;
}

function smallInt(body: Record<string, unknown>, field: string, allowed: number[], message: string): number | null {
  const value = text(body, field, 10);
  if (!value) return null;
  const n = Number(value);
  if (!allowed.includes(n)) refuse(field, message);
  return n;
}

/** Ids that name live rows of the table, or a refusal naming the unknown ones. */
async function existing(db: Db, table: 'sysRole' | 'sysDepart', ids: string[], field: string, message: string): Promise<string[]> {
  if (ids.length === 0) return ids;
  const rows = table === 'sysRole'
    ? await db.kysely.selectFrom('sysRole').select('id').where('id', 'in', ids).execute()
    : await db.kysely.selectFrom('sysDepart').select('id').where('id', 'in', ids).where('delFlag', '=', '0').execute();
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) refuse(field, fill(message, { ids: unknown.slice(0, 5).join(',') }));
  return ids;
}

/** Phone, e-mail and work number belong to one account each, deleted ones included (the columns are unique). */
export async function assertUnique(db: Db, fields: Pick<UserFields, 'phone' | 'email' | 'workNo'>, exceptId?: string): Promise<void> {
  const checks = [
    ['phone', fields.phone, userMsg.phoneTaken],
    ['email', fields.email, userMsg.emailTaken],
    ['workNo', fields.workNo, userMsg.workNoTaken],
  ] as const;
  for (const [column, value, message] of checks) {
    if (!value) continue;
    let query = db.kysely.selectFrom('sysUser').select('id').where(column, '=', value);
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) refuse(column, message);
  }
}

/**
 * The body of add or edit, checked (uniqueness included), and the roles and departments it links
 * (the link fields `selectedroles`, `selecteddeparts` the engine read: links.ts) checked to exist.
 */
export async function readUserInput(db: Db, body: Record<string, unknown>, links: LinkValues, exceptId?: string): Promise<UserFields> {
  const realname = text(body, 'realname', 101);
  if (!realname) refuse('realname', userMsg.realnameRequired);
  if (realname.length > 100) refuse('realname', userMsg.realnameTooLong);
  if (hasMarkup(realname)) refuse('realname', markupProblem('姓名'));
  const phone = text(body, 'phone', 46) || null;
  if (phone && !MOBILE.test(phone)) refuse('phone', userMsg.phoneInvalid);
  const email = text(body, 'email', EMAIL_MAX + 1) || null;
  if (email && (email.length > EMAIL_MAX || !EMAIL.test(email))) refuse('email', userMsg.emailInvalid);
  const fields: UserFields = {
    realname, phone, email,
    workNo: optional(body, 'workNo', 100),
    sex: smallInt(body, 'sex', [0, 1, 2], userMsg.sexInvalid),
    birthday: birthday(body),
    telephone: optional(body, 'telephone', 45),
    post: optional(body, 'post', 100),
    avatar: optional(body, 'avatar', 255),
    userIdentity: smallInt(body, 'userIdentity', [1, 2], userMsg.identityInvalid) ?? 1,
    departIds: (await existing(db, 'sysDepart', idList(body.departIds), 'departIds', userMsg.departsUnknown)).join(',') || null,
  };
  await assertUnique(db, fields, exceptId);
  if (links.selectedroles) await existing(db, 'sysRole', links.selectedroles, 'selectedroles', userMsg.rolesUnknown);
  if (links.selecteddeparts) await existing(db, 'sysDepart', links.selecteddeparts, 'selecteddeparts', userMsg.departsUnknown);
  return fields;
}
