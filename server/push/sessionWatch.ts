import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { SessionPolicy } from '../auth/sessions.ts';

/** How often each process checks that the sessions behind its notice sockets are still live. */
export const SESSION_CHECK_MS = 30_000;

// SQLite takes at most 32,766 parameters in one statement; far fewer keeps each query small.
const IDS_PER_QUERY = 500;

/** Of the given sessions, those still live now: not revoked, within both limits, their user active. */
export async function liveSessionIds(db: Db, ids: string[], policy: SessionPolicy, now: number): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db.kysely
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select('s.id')
      .where('s.id', 'in', ids.slice(i, i + IDS_PER_QUERY))
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', now)
      .where('s.lastSeenAt', '>', now - policy.idleMs)
      .where('u.delFlag', '=', 0)
      .where('u.status', '=', 1)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/**
 * Closes this process's notice sockets whose session has ended by any way (idle, the absolute
 * limit, a revocation whose bus event was lost, a user frozen directly in the database). Answers
 * how many sockets were closed.
 */
export async function closeEndedSessionSockets(ctx: AppContext, now = Date.now()): Promise<number> {
  const ids = ctx.push.sessionIds();
  if (ids.length === 0) return 0;
  const live = await liveSessionIds(ctx.db, ids, ctx.sessions, now);
  return ctx.push.closeEnded(ids.filter((id) => !live.has(id)));
}

/**
 * Runs the check every `everyMs` while the app is up. Each process checks its own sockets against
 * the shared database, so it holds with several processes; the timer never keeps a process alive.
 */
export function installSessionWatch(app: FastifyInstance, ctx: AppContext, everyMs = SESSION_CHECK_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      closeEndedSessionSockets(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'notice sockets: session check failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
