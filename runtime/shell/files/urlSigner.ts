/**
 * Turns stored upload paths into the short-lived signed addresses the server serves them at, as
 * few calls as possible: every path asked for in the same turn of the event loop goes out in one
 * signing call (at most `batchSize` paths each), and each address is kept until shortly before it
 * expires. An absolute http(s) address is not ours to sign and comes back as it is.
 */
export type SignPaths = (paths: string[]) => Promise<Record<string, string>>;

/** An address at once when it is known (absolute, or still kept), else a promise of it. */
export type UrlSigner = (path: string) => string | Promise<string>;

export interface UrlSignerOptions {
  /** One signing call: answers the address of each path the server signed; others are absent. */
  sign: SignPaths;
  now?: () => number;
  batchSize?: number;
}

/** The server takes at most this many paths per call. */
export const MAX_SIGN_BATCH = 100;
/** An address is renewed this long before it expires (or halfway through a shorter life). */
export const RENEW_BEFORE_MS = 5 * 60_000;
/** How long a path the server would not sign (missing, malformed), or an address without expiry, is remembered. */
export const REMEMBER_MS = 60_000;

const ABSOLUTE = /^https?:\/\//i;

interface Kept {
  url: string | null;
  renewAt: number;
}

interface Waiting {
  resolve(url: string): void;
  reject(reason: unknown): void;
}

/** The expiry (epoch ms) a signed address carries in its `expires` parameter, if any. */
export function expiryOf(url: string): number | undefined {
  const expires = Number(new URL(url, 'http://local').searchParams.get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires : undefined;
}

export function createUrlSigner({ sign, now = Date.now, batchSize = MAX_SIGN_BATCH }: UrlSignerOptions): UrlSigner {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<string>>();
  let queued: Map<string, Waiting> | null = null;

  const keep = (path: string, url: string | null) => {
    const at = now();
    const expires = url === null ? undefined : expiryOf(url);
    const renewAt = expires === undefined ? at + REMEMBER_MS : expires - Math.min(RENEW_BEFORE_MS, (expires - at) / 2);
    kept.set(path, { url, renewAt });
  };

  const settle = (paths: string[], waiting: Map<string, Waiting>, urls: Record<string, string> | null, failure?: unknown) => {
    for (const path of paths) {
      pending.delete(path);
      const url = urls && Object.hasOwn(urls, path) && typeof urls[path] === 'string' ? urls[path] : null;
      // A failed call is not remembered: the next request for the path tries again.
      if (urls) keep(path, url);
      if (url) waiting.get(path)?.resolve(url);
      else waiting.get(path)?.reject(failure ?? new Error(`file not signed: ${path}`));
    }
  };

  const flush = (waiting: Map<string, Waiting>) => {
    const paths = [...waiting.keys()];
    for (let i = 0; i < paths.length; i += batchSize) {
      const chunk = paths.slice(i, i + batchSize);
      Promise.resolve()
        .then(() => sign(chunk))
        .then(
          (urls) => settle(chunk, waiting, urls),
          (error: unknown) => settle(chunk, waiting, null, error),
        );
    }
  };

  const refused = (path: string) => Promise.reject(new Error(`file not signed: ${path || 'empty path'}`));

  return (raw) => {
    if (ABSOLUTE.test(raw)) return raw;
    const path = raw.replace(/^\/+/, '');
    if (path === '') return refused(path);
    const hit = kept.get(path);
    if (hit && now() < hit.renewAt) return hit.url ?? refused(path);
    const inFlight = pending.get(path);
    if (inFlight) return inFlight;
    if (!queued) {
      const waiting = new Map<string, Waiting>();
      queued = waiting;
      setTimeout(() => {
        queued = null;
        flush(waiting);
      }, 0);
    }
    const batch = queued;
    const promise = new Promise<string>((resolve, reject) => batch.set(path, { resolve, reject }));
    pending.set(path, promise);
    return promise;
  };
}
