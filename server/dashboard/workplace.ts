import type { AppContext } from '../context.ts';
import type { AuthContext } from '../auth/sessions.ts';
import { withinRules } from '../entities/dataRuleScope.ts';
import { listTotal } from '../entities/listTotal.ts';
import { visible } from '../entities/softDelete.ts';
import { perScope, unscoped, type ScopeOf } from './analysis.ts';
import { createdBy, createdSince } from './createdCounts.ts';
import { lastDays } from './days.ts';
import { byPlace, entityPlaces } from './entityPlaces.ts';
import { listableEntities } from './listableEntities.ts';
import { latestAnnouncements, unreadCount } from './myAnnouncements.ts';

export const RECENT_DAYS = 7;

/**
 * The caller's own page: unread announcements, and what they created lately in the entities they
 * may list (of those their data rules narrow, only the rows the rules let them see).
 */
export async function workplaceFigures(ctx: AppContext, auth: AuthContext, tenant: number | null = null, scopeOf: ScopeOf = unscoped) {
  const { kysely } = ctx.db;
  const { user } = auth;
  const entities = await listableEntities(ctx.db, ctx.registry, user.id);
  const places = await entityPlaces(kysely, entities);
  entities.sort(byPlace(places));
  const since = lastDays(RECENT_DAYS)[0];
  const scopes = await Promise.all(entities.map(scopeOf));
  const mine = { kind: 'compare', field: 'createBy', op: '=', value: user.username } as const;
  const counts = await perScope(entities, scopes,
    (free) => createdBy(kysely, free, user.username, since, tenant),
    (entity, rules) => listTotal(ctx.db, entity, withinRules(visible(entity, [mine, createdSince(since)], tenant), rules)));
  const changes = entities
    .map((entity, i) => ({ table: entity.table, label: entity.label, area: places.get(entity.table)?.area ?? null,
      path: places.get(entity.table)?.path ?? null, count: counts[i] }))
    .filter((change) => change.count > 0);
  return {
    username: user.username,
    realname: user.realname ?? user.username,
    unreadCount: await unreadCount(kysely, user),
    announcements: await latestAnnouncements(kysely, user),
    recentChanges: { since, days: RECENT_DAYS, total: changes.reduce((sum, c) => sum + c.count, 0), entities: changes },
  };
}
