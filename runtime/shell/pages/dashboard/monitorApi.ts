import { getAction } from '../../request/actions';
import { count, counts, record, text } from './narrow';

export interface MonitorData {
  /** Server clock when the figures were read, `yyyy-MM-dd HH:mm:ss`. */
  time: string;
  process: { uptimeSeconds: number; nodeVersion: string; memory: { rss: number; heapUsed: number; heapTotal: number } };
  system: { platform: string; cpuCount: number; loadAverage: number[]; memory: { total: number; free: number }; uptimeSeconds: number };
  database: { kind: string; version: string; sizeBytes: number };
  sessions: { active: number };
  requests: { count: number; averageMs: number };
}

export function toMonitorData(result: unknown): MonitorData {
  const body = record(result);
  const proc = record(body.process);
  const procMemory = record(proc.memory);
  const system = record(body.system);
  const systemMemory = record(system.memory);
  const database = record(body.database);
  const requests = record(body.requests);
  return {
    time: text(body.time),
    process: {
      uptimeSeconds: count(proc.uptimeSeconds),
      nodeVersion: text(proc.nodeVersion),
      memory: { rss: count(procMemory.rss), heapUsed: count(procMemory.heapUsed), heapTotal: count(procMemory.heapTotal) },
    },
    system: {
      platform: text(system.platform),
      cpuCount: count(system.cpuCount),
      loadAverage: [0, 1, 2].map((i) => counts(system.loadAverage)[i] ?? 0),
      memory: { total: count(systemMemory.total), free: count(systemMemory.free) },
      uptimeSeconds: count(system.uptimeSeconds),
    },
    database: { kind: text(database.kind), version: text(database.version), sizeBytes: count(database.sizeBytes) },
    sessions: { active: count(record(body.sessions).active) },
    requests: { count: count(requests.count), averageMs: count(requests.averageMs) },
  };
}

export async function fetchMonitor(signal?: AbortSignal): Promise<MonitorData> {
  const response = await getAction<unknown>('/sys/dashboard/monitor', undefined, { signal, silentErrors: true });
  if (!response.success) throw new Error(response.message);
  return toMonitorData(response.result);
}
