import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes ended sessions, used SMS codes and stale login counters a day after they stop mattering,
 * and generated files once their links have run out.
 */
export async function sweepExpired(db: Db, now = Date.now()): Promise<void> {
  const cutoff = now - DAY_MS;
  await db.kysely
    .deleteFrom('sysSession')
    .where((eb) => eb.or([eb('expiresAt', '<', cutoff), eb('revokedAt', '<', cutoff)]))
    .execute();
  await db.kysely.deleteFrom('sysSmsOutbox').where('expiresAt', '<', cutoff).execute();
  await db.kysely
    .deleteFrom('sysLoginAttempt')
    .where('firstFailedAt', '<', cutoff)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
  await db.kysely.deleteFrom('sysCaptcha').where('expiresAt', '<', now).execute();
  await db.kysely.deleteFrom('appFile').where('expiresAt', '<', now).execute();
}

/** Runs the sweep now and every hour; the timer never keeps the process alive. */
export function scheduleSweep(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => sweepExpired(db).catch((error: unknown) => log.error({ err: error }, 'sweep of expired rows failed'));
  void run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
