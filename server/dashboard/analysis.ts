import type { AppContext } from '../context.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { Filter } from '../entities/filterRules.ts';
import { listTotal } from '../entities/listTotal.ts';
import type { EntityModel } from '../entities/model.ts';
import { withinRules } from '../entities/dataRuleScope.ts';
import { createdPerDay, createdPerDayWithin } from './createdCounts.ts';
import { lastDays, startOfDay } from './days.ts';
import { byPlace, entityPlaces } from './entityPlaces.ts';
import { listableEntities } from './listableEntities.ts';
import { visible } from '../entities/softDelete.ts';

export const CHART_DAYS = 30;

export interface EntityFigure {
  table: string;
  label: string;
  api: string;
  area: string | null;
  page: string | null;
  path: string | null;
  count: number;
}

export interface DailySeries {
  /** `users` for new users, else the entity's table. */
  key: string;
  label: string;
  counts: number[];
}

/** The caller's data-rule filters on an entity (dataRuleScope.ts requestRules); none for a caller without rules. */
export type ScopeOf = (entity: EntityModel) => Promise<Filter[]>;
export const unscoped: ScopeOf = async () => [];

/**
 * One figure per entity, in their order: the entities no rule narrows answered together by
 * `together` (one statement), each narrowed one by `alone` with its rules.
 */
export async function perScope<T>(
  entities: EntityModel[], scopes: Filter[][], together: (free: EntityModel[]) => Promise<T[]>, alone: (entity: EntityModel, rules: Filter[]) => Promise<T>,
): Promise<T[]> {
  const free = entities.filter((_, i) => scopes[i].length === 0);
  const answered = await together(free);
  return Promise.all(entities.map((entity, i) => (scopes[i].length === 0 ? answered[free.indexOf(entity)] : alone(entity, scopes[i]))));
}

/**
 * The home page figures for one caller: only entities they may list appear, anywhere. With a
 * tenant (the request's header), the entity counts and daily series are of that tenant's rows.
 * An entity the caller's data rules narrow is counted as its list shows it to them.
 */
export async function analysisFigures(ctx: AppContext, auth: AuthContext, tenant: number | null = null, scopeOf: ScopeOf = unscoped) {
  const { kysely } = ctx.db;
  const entities = await listableEntities(ctx.db, ctx.registry, auth.user.id);
  const places = await entityPlaces(kysely, entities);
  entities.sort(byPlace(places));
  const scopes = await Promise.all(entities.map(scopeOf));

  const days = lastDays(CHART_DAYS);
  // sys_user marks deleted accounts (del_flag 1): they are not new users.
  const [users] = await createdPerDay(kysely, [{ table: 'sys_user', softDelete: true }], days[0]);
  const perEntity = await perScope(entities, scopes,
    (free) => createdPerDay(kysely, free, days[0], tenant),
    (entity, rules) => createdPerDayWithin(ctx.db, entity, withinRules(visible(entity, [], tenant), rules), days[0]));
  const series = (key: string, label: string, counts: Map<string, number>): DailySeries =>
    ({ key, label, counts: days.map((day) => counts.get(day) ?? 0) });

  const figures: EntityFigure[] = [];
  for (const [i, entity] of entities.entries()) {
    const { area, page, path } = places.get(entity.table) ?? { area: null, page: null, path: null };
    // As the list counts: the maintained count for the whole table, else counted and remembered per table version.
    const count = await listTotal(ctx.db, entity, withinRules(visible(entity, [], tenant), scopes[i]));
    figures.push({ table: entity.table, label: entity.label, api: entity.api, area, page, path, count });
  }

  return {
    counts: { ...(await systemCounts(ctx)), ...(await todayLogins(ctx)) },
    entities: figures,
    daily: {
      days,
      users: days.map((day) => users.get(day) ?? 0),
      entities: entities.map((e, i) => series(e.table, e.label, perEntity[i])),
    },
    recentAnnouncements: await kysely
      .selectFrom('sysAnnouncement')
      .select(['id', 'titile', 'sendTime', 'priority', 'msgCategory'])
      .where('sendStatus', '=', '1')
      .where('delFlag', '=', '0')
      .orderBy('sendTime', 'desc')
      .limit(5)
      .execute(),
  };
}

async function systemCounts(ctx: AppContext) {
  const { kysely } = ctx.db;
  const users = await kysely.selectFrom('sysUser').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delFlag', '=', 0).executeTakeFirstOrThrow();
  const departs = await kysely.selectFrom('sysDepart').select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('delFlag', 'is', null), eb('delFlag', '=', '0')])).executeTakeFirstOrThrow();
  const announcements = await kysely.selectFrom('sysAnnouncement').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sendStatus', '=', '1').where('delFlag', '=', '0').executeTakeFirstOrThrow();
  return { users: Number(users.n), departs: Number(departs.n), announcements: Number(announcements.n) };
}

/** Successful sign-ins since local midnight: every one opens a session (failures and logouts do not). */
async function todayLogins(ctx: AppContext) {
  const row = await ctx.db.kysely
    .selectFrom('sysSession')
    .select((eb) => [eb.fn.countAll<number>().as('logins'), eb.fn.count<number>('userId').distinct().as('users')])
    .where('createdAt', '>=', startOfDay())
    .executeTakeFirstOrThrow();
  return { todayLogins: Number(row.logins), todayLoginUsers: Number(row.users) };
}
