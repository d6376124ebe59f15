/** The part of the Web Storage API the store needs, so tests can hand in a Map-backed fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface LocalStore {
  /** `expireInMs` is relative to now; omit it for an entry that never expires. */
  set(key: string, value: unknown, expireInMs?: number): void;
  get(key: string): unknown;
  remove(key: string): void;
  /** Removes only the keys of this namespace; other applications on the origin keep theirs. */
  clear(): void;
}

interface StoredEntry {
  value: unknown;
  expire: number | null;
}

export const STORAGE_NAMESPACE = 'pro__';

function parseEntry(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return null;
    const expire = 'expire' in parsed && typeof parsed.expire === 'number' ? parsed.expire : null;
    return { value: parsed.value, expire };
  } catch {
    return null;
  }
}

/**
 * A Vue.ls-compatible store: entries written by the old front end (and read by it) keep the same
 * shape `{"value":…,"expire":<epoch ms or null>}` under the same `pro__` keys.
 */
export function createLocalStore(
  backend: StorageLike,
  now: () => number = Date.now,
  namespace = STORAGE_NAMESPACE,
): LocalStore {
  const fullKey = (key: string) => namespace + key;
  return {
    set(key, value, expireInMs) {
      const entry: StoredEntry = { value, expire: expireInMs === undefined ? null : now() + expireInMs };
      backend.setItem(fullKey(key), JSON.stringify(entry));
    },
    get(key) {
      const entry = parseEntry(backend.getItem(fullKey(key)));
      if (entry === null) return null;
      if (entry.expire !== null && entry.expire < now()) {
        backend.removeItem(fullKey(key));
        return null;
      }
      return entry.value;
    },
    remove(key) {
      backend.removeItem(fullKey(key));
    },
    clear() {
      const owned: string[] = [];
      for (let i = 0; i < backend.length; i += 1) {
        const key = backend.key(i);
        if (key !== null && key.startsWith(namespace)) owned.push(key);
      }
      owned.forEach((key) => backend.removeItem(key));
    },
  };
}

/** Stands in when there is no window (unit tests, server-side imports). */
export function createMemoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => Array.from(data.keys())[index] ?? null,
    get length() {
      return data.size;
    },
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  return typeof window === 'undefined' ? createMemoryStorage() : window[kind];
}

/** The application's local store (`Vue.ls` of the old front end). */
export const ls: LocalStore = createLocalStore(browserStorage('localStorage'));

/** Raw session storage; the button authorisations live there as plain JSON, as before. */
export const sessionBackend: StorageLike = browserStorage('sessionStorage');
