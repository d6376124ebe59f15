/** How long what a session is granted is reused: the most a change to roles, grants or rules lags. */
export const PERMISSION_CACHE_MS = 5_000;

const MAX_ENTRIES = 10_000;

/**
 * Values read for recently seen sessions (a session's permission codes, its data rules on an
 * entity), each kept for `ttlMs` from when its read began. The read itself is kept, so requests
 * that arrive together while it runs share it; a failed read is forgotten at once.
 */
export class SessionCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs = PERMISSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept under `key` (a session id, or a session id with more), read by `load` when none is fresh. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    const entry = { value, until: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Only this read is dropped: a clear() meanwhile has already dropped it, and a newer read stays.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // A Map keeps insertion order: the first key is the one read longest ago.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** For the cache monitor page: entries held, how many are still fresh, and the oldest fresh one's read time. */
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
    return { entries: this.entries.size, live, oldestLoadedAt, ttlMs: this.ttlMs, maxEntries: MAX_ENTRIES };
  }

  /** Drops every entry: for a change this process makes to roles, grants or rules. */
  clear(): void {
    this.entries.clear();
  }
}
