import type { SuperQuery, SuperQueryCondition } from '../../../schemas/adapter.ts';

/** Seed 002 section 9: saved queries live in local storage under a prefix plus the page path. */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

/** Seed 002 section 3: a saved query is its title, match type and conditions (records). */
export interface SavedQuery {
  title: string;
  matchType: SuperQuery['matchType'];
  records: SuperQueryCondition[];
}

export type QueryStore = Pick<Storage, 'getItem' | 'setItem'>;

export const savedQueryKey = (pagePath: string) => `${SAVED_QUERY_PREFIX}${pagePath}`;

function isSaved(value: unknown): value is SavedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === 'string' && Array.isArray(v.records);
}

/** The saved queries of a page; anything unreadable reads as none rather than breaking the page. */
export function readSavedQueries(store: QueryStore, key: string): SavedQuery[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isSaved).map((q) => ({ ...q, matchType: q.matchType === 'or' ? 'or' : 'and' }));
}

export function writeSavedQueries(store: QueryStore, key: string, list: readonly SavedQuery[]): void {
  store.setItem(key, JSON.stringify(list));
}

export const hasSavedTitle = (list: readonly SavedQuery[], title: string) => list.some((q) => q.title === title);

/** The list with the entry added, or put in place of the one with the same title. */
export function upsertSavedQuery(list: readonly SavedQuery[], entry: SavedQuery): SavedQuery[] {
  return hasSavedTitle(list, entry.title) ? list.map((q) => (q.title === entry.title ? entry : q)) : [...list, entry];
}

export function removeSavedQuery(list: readonly SavedQuery[], title: string): SavedQuery[] {
  return list.filter((q) => q.title !== title);
}

/** What saving asks of the user first (seed 002 section 5), in the order the builder checks. */
export type SaveCheck = 'emptyQuery' | 'emptyName' | 'exists' | 'ok';

export function checkSave(params: { emptyQuery: boolean; title: string | undefined; list: readonly SavedQuery[] }): SaveCheck {
  if (params.emptyQuery) return 'emptyQuery';
  const title = (params.title ?? '').trim();
  if (title === '') return 'emptyName';
  return hasSavedTitle(params.list, title) ? 'exists' : 'ok';
}
