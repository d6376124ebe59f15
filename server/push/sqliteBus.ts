import type { Db } from '../db/database.ts';
import { parseEnvelope, type BusEnvelope, type BusLogger, type PushBus } from './bus.ts';

export interface SqliteBusOptions {
  pollMs?: number;
  /** Events older than this are deleted; a process stalled longer than this misses them. */
  keepMs?: number;
  pruneEveryMs?: number;
}

const BATCH = 500;

/**
 * The embedded database's push bus: events are rows of app_push_event; every process polls rows
 * with an id above the last one it saw (the primary key, so an index seek), every 200 ms. Each
 * process prunes rows older than a minute now and then; several doing it at once is harmless.
 */
export function sqliteBus(db: Db, log: BusLogger, options: SqliteBusOptions = {}): PushBus {
  const pollMs = options.pollMs ?? 200;
  const keepMs = options.keepMs ?? 60_000;
  const pruneEveryMs = options.pruneEveryMs ?? 10_000;
  let lastId = 0;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let failing = false;

  async function poll(receive: (envelope: BusEnvelope) => void): Promise<void> {
    const rows = await db.kysely
      .selectFrom('appPushEvent')
      .select(['id', 'payload'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      lastId = Math.max(lastId, Number(row.id));
      const envelope = parseEnvelope(row.payload);
      if (envelope) receive(envelope);
    }
    const now = Date.now();
    if (now - lastPrune >= pruneEveryMs) {
      lastPrune = now;
      await db.kysely.deleteFrom('appPushEvent').where('createdAt', '<', now - keepMs).execute();
    }
  }

  function schedule(receive: (envelope: BusEnvelope) => void): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll(receive)
        .then(() => void (failing = false))
        .catch((error: unknown) => {
          // Once per outage, not five times a second.
          if (!failing) log.warn({ err: error }, 'push bus: polling failed');
          failing = true;
        })
        .finally(() => schedule(receive));
    }, pollMs);
  }

  return {
    async start(receive) {
      // Only events published from now on: a starting process does not replay older ones.
      const last = await db.kysely.selectFrom('appPushEvent').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      lastId = Number(last?.id ?? 0);
      schedule(receive);
    },
    async publish(envelope) {
      await db.kysely
        .insertInto('appPushEvent')
        .values({ origin: envelope.origin, payload: JSON.stringify(envelope), createdAt: Date.now() })
        .execute();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
