import type { Db } from '../db/database.ts';
import { API_PREFIX } from '../http/errors.ts';
import { linkSignatureValid, signLink } from '../services/linkSigner.ts';

/** How long a signed address of an uploaded file works when STATIC_URL_TTL_SECONDS is not set. */
export const DEFAULT_STATIC_URL_TTL_SECONDS = 3600;

/** The lifetime of a signed static address: STATIC_URL_TTL_SECONDS (a positive whole number), else an hour. */
export function staticUrlTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STATIC_URL_TTL_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_STATIC_URL_TTL_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`STATIC_URL_TTL_SECONDS must be a positive whole number, got "${raw}"`);
  return seconds * 1000;
}

/** Static paths sign under a prefix of their own, so a download link's signature never opens one. */
const subjectOf = (stored: string) => `static/${stored}`;

/**
 * When a link signed at `now` ends: the lifetime, rounded down to a twelfth of it (5 minutes of an
 * hour). Links signed close together are then the same address, so the browser's cache keeps the
 * file across page loads; every link still works for at least 11/12 of the lifetime.
 */
export function staticExpiry(now: number, ttlMs: number): number {
  const step = Math.max(1, Math.floor(ttlMs / 12));
  return Math.floor((now + ttlMs) / step) * step;
}

/** The signed address of a stored path (checked by the caller), as the browser loads it. */
export async function signStaticPath(db: Db, stored: string, ttlMs: number, now = Date.now()): Promise<string> {
  const expires = staticExpiry(now, ttlMs);
  const sig = await signLink(db, subjectOf(stored), expires);
  const address = stored.split('/').map(encodeURIComponent).join('/');
  return `${API_PREFIX}/sys/common/static/${address}?expires=${expires}&sig=${sig}`;
}

/** Whether a static address's signature is ours for this path and has not run out. */
export function staticLinkValid(db: Db, stored: string, expires: string, sig: string, now = Date.now()): Promise<boolean> {
  return linkSignatureValid(db, subjectOf(stored), expires, sig, now);
}
