import type { AppContext } from '../../context.ts';
import { dictCache } from '../../entities/dictCache.ts';
import { formatDateTime } from '../../ids.ts';
import { monitorMsg } from './messages.ts';

const at = (time: number | null) => (time === null ? null : formatDateTime(new Date(time)));
const age = (time: number | null, now: number) => (time === null ? null : Math.max(0, now - time));

/**
 * The two in-process caches: the dictionaries list pages translate with, and the permission codes
 * the access guard checks. Counts and ages only: never a dictionary's items or a session's codes.
 */
export function cacheFigures(ctx: AppContext, now = Date.now()) {
  const dicts = dictCache(ctx.db).stats();
  // buildApp always gives the guard a cache; the context type leaves it optional for other callers.
  const permissions = ctx.permissionCache?.stats();
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
      ...(permissions ? [{
        name: 'permission',
        label: monitorMsg.permissionCache,
        entries: permissions.live,
        // Expired entries wait for their session's next request or the size limit to go.
        stale: permissions.entries - permissions.live,
        maxEntries: permissions.maxEntries,
        ttlMs: permissions.ttlMs,
        loadedAt: at(permissions.oldestLoadedAt),
        ageMs: age(permissions.oldestLoadedAt, now),
      }] : []),
    ],
  };
}

/** Empties both caches of this process (and the data rules kept with the codes); the next use of each reads the database. */
export function clearCaches(ctx: AppContext): { codes: number; sessions: number } {
  const counts = { codes: dictCache(ctx.db).stats().codes, sessions: ctx.permissionCache?.stats().entries ?? 0 };
  dictCache(ctx.db).drop();
  ctx.permissionCache?.clear();
  ctx.dataRuleCache?.clear();
  return counts;
}
