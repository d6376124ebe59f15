/** How long the access guard reuses a session's permission codes: the most a role change lags. */
export const PERMISSION_CACHE_MS = 5_000;

const MAX_SESSIONS = 10_000;

/**
 * The permission codes of recently seen sessions, each kept for `ttlMs` from when it was read.
 * Only the guard's check uses it: the session itself is still read on every request (revocation,
 * freezing and expiry are immediate), and the permission fetch the front end makes reads live.
 */
export class PermissionCache {
  private readonly entries = new Map<string, { codes: Set<string>; until: number }>();

  constructor(
    private readonly ttlMs = PERMISSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async codes(sessionId: string, load: () => Promise<Set<string>>): Promise<Set<string>> {
    const now = this.now();
    const hit = this.entries.get(sessionId);
    if (hit && hit.until > now) return hit.codes;
    const codes = await load();
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { codes, until: now + this.ttlMs });
    // A Map keeps insertion order: the first key is the one read longest ago.
    if (this.entries.size > MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value as string);
    return codes;
  }

  /** For the cache monitor page: sessions held, how many are still fresh, and the oldest fresh one's read time. */
  stats(): { entries: number; live: number; oldestLoadedAt: number | null; ttlMs: number; maxEntries: number } {
    const now = this.now();
    let live = 0;
    let oldestUntil: number | null = null;
    for (const { until } of this.entries.values()) {
      if (until <= now) continue;
      live += 1;
      if (oldestUntil === null || until < oldestUntil) oldestUntil = until;
    }
    const oldestLoadedAt = oldestUntil === null ? null : oldestUntil - this.ttlMs;
    return { entries: this.entries.size, live, oldestLoadedAt, ttlMs: this.ttlMs, maxEntries: MAX_SESSIONS };
  }

  /** Drops every entry: for a change this process makes to roles or grants. */
  clear(): void {
    this.entries.clear();
  }
}
