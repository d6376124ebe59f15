import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** How long a started third-party sign-in may take at the provider. */
export const THIRD_STATE_LIFETIME_MS = 600_000;

/** The HttpOnly cookie that binds a state to the browser that started the flow. */
export const FLOW_COOKIE = 'third_login_flow';
const FLOW_COOKIE_PATH = '/jeecg-boot/sys/thirdLogin';
const FLOW_VALUE = /^[\w-]{43}$/;

/*
 * Like the password-reset tickets (resetTickets.ts), a state is kept in sys_captcha, the store of
 * short-lived single-use keys: only a digest of provider type, browser binding and state is stored,
 * under a prefix captcha keys cannot carry, and the row is deleted as it is read. The state names
 * when it was issued, so a state the sweep has already removed still reads as expired.
 */
const PREFIX = 'oauth:';

function stateKey(thirdType: string, flow: string, state: string): string {
  return PREFIX + createHash('sha256').update(`${thirdType}:${flow}:${state}`).digest('hex').slice(0, 64 - PREFIX.length);
}

/** The browser's flow value from its Cookie header, when well formed. */
export function flowFromCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === FLOW_COOKIE && value && FLOW_VALUE.test(value)) return value;
  }
  return undefined;
}

/** A new flow value, or the browser's own: two tabs starting sign-ins keep each other's states valid. */
export function flowFor(existing: string | undefined): string {
  return existing ?? randomBytes(32).toString('base64url');
}

export function flowCookie(flow: string, secure: boolean): string {
  const attributes = [`${FLOW_COOKIE}=${flow}`, `Path=${FLOW_COOKIE_PATH}`, `Max-Age=${THIRD_STATE_LIFETIME_MS / 1000}`, 'HttpOnly', 'SameSite=Lax'];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}

export async function issueThirdState(db: Db, thirdType: string, flow: string, now = Date.now()): Promise<string> {
  const state = `${now.toString(36)}.${randomBytes(24).toString('base64url')}`;
  await db.kysely
    .insertInto('sysCaptcha')
    .values({ checkKey: stateKey(thirdType, flow, state), code: 'oauth', expiresAt: now + THIRD_STATE_LIFETIME_MS })
    .execute();
  return state;
}

export type StateCheck = 'ok' | 'missing' | 'invalid' | 'expired';

/**
 * Uses up the state: 'ok' once for a live state this browser's flow was issued for this provider;
 * 'invalid' for one used before, forged, another browser's or another provider's.
 */
export async function consumeThirdState(db: Db, thirdType: string, flow: string | undefined, state: string, now = Date.now()): Promise<StateCheck> {
  if (!state) return 'missing';
  const issuedAt = parseInt(state.split('.')[0], 36);
  const expiredByName = Number.isFinite(issuedAt) && issuedAt + THIRD_STATE_LIFETIME_MS <= now;
  if (!flow || state.length > 100) return expiredByName ? 'expired' : 'invalid';
  const row = await db.kysely
    .deleteFrom('sysCaptcha')
    .where('checkKey', '=', stateKey(thirdType, flow, state))
    .returning('expiresAt')
    .executeTakeFirst();
  if (row) return row.expiresAt > now ? 'ok' : 'expired';
  return expiredByName ? 'expired' : 'invalid';
}

/**
 * The PKCE code_verifier of one flow (RFC 7636): derived from the HttpOnly flow value and the state,
 * so only the browser that started the flow can have its code exchanged, and nothing more is stored.
 */
export function pkceVerifier(flow: string, state: string): string {
  return createHash('sha256').update(`pkce:${flow}:${state}`).digest('base64url');
}

/** The S256 code_challenge sent with the authorize address. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
