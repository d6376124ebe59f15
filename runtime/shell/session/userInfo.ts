import { getStoredUserInfo } from '../storage/authStorage';
import type { UserInfo } from './types';

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

/** Narrows stored or received user info; anything without a username is not a user. */
export function toUserInfo(raw: unknown): UserInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const username = text(record, 'username');
  if (username === null) return null;
  return {
    id: text(record, 'id') ?? '',
    username,
    realname: text(record, 'realname') ?? username,
    avatar: text(record, 'avatar'),
    orgCode: text(record, 'orgCode'),
    homePath: text(record, 'homePath'),
  };
}

/** The signed-in user as stored at login, or null when signed out. */
export function getUserInfo(): UserInfo | null {
  return toUserInfo(getStoredUserInfo());
}
