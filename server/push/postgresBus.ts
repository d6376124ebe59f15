import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { parseEnvelope, type BusEnvelope, type BusLogger, type PushBus } from './bus.ts';

export const PUSH_CHANNEL = 'app_push';
/** How the listening connections show in pg_stat_activity. */
export const PUSH_APPLICATION_NAME = 'push-bus';
// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL's push bus: one dedicated connection per process LISTENs, and is opened again (with a
 * growing delay) whenever it fails or ends. NOTIFY goes over that same connection, so the bus takes
 * nothing from the request pool; only while it is down does a NOTIFY borrow a pool connection.
 */
export function postgresBus(db: Db, connectionString: string, log: BusLogger): PushBus {
  let client: pg.Client | undefined;
  let listening: pg.Client | undefined;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let receive: (envelope: BusEnvelope) => void = () => undefined;

  function onNotification(notice: pg.Notification): void {
    if (notice.channel !== PUSH_CHANNEL || !notice.payload) return;
    const envelope = parseEnvelope(notice.payload);
    if (envelope) receive(envelope);
  }

  function lost(which: pg.Client, error?: unknown): void {
    if (client !== which) return;
    client = undefined;
    listening = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (stopped) return;
    log.warn({ err: error }, `push bus: listening connection lost, retrying in ${retryMs} ms`);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString, application_name: PUSH_APPLICATION_NAME });
    client = next;
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${PUSH_CHANNEL}`);
      if (client === next) listening = next;
      retryMs = RECONNECT_MIN_MS;
    } catch (error) {
      lost(next, error);
    }
  }

  return {
    async start(handler) {
      receive = handler;
      await connect();
    },
    async publish(envelope) {
      const payload = JSON.stringify(envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`push event of ${Buffer.byteLength(payload)} bytes is too large for NOTIFY`);
      const own = listening;
      if (own) {
        try {
          await own.query('select pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
          return;
        } catch {
          // The connection is going down; the pool carries this one.
        }
      }
      await sql`select pg_notify(${PUSH_CHANNEL}, ${payload})`.execute(db.kysely);
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      listening = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
