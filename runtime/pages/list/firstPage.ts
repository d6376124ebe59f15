import type { DataAdapter, ListQuery, PageResult } from '../../../schemas/adapter.ts';
import type { AnyListPage, DataSource } from '../../../schemas/types.ts';
import { initialListState, toListQuery } from './listState.ts';

/**
 * A list page's first page, asked for as soon as the page is known to open rather than after it
 * has rendered and committed (render-as-you-fetch): the request and the page's first render then
 * overlap, and when the answer is back in time the table mounts with its rows in one render.
 *
 * An entry is one request for one query of one data source. It is read by the page's first render
 * (`peekFirstPage`), given up by its first load (`takeFirstPage`), and forgotten after FRESH_MS
 * whatever happens, so a page opened later never shows an old answer.
 */
export interface FirstPage {
  promise: Promise<PageResult>;
  /** Set once the answer is in: the page can render it without waiting a render for the promise. */
  settled?: { ok: true; result: PageResult } | { ok: false; error: unknown };
}

/** How long an unclaimed answer may still be shown: about the time a page takes to mount. */
export const FRESH_MS = 3_000;

const entries = new Map<string, FirstPage & { until: number }>();
/** Lists on screen (or kept in a hidden tab), by data source: going back to one asks for nothing. */
const open = new Map<string, number>();

const sourceKey = (dataSource: DataSource) => JSON.stringify([dataSource.adapter, dataSource.args ?? {}]);
const keyOf = (dataSource: DataSource, query: ListQuery) => `${sourceKey(dataSource)}${JSON.stringify(query)}`;

/** A list of this data source is mounted until the returned function is called. */
export function markListOpen(dataSource: DataSource | undefined): () => void {
  if (!dataSource) return () => undefined;
  const key = sourceKey(dataSource);
  open.set(key, (open.get(key) ?? 0) + 1);
  return () => {
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
}

/** The query a list page asks for first (no search, no filter, the schema's size and sort). */
export const firstQuery = (schema: AnyListPage): ListQuery => toListQuery(initialListState(schema), schema.kind === 'tree-list' ? schema.tree : undefined);

function forget(now: number): void {
  for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
}

/**
 * Starts the first page's request unless one for the same query is already on its way, or a list
 * of this data source is already mounted (its tab is only shown again: it asks for nothing).
 */
export function prefetchFirstPage(schema: AnyListPage, adapter: DataAdapter, now = Date.now()): void {
  if (!schema.dataSource || open.has(sourceKey(schema.dataSource))) return;
  forget(now);
  const query = firstQuery(schema);
  const key = keyOf(schema.dataSource, query);
  if (entries.has(key)) return;
  const entry: FirstPage & { until: number } = { promise: adapter.list({ query }), until: now + FRESH_MS };
  entry.promise.then(
    (result) => (entry.settled = { ok: true, result }),
    (error: unknown) => (entry.settled = { ok: false, error }),
  );
  entries.set(key, entry);
}

/** The prefetched first page for this query, if one is fresh; it stays for the load to take. */
export function peekFirstPage(dataSource: DataSource | undefined, query: ListQuery, now = Date.now()): FirstPage | undefined {
  if (!dataSource) return undefined;
  const entry = entries.get(keyOf(dataSource, query));
  return entry && entry.until > now ? entry : undefined;
}

/** Claims the entry: a page mounted afterwards asks the server again. */
export function takeFirstPage(dataSource: DataSource | undefined, query: ListQuery, now = Date.now()): FirstPage | undefined {
  const entry = peekFirstPage(dataSource, query, now);
  if (dataSource) entries.delete(keyOf(dataSource, query));
  return entry;
}

/** Drops every prefetched answer: they were asked for by a session that has ended. */
export function forgetFirstPages(): void {
  entries.clear();
}
