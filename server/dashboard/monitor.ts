import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { formatDateTime } from '../ids.ts';
import type { RequestStats } from './requestStats.ts';

const fileSize = (file: string): number => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** The embedded file with its write-ahead log (committed pages live there until a checkpoint). */
async function database(ctx: AppContext): Promise<{ kind: string; version: string; sizeBytes: number }> {
  const { kysely, dialect } = ctx.db;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ size: number | string; version: string }>`
      select pg_database_size(current_database()) as size, current_setting('server_version') as version`.execute(kysely);
    return { kind: 'postgres', version: rows[0]?.version ?? '', sizeBytes: Number(rows[0]?.size ?? 0) };
  }
  const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(kysely);
  const file = path.join(ctx.config.dataDir, 'app.db');
  return { kind: 'sqlite', version: rows[0]?.version ?? '', sizeBytes: fileSize(file) + fileSize(`${file}-wal`) };
}

/** Sessions that would let their holder in now: not revoked, not past either limit. */
async function activeSessions(ctx: AppContext): Promise<number> {
  const now = Date.now();
  const row = await ctx.db.kysely
    .selectFrom('sysSession')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('lastSeenAt', '>', now - ctx.sessions.idleMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** This server process and its machine, as of now. No paths, host names or environment. */
export async function monitorFigures(ctx: AppContext, requests: RequestStats) {
  const memory = process.memoryUsage();
  return {
    time: formatDateTime(),
    process: {
      uptimeSeconds: Math.round(process.uptime() * 10) / 10,
      nodeVersion: process.version,
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    },
    system: {
      platform: `${os.type()} ${os.release()}`,
      cpuCount: os.availableParallelism(),
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      memory: { total: os.totalmem(), free: os.freemem() },
      uptimeSeconds: Math.round(os.uptime()),
    },
    database: await database(ctx),
    sessions: { active: await activeSessions(ctx) },
    requests: requests.snapshot(),
  };
}
