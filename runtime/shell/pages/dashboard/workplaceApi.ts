import { getAction } from '../../request/actions';
import { type RecentAnnouncement, toAnnouncement } from './analysisApi';
import { count, record, records, text, textOrNull } from './narrow';

export interface MyAnnouncement extends RecentAnnouncement {
  read: boolean;
}

export interface MyChange {
  table: string;
  label: string;
  area: string | null;
  path: string | null;
  count: number;
}

export interface WorkplaceData {
  username: string;
  realname: string;
  unreadCount: number;
  announcements: MyAnnouncement[];
  /** Rows the caller created in the last `days` days (since `since`), per entity they may list. */
  recentChanges: { since: string; days: number; total: number; entities: MyChange[] };
}

export function toWorkplaceData(result: unknown): WorkplaceData {
  const body = record(result);
  const changes = record(body.recentChanges);
  const username = text(body.username);
  return {
    username,
    realname: textOrNull(body.realname) ?? username,
    unreadCount: count(body.unreadCount),
    announcements: records(body.announcements).map((item, i) => ({ ...toAnnouncement(item, i), read: item.read === true })),
    recentChanges: {
      since: text(changes.since),
      days: count(changes.days),
      total: count(changes.total),
      entities: records(changes.entities).map((e) => ({
        table: text(e.table), label: text(e.label), area: textOrNull(e.area), path: textOrNull(e.path), count: count(e.count),
      })),
    },
  };
}

export async function fetchWorkplace(signal?: AbortSignal): Promise<WorkplaceData> {
  const response = await getAction<unknown>('/sys/dashboard/workplace', undefined, { signal, silentErrors: true });
  if (!response.success) throw new Error(response.message);
  return toWorkplaceData(response.result);
}
