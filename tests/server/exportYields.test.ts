import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';
import type { EntityModel } from '../../server/entities/model.ts';
import { insertRows } from '../../server/entities/writes.ts';
import type * as Batches from '../../server/entities/exportBatches.ts';

const ROWS = 20_000;

/** What the export has read so far, seen from inside the server (the real reader, watched). */
const reading = vi.hoisted(() => {
  let firstBatch = () => {};
  return {
    started: Promise.resolve(),
    arm() {
      this.started = new Promise<void>((resolve) => (firstBatch = resolve));
    },
    batch() {
      firstBatch();
    },
    finish: () => {},
  };
});

vi.mock('../../server/entities/exportBatches.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Batches>();
  return {
    ...real,
    async *exportBatches(...args: Parameters<typeof real.exportBatches>) {
      for await (const rows of real.exportBatches(...args)) {
        reading.batch();
        yield rows;
      }
      reading.finish();
    },
  };
});

/**
 * A large export must not hold the event loop: between its batches other requests are answered.
 * Judged by the order things happen in (never by elapsed time): cheap requests sent once the
 * export has read its first batch are answered before it has read its last one. (Its response
 * ends later still: zipping the sheet is asynchronous anyway, so the response's end would not
 * tell a stalled loop from a free one.)
 */
describe.each(testDatabases)('a large export on $name', ({ name }) => {
  const schemas = schemaDir({ 'test-item.json': itemPage() });
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
    const entity = server.ctx.registry.entities.find((e) => e.table === 'biz_test_item') as EntityModel;
    const audit = { createBy: 'admin', createTime: '2026-01-01 00:00:00', sysOrgCode: 'A01', updateBy: null, updateTime: null };
    // The entity's own write path, in one go: fast, and the maintained counts follow.
    const rows = Array.from({ length: ROWS }, (_, i) => ({ ...audit, name: `条目${i}`, code: `C${i}`, kind: i % 2 === 0 ? '1' : '0', amount: i }));
    await insertRows(server.ctx.db, entity, rows);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('answers other requests while it streams', async () => {
    const finished: string[] = [];
    const headers = { 'X-Access-Token': token };
    reading.arm();
    reading.finish = () => finished.push('read');
    const exported = fetch(`${server.url}/jeecg-boot/test/item/exportXls`, { headers }).then(async (r) => (await r.arrayBuffer()).byteLength);
    await reading.started;
    const cheap = [
      fetch(`${server.url}/jeecg-boot/actuator/health`).then(async (r) => ({ status: r.status, body: await r.json() })),
      fetch(`${server.url}/jeecg-boot/test/item/list?pageSize=1`, { headers }).then(async (r) => ({ status: r.status, body: await r.json() })),
      fetch(`${server.url}/jeecg-boot/sys/user/getUserInfo`, { headers }).then(async (r) => ({ status: r.status, body: await r.json() })),
    ].map((p, i) => p.then((answer) => {
      finished.push(`cheap${i}`);
      return answer;
    }));
    const [health, list] = await Promise.all(cheap);
    expect(health).toMatchObject({ status: 200, body: { status: 'UP' } });
    expect(list.body).toMatchObject({ success: true, result: { total: ROWS } });
    expect(await exported).toBeGreaterThan(100_000);
    expect(finished.indexOf('read'), finished.join(' ')).toBe(finished.length - 1);
  }, 120_000);
});
