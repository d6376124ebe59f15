import { SessionCache } from './sessionCache.ts';

export { PERMISSION_CACHE_MS } from './sessionCache.ts';

/**
 * The permission codes of recently seen sessions, each kept for the cache's lifetime from when it
 * was read. Only the guard's check uses it: the session itself is still read on every request
 * (revocation, freezing and expiry are immediate), and the permission fetch the front end makes reads live.
 */
export class PermissionCache extends SessionCache<Set<string>> {
  codes(sessionId: string, load: () => Promise<Set<string>>): Promise<Set<string>> {
    return this.get(sessionId, load);
  }
}
