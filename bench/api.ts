/**
 * Signed-in read calls against the running server on the embedded database, side by side with
 * the same queries run directly on that database, so the server's own overhead shows as a ratio.
 *
 *   node --import tsx bench/api.ts [seconds per case, default 10]
 *
 * The load comes from this process (autocannon, 10 connections) and the server runs in its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signInToken, spawnServer } from '../tests/helpers/process.ts';
import { openDatabase } from '../server/db/database.ts';
import { resolveSession } from '../server/auth/sessions.ts';
import { userPermissionRows } from '../server/services/permissions.ts';
import { buildMenuTree } from '../server/services/menu.ts';
import { dictItems } from '../server/services/dicts.ts';
import { sequential, type Figures } from './figures.ts';

const seconds = Number(process.argv[2] ?? 10);
const password = 'Bench-password-1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));


async function overHttp(url: string, token: string): Promise<Figures> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'X-Access-Token': token } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}


const fmt = (f: Figures) => `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms`;

async function main() {
  const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOGIN_CAPTCHA: 'off', DATABASE_URL: '' });
  try {
    const token = await signInToken(server.url, 'admin', password);
    const db = openDatabase({ dataDir });
    const policy = { idleMs: 7_200_000, maxMs: 604_800_000 };

    const cases = [
      {
        name: 'permission list  GET /sys/permission/getUserPermissionByToken',
        url: `${server.url}/jeecg-boot/sys/permission/getUserPermissionByToken`,
        query: async () => {
          const auth = await resolveSession(db, token, policy);
          const rows = await userPermissionRows(db, auth!.user.id);
          buildMenuTree(rows);
          await db.kysely.selectFrom('sysPermission').select(['perms', 'status', 'permsType', 'name']).where('menuType', '=', 2).where('delFlag', '=', 0).execute();
        },
      },
      {
        name: 'dictionary items GET /sys/dict/getDictItems/priority',
        url: `${server.url}/jeecg-boot/sys/dict/getDictItems/priority`,
        query: async () => {
          await resolveSession(db, token, policy);
          await dictItems(db, 'priority');
        },
      },
    ];

    console.log(`Embedded database (SQLite), 10 connections, ${seconds} s per case, Node ${process.version}, ${os.cpus().length} cores\n`);
    for (const c of cases) {
      const loaded = await overHttp(c.url, token);
      const one = await sequential(async () => {
        const response = await fetch(c.url, { headers: { 'X-Access-Token': token } });
        if (!response.ok) throw new Error(`${c.url}: HTTP ${response.status}`);
        await response.arrayBuffer();
      }, seconds);
      const onDb = await sequential(c.query, seconds);
      console.log(c.name);
      console.log(`  server, 10 connections  ${fmt(loaded)}`);
      console.log(`  server, 1 connection    ${fmt(one)}`);
      console.log(`  database directly       ${fmt(onDb)}   (the same queries, one at a time)`);
      console.log(`  overhead: one call takes ${(one.p50 / onDb.p50).toFixed(1)}x the direct query at p50; ` +
        `under load the server answers ${(loaded.rps / onDb.rps).toFixed(2)}x the direct query rate\n`);
    }
    await db.close();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
