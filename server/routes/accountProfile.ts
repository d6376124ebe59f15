import type { SysUserTable } from '../db/types.ts';
import { isStoredPath } from '../files/uploadPaths.ts';
import { formatDateTime } from '../ids.ts';
import { accountMsg } from './accountMessages.ts';

/** The profile fields a user may change about themselves; nothing else is ever read from the body. */
export type ProfileChanges = Partial<Pick<SysUserTable, 'realname' | 'avatar' | 'sex' | 'birthday' | 'email' | 'phone' | 'telephone'>>;

export const REALNAME_MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,14}$/;
const MOBILE = /^1[3-9]\d{9}$/;
/** Seed 001 section 5: a 3 or 4 digit area code, then 7 or 8 digits. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const URL = /^https?:\/\/[^\s"'<>]+$/;

type Reader = (raw: unknown) => { value: unknown } | { error: string };

const blank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
const textOf = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : null);

/** An optional text that must match a pattern; empty clears it. */
const optional = (pattern: RegExp, max: number, error: string): Reader => (raw) => {
  if (blank(raw)) return { value: null };
  const value = textOf(raw);
  return value !== null && value.length <= max && pattern.test(value) ? { value } : { error };
};

/** A real calendar date between 1900 and today, as yyyy-MM-dd. */
function isPastDate(value: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= formatDateTime(today).slice(0, 10);
}

const readers = (today: Date): Record<keyof ProfileChanges, Reader> => ({
  realname: (raw) => {
    const value = textOf(raw) ?? '';
    if (value === '') return { error: accountMsg.realnameRequired };
    return value.length > REALNAME_MAX ? { error: accountMsg.realnameTooLong } : { value };
  },
  avatar: (raw) => {
    if (blank(raw)) return { value: null };
    const value = textOf(raw) ?? '';
    return value.length <= 255 && (URL.test(value) || isStoredPath(value)) ? { value } : { error: accountMsg.avatarInvalid };
  },
  sex: (raw) => {
    if (blank(raw)) return { value: null };
    const value = Number(raw);
    return value === 1 || value === 2 ? { value } : { error: accountMsg.sexInvalid };
  },
  birthday: (raw) => {
    if (blank(raw)) return { value: null };
    const value = textOf(raw) ?? '';
    return isPastDate(value, today) ? { value } : { error: accountMsg.birthdayInvalid };
  },
  email: optional(EMAIL, 45, accountMsg.emailInvalid),
  phone: optional(MOBILE, 11, accountMsg.phoneInvalid),
  telephone: optional(LANDLINE, 45, accountMsg.telephoneInvalid),
});

/**
 * The changes a body asks for, each checked; a field the body leaves out stays as it is. `errors`
 * maps each refused field to its message (the envelope's `result`, so a form can mark the field).
 */
export function readProfile(body: Record<string, unknown>, today = new Date()): { changes: ProfileChanges; errors: Record<string, string> } {
  const changes: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, read] of Object.entries(readers(today))) {
    if (!(field in body)) continue;
    const outcome = read(body[field]);
    if ('error' in outcome) errors[field] = outcome.error;
    else changes[field] = outcome.value;
  }
  return { changes: changes as ProfileChanges, errors };
}
