import { getAction } from '../../request/actions';

export interface AnalysisCounts {
  users: number;
  departs: number;
  announcements: number;
  menus: number;
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
  recentAnnouncements: RecentAnnouncement[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function count(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Narrows the dashboard answer; missing figures read as 0 rather than breaking the page. */
export function toAnalysisData(result: unknown): AnalysisData {
  const body = record(result);
  const counts = record(body.counts);
  const recent = Array.isArray(body.recentAnnouncements) ? body.recentAnnouncements : [];
  return {
    counts: {
      users: count(counts.users),
      departs: count(counts.departs),
      announcements: count(counts.announcements),
      menus: count(counts.menus),
    },
    recentAnnouncements: recent.map(record).map((item, index) => ({
      id: textOrNull(item.id) ?? String(index),
      titile: textOrNull(item.titile) ?? '',
      sendTime: textOrNull(item.sendTime),
      priority: textOrNull(item.priority),
    })),
  };
}

export async function fetchAnalysis(signal?: AbortSignal): Promise<AnalysisData> {
  const response = await getAction<unknown>('/sys/dashboard/analysis', undefined, { signal });
  if (!response.success) throw new Error(response.message);
  return toAnalysisData(response.result);
}
