import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import type { BusEnvelope, PushBus } from './bus.ts';
import { sqliteBus } from './sqliteBus.ts';

const quiet = { warn: () => undefined };
const opened: { db: Db; dir: string; buses: PushBus[] }[] = [];

async function database() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-bus-'));
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  const entry = { db, dir, buses: [] as PushBus[] };
  opened.push(entry);
  return entry;
}

async function listening(entry: { db: Db; buses: PushBus[] }, options: Parameters<typeof sqliteBus>[2] = {}) {
  const bus = sqliteBus(entry.db, quiet, { pollMs: 10, ...options });
  const received: BusEnvelope[] = [];
  await bus.start((envelope) => received.push(envelope));
  entry.buses.push(bus);
  return { bus, received };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(async () => {
  for (const { db, dir, buses } of opened.splice(0)) {
    for (const bus of buses) await bus.stop();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('sqliteBus', () => {
  it('hands every listener the events published after it started, in order', async () => {
    const entry = await database();
    const early = { origin: 'p0', event: { kind: 'all', message: { n: 0 } } } as const;
    await sqliteBus(entry.db, quiet).publish(early);
    const one = await listening(entry);
    const two = await listening(entry);
    for (const n of [1, 2, 3]) await one.bus.publish({ origin: 'p1', event: { kind: 'all', message: { n } } });
    await until(() => one.received.length === 3 && two.received.length === 3);
    expect(two.received.map((e) => e.event)).toEqual([1, 2, 3].map((n) => ({ kind: 'all', message: { n } })));
  });

  it('prunes old events, and never reuses an id a listener has already passed', async () => {
    const entry = await database();
    const listener = await listening(entry, { keepMs: 0, pruneEveryMs: 0 });
    await listener.bus.publish({ origin: 'p1', event: { kind: 'closeSession', sessionId: 'a' } });
    await until(() => listener.received.length === 1);
    // The listener's own pruning empties the table; the next event must still get a higher id.
    await until(async () => (await entry.db.kysely.selectFrom('appPushEvent').select('id').execute()).length === 0);
    await listener.bus.publish({ origin: 'p1', event: { kind: 'closeSession', sessionId: 'b' } });
    await until(() => listener.received.length === 2);
    expect(listener.received[1].event).toEqual({ kind: 'closeSession', sessionId: 'b' });
  });
});
