import { getAction } from '../../request/actions';
import { count, counts, record, records, text, textOrNull } from './narrow';

export interface AnalysisCounts {
  users: number;
  departs: number;
  /** Sent, not deleted. */
  announcements: number;
  todayLogins: number;
  todayLoginUsers: number;
}

export interface EntityFigure {
  table: string;
  label: string;
  /** The business area (menu folder) the entity's page sits in; null when no menu names it. */
  area: string | null;
  path: string | null;
  count: number;
}

export interface DailySeries {
  key: string;
  label: string;
  counts: number[];
}

export interface DailyFigures {
  /** `yyyy-MM-dd`, oldest first, ending today. */
  days: string[];
  users: number[];
  entities: DailySeries[];
}

export interface RecentAnnouncement {
  id: string;
  /** Spelled so by the server (seed 000 section 3). */
  titile: string;
  sendTime: string | null;
  priority: string | null;
}

export interface AnalysisData {
  counts: AnalysisCounts;
  entities: EntityFigure[];
  daily: DailyFigures;
  recentAnnouncements: RecentAnnouncement[];
}

export const toAnnouncement = (item: Record<string, unknown>, index: number): RecentAnnouncement => ({
  id: textOrNull(item.id) ?? String(index),
  titile: text(item.titile),
  sendTime: textOrNull(item.sendTime),
  priority: textOrNull(item.priority),
});

/** Narrows the dashboard answer; missing figures read as 0 rather than breaking the page. */
export function toAnalysisData(result: unknown): AnalysisData {
  const body = record(result);
  const c = record(body.counts);
  const daily = record(body.daily);
  const days = Array.isArray(daily.days) ? daily.days.map(text) : [];
  // Every series has one figure per day, whatever arrived.
  const perDay = (value: unknown) => days.map((_, i) => counts(value)[i] ?? 0);
  return {
    counts: {
      users: count(c.users),
      departs: count(c.departs),
      announcements: count(c.announcements),
      todayLogins: count(c.todayLogins),
      todayLoginUsers: count(c.todayLoginUsers),
    },
    entities: records(body.entities).map((e) => ({
      table: text(e.table), label: text(e.label), area: textOrNull(e.area), path: textOrNull(e.path), count: count(e.count),
    })),
    daily: {
      days,
      users: perDay(daily.users),
      entities: records(daily.entities).map((s) => ({ key: text(s.key), label: text(s.label), counts: perDay(s.counts) })),
    },
    recentAnnouncements: records(body.recentAnnouncements).map(toAnnouncement),
  };
}

export async function fetchAnalysis(signal?: AbortSignal): Promise<AnalysisData> {
  const response = await getAction<unknown>('/sys/dashboard/analysis', undefined, { signal, silentErrors: true });
  if (!response.success) throw new Error(response.message);
  return toAnalysisData(response.result);
}
