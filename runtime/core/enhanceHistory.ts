/**
 * The history of enhance records (seed 001 section 3 "Enhance record", section 9): the texts saved
 * for one code, newest first, at most 16, each text once. Kept in local storage so a designer can
 * take back an earlier version after a reload; the store is handed in, so core stays free of the
 * browser and tests use a map.
 */

/** Seed 001 section 9: 16 entries per code. */
export const ENHANCE_HISTORY_LIMIT = 16;
const KEY_PREFIX = 'ENHANCE_HISTORY_';

export interface EnhanceEntry {
  /** The recorded text (an enhance script, a rule...). */
  content: string;
  /** When it was recorded, in ms since the epoch. */
  time: number;
}

/** A key-value store of strings: window.localStorage fits. */
export type TextStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface EnhanceHistory {
  /** The entries of `code`, newest first. */
  list(code: string): EnhanceEntry[];
  /** Records `content` as the newest entry of `code`; an equal earlier entry moves to the front. Answers the new list. */
  record(code: string, content: string): EnhanceEntry[];
  /** Forgets one entry (by its content) or, without one, the whole history of `code`. */
  remove(code: string, content?: string): EnhanceEntry[];
}

const isEntry = (value: unknown): value is EnhanceEntry =>
  typeof value === 'object' && value !== null && typeof (value as EnhanceEntry).content === 'string' && typeof (value as EnhanceEntry).time === 'number';

/** The stored list, or none when the entry is missing or not ours (another version, hand-edited). */
function readList(store: TextStore, key: string): EnhanceEntry[] {
  const raw = store.getItem(key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, ENHANCE_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function createEnhanceHistory(store: TextStore, now: () => number = Date.now): EnhanceHistory {
  const keyOf = (code: string) => {
    const trimmed = code.trim();
    // An entry without a code would mix every unnamed record into one list: a programmer error.
    if (!trimmed) throw new Error('enhance history needs a code');
    return KEY_PREFIX + trimmed;
  };
  const write = (key: string, list: EnhanceEntry[]) => {
    if (list.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(list));
    return list;
  };
  return {
    list: (code) => readList(store, keyOf(code)),
    record(code, content) {
      const key = keyOf(code);
      const rest = readList(store, key).filter((entry) => entry.content !== content);
      return write(key, [{ content, time: now() }, ...rest].slice(0, ENHANCE_HISTORY_LIMIT));
    },
    remove(code, content) {
      const key = keyOf(code);
      return write(key, content === undefined ? [] : readList(store, key).filter((entry) => entry.content !== content));
    },
  };
}

/** The history in the browser's local storage; none (an empty, forgetful store) where there is no such storage. */
export function browserEnhanceHistory(): EnhanceHistory {
  const storage = typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  const forgetful: TextStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  return createEnhanceHistory(storage ?? forgetful);
}
