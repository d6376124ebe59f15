import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { applyFilters, ftsMatch } from './applyFilters.ts';
import { countedFields, maintainedCount, tableVersion } from './counts.ts';
import { dynamic } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';

const CACHE_SIZE = 500;
const caches = new WeakMap<Db, Map<string, { version: number; total: number }>>();

/** Counts rows the slow way: only for filters the maintained counts cannot answer. */
async function countRows(db: Db, entity: EntityModel, filters: Filter[]): Promise<number> {
  const [only] = filters;
  // One substring filter: the FTS5 table alone knows how many rows match, without visiting them.
  const fts = filters.length === 1 && only.kind === 'like' && only.match === 'contains' ? ftsMatch(entity, db.dialect, only) : undefined;
  if (fts) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(fts.table)} where ${sql.table(fts.table)} match ${fts.query}`.execute(db.kysely);
    return Number(rows[0]?.n ?? 0);
  }
  const query = applyFilters(dynamic(db).selectFrom(entity.table).select(sql<number>`count(*)`.as('n')), entity, db.dialect, filters);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/**
 * The total for a list filter. No filter, or one equality on a counted dictionary field: the
 * counts the triggers keep. Anything else is counted once per table version and remembered (per
 * process, a few hundred filters), so a repeated search of an unchanged table costs one lookup.
 * The version is read before counting: a write that lands meanwhile makes the entry stale at once.
 */
export async function listTotal(db: Db, entity: EntityModel, filters: Filter[]): Promise<number> {
  if (filters.length === 0) return maintainedCount(db.kysely, entity.table);
  const [only] = filters;
  if (filters.length === 1 && only.kind === 'compare' && only.op === '=') {
    const field = countedFields(entity).find((f) => f.name === only.field);
    if (field) return maintainedCount(db.kysely, entity.table, field.column, String(only.value));
  }
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${entity.table} ${JSON.stringify(filters)}`;
  const version = await tableVersion(db.kysely, entity.table);
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.total;
  const total = await countRows(db, entity, filters);
  cache.delete(key);
  cache.set(key, { version, total });
  // A Map keeps insertion order: the first key is the least recently stored.
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return total;
}
