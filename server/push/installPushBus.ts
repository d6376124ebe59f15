import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { BusLogger, PushBus } from './bus.ts';
import type { Db } from '../db/database.ts';
import { postgresBus } from './postgresBus.ts';
import { sqliteBus } from './sqliteBus.ts';

/** The bus of a database: LISTEN/NOTIFY on PostgreSQL, a polled table on SQLite. */
export function databaseBus(db: Db, databaseUrl: string | undefined, log: BusLogger): PushBus {
  return db.dialect === 'postgres' && databaseUrl ? postgresBus(db, databaseUrl, log) : sqliteBus(db, log);
}

/**
 * Connects the app's PushHub to the bus of its database, so sends and session closes reach the
 * sockets held by every server process. Receiving begins before the server listens (onReady) and
 * ends when the app closes, after pending publications are out and before the database closes.
 */
export function installPushBus(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const bus = databaseBus(db, config.databaseUrl, app.log);
  ctx.push.attach(bus, (error) => app.log.warn({ err: error }, 'push bus: publishing failed'));
  app.addHook('onReady', async () => {
    await bus.start((envelope) => ctx.push.receive(envelope));
  });
  app.addHook('onClose', async () => {
    await ctx.push.flush();
    ctx.push.attach(null);
    await bus.stop();
  });
}
