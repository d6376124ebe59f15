import type { AppContext } from '../context.ts';
import type { AuthContext } from '../auth/sessions.ts';
import { maintainedCount } from '../entities/counts.ts';
import { createdPerDay } from './createdCounts.ts';
import { lastDays, startOfDay } from './days.ts';
import { byPlace, entityPlaces } from './entityPlaces.ts';
import { listableEntities } from './listableEntities.ts';
import { dynamic } from '../entities/dynamic.ts';
import { keptToTenant } from '../entities/tenantScope.ts';

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

/**
 * The home page figures for one caller: only entities they may list appear, anywhere. With a
 * tenant (the request's header), the entity counts and daily series are of that tenant's rows.
 */
export async function analysisFigures(ctx: AppContext, auth: AuthContext, tenant: number | null = null) {
  const { kysely } = ctx.db;
  const entities = await listableEntities(ctx.db, ctx.registry, auth.user.id);
  const places = await entityPlaces(kysely, entities);
  entities.sort(byPlace(places));

  const days = lastDays(CHART_DAYS);
  const perDay = tenant === null
    ? await createdPerDay(kysely, ['sys_user', ...entities.map((e) => e.table)], days[0])
    : [...await createdPerDay(kysely, ['sys_user'], days[0]), ...await createdPerDay(kysely, entities.map((e) => e.table), days[0], tenant)];
  const series = (key: string, label: string, counts: Map<string, number>): DailySeries =>
    ({ key, label, counts: days.map((day) => counts.get(day) ?? 0) });

  const figures: EntityFigure[] = [];
  for (const entity of entities) {
    const { area, page, path } = places.get(entity.table) ?? { area: null, page: null, path: null };
    // The maintained count is the whole table's; a tenant's is counted (tenant_id is indexed).
    const count = tenant === null ? await maintainedCount(kysely, entity.table) : await tenantCount(ctx, entity.table, tenant);
    figures.push({ table: entity.table, label: entity.label, api: entity.api, area, page, path, count });
  }

  return {
    counts: { ...(await systemCounts(ctx)), ...(await todayLogins(ctx)) },
    entities: figures,
    daily: {
      days,
      users: days.map((day) => perDay[0].get(day) ?? 0),
      entities: entities.map((e, i) => series(e.table, e.label, perDay[i + 1])),
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

async function tenantCount(ctx: AppContext, table: string, tenant: number): Promise<number> {
  const row = await keptToTenant(dynamic(ctx.db).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')), tenant).executeTakeFirst();
  return Number(row?.n ?? 0);
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
