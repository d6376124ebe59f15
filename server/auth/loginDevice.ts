import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { derivedKey } from '../entities/secrets.ts';

/**
 * OWASP's device cookies: a browser that has signed in to an account carries a signed mark of it,
 * and its tries for that account are counted under the mark instead of under the account. A
 * stranger's failures make the account wait (distributed guessing is slowed) without making its
 * owner wait; a stolen mark only gives a guesser a counter of its own, throttled alike.
 */
export const DEVICE_COOKIE = 'rsa_login_device';
/** Sent only to the password sign-in. */
const DEVICE_COOKIE_PATH = '/jeecg-boot/sys/login';
const DEVICE_MAX_AGE_S = 180 * 24 * 3600;
const VALUE = /^([\w-]{16})\.([\w-]{43})$/;

function signature(key: Buffer, account: string, nonce: string): string {
  return createHmac('sha256', key).update(`${account.trim().toLowerCase()}\n${nonce}`).digest('base64url');
}

const deviceKey = (db: Db) => derivedKey(db, 'login-device');

/** The mark's nonce when the Cookie header carries a mark this server signed for `account`. */
export async function deviceOf(db: Db, cookieHeader: string | undefined, account: string): Promise<string | undefined> {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    const parts = name === DEVICE_COOKIE && value ? VALUE.exec(value) : null;
    if (!parts) continue;
    const expected = Buffer.from(signature(await deviceKey(db), account, parts[1]));
    const given = Buffer.from(parts[2]);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return parts[1];
  }
  return undefined;
}

/** The Set-Cookie value of a new mark for `account`, after its password was proven. */
export async function deviceCookie(db: Db, account: string, secure: boolean): Promise<string> {
  const nonce = randomBytes(12).toString('base64url');
  const value = `${nonce}.${signature(await deviceKey(db), account, nonce)}`;
  const attributes = [`${DEVICE_COOKIE}=${value}`, `Path=${DEVICE_COOKIE_PATH}`, `Max-Age=${DEVICE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}
