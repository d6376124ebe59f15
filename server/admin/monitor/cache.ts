import type { AppContext } from '../../context.ts';
import { dictCache } from '../../entities/dictCache.ts';
import { formatDateTime } from '../../ids.ts';
import { monitorMsg } from './messages.ts';

const at = (time: number | null) => (time === null ? null : formatDateTime(new Date(time)));
const age = (time: number | null, now: number) => (time === null ? null : Math.max(0, now - time));

type SessionCacheStats = { entries: number; live: number; oldestLoadedAt: number | null; ttlMs: number; maxEntries: number };

/** A per-session cache's row: expired entries wait for their session's next request or the size limit to go. */
function sessionCacheRow(name: string, label: string, stats: SessionCacheStats, now: number) {
  return {
    name,
    label,
    entries: stats.live,
    stale: stats.entries - stats.live,
    maxEntries: stats.maxEntries,
    ttlMs: stats.ttlMs,
    loadedAt: at(stats.oldestLoadedAt),
    ageMs: age(stats.oldestLoadedAt, now),
  };
}

/**
 * The in-process caches: the dictionaries list pages translate with, the permission codes the
 * access guard checks, and the data rules granted per session and entity. Counts and ages only:
 * never a dictionary's items, a session's codes or its rules.
 */
export function cacheFigures(ctx: AppContext, now = Date.now()) {
  const dicts = dictCache(ctx.db).stats();
  // buildApp always gives the guard its caches; the context type leaves them optional for other callers.
  const permissions = ctx.permissionCache?.stats();
  const dataRules = ctx.dataRuleCache?.stats();
  return {
    time: formatDateTime(new Date(now)),
    caches: [
      {
        name: 'dict',
        label: monitorMsg.dictCache,
        entries: dicts.codes,
        items: dicts.items,
        ttlMs: dicts.ttlMs,
        loadedAt: at(dicts.loadedAt),
        ageMs: age(dicts.loadedAt, now),
      },
      ...(permissions ? [sessionCacheRow('permission', monitorMsg.permissionCache, permissions, now)] : []),
      ...(dataRules ? [sessionCacheRow('dataRule', monitorMsg.dataRuleCache, dataRules, now)] : []),
    ],
  };
}

/** Empties the caches of this process; the next use of each reads the database. */
export function clearCaches(ctx: AppContext): { codes: number; sessions: number; rules: number } {
  const counts = {
    codes: dictCache(ctx.db).stats().codes,
    sessions: ctx.permissionCache?.stats().entries ?? 0,
    rules: ctx.dataRuleCache?.stats().entries ?? 0,
  };
  dictCache(ctx.db).drop();
  ctx.permissionCache?.clear();
  ctx.dataRuleCache?.clear();
  return counts;
}
