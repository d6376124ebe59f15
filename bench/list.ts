/**
 * The list endpoint of a declared entity with a million rows on the embedded database (SQLite):
 * first page by creation time, a dictionary equality and `*text*` searches, each with its total.
 *
 *   node --import tsx bench/list.ts [rows, default 1000000] [seconds per case, default 10]
 *
 * The database is built once under bench/.results/list-<rows>/ and reused. The server runs in its
 * own process and the load comes from a third (bench/listLoad.ts: autocannon, 10 connections, loopback).
 * Each case is also run directly on the database, in this process, through the same listPage the
 * endpoint calls, so the server's own overhead shows as a ratio, and against a bare Fastify server
 * that answers the same bytes (bench/floorServer.ts), which shows what HTTP alone costs here.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { signInToken, spawnServer } from '../tests/helpers/process.ts';
import { openDatabase } from '../server/db/database.ts';
import { listPage } from '../server/entities/listQuery.ts';
import { loadSchemaRegistry } from '../server/entities/registry.ts';
import { sequential, type Figures } from './figures.ts';
import { API, benchDatabase, GIVEN, SURNAMES, TABLE } from './listData.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
const seconds = Number(process.argv[3] ?? 10);
const password = 'Bench-password-1';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Case { name: string; query: Record<string, string>; p99: number; rps?: number }

const cases: Case[] = [
  { name: '(a) first page, createTime desc', query: { column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' }, p99: 15, rps: 1500 },
  { name: '(b) status=0 (dictionary, 10%)', query: { status: '0', pageNo: '1', pageSize: '10' }, p99: 20 },
  { name: `(c) name=*${SURNAMES[40]}${GIVEN[100]}* (rare)`, query: { name: `*${SURNAMES[40]}${GIVEN[100]}*` }, p99: 100 },
  { name: `(c) name=*${SURNAMES[3]}${GIVEN[10]}* (middling)`, query: { name: `*${SURNAMES[3]}${GIVEN[10]}*` }, p99: 100 },
  { name: `(c) name=*${SURNAMES[0]}${GIVEN[0]}* (common)`, query: { name: `*${SURNAMES[0]}${GIVEN[0]}*` }, p99: 100 },
];

/** Load from another process (bench/listLoad.ts), which prints its figures as JSON. */
async function overHttp(url: string, token: string, connections: number): Promise<Figures> {
  const args = ['--import', 'tsx', path.join(here, 'listLoad.ts'), url, token, String(connections), String(seconds)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as Figures;
}


/** The bare HTTP server of bench/floorServer.ts answering `body`; stop() ends it. */
async function floorServer(body: string): Promise<{ url: string; stop: () => void }> {
  const file = path.join(here, '.results', 'floor-body.json');
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'floorServer.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the floor server exited')));
  });
  return { url: `http://127.0.0.1:${port}/floor`, stop: () => child.kill() };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  const started = Date.now();
  const { dataDir, schemasDir } = await benchDatabase(path.join(here, '.results'), rows, password);
  console.log(`database ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${path.relative(process.cwd(), dataDir)}`);
  const server = await spawnServer({ DATA_DIR: dataDir, SCHEMAS_DIR: schemasDir, ADMIN_PASSWORD: password, LOGIN_CAPTCHA: 'off', DATABASE_URL: '' });
  const db = openDatabase({ dataDir });
  const registry = loadSchemaRegistry(schemasDir);
  const entity = registry.byTable.get(TABLE);
  const lines: string[] = [];
  const table: string[][] = [];
  try {
    if (!entity) throw new Error(`${TABLE} is not declared`);
    const token = await signInToken(server.url, 'admin', password);

    for (const c of cases) {
      const url = `${server.url}/jeecg-boot${API}/list?${new URLSearchParams(c.query)}`;
      // The answer is checked once: the load below only counts HTTP statuses.
      const answerText = await (await fetch(url, { headers: { 'X-Access-Token': token } })).text();
      const answer = JSON.parse(answerText) as { success: boolean; message: string; result: { total: number; records: unknown[] } };
      if (!answer.success) throw new Error(`${url}: ${answer.message}`);
      const direct = await listPage(db, registry, entity, c.query);
      if (direct.total !== answer.result.total) throw new Error(`${c.name}: the server counts ${answer.result.total}, the database ${direct.total}`);

      const loaded = await overHttp(url, token, 10);
      const one = await overHttp(url, token, 1);
      const onDb = await sequential(() => listPage(db, registry, entity, c.query), seconds);
      const floor = await floorServer(answerText);
      const bare = await overHttp(floor.url, token, 1).finally(floor.stop);
      const latencyRatio = one.p50 / onDb.p50;
      const rateRatio = onDb.rps / loaded.rps;
      lines.push(`${c.name}   total ${answer.result.total}, ${answer.result.records.length} rows on the page`);
      lines.push(`  server, 10 connections  ${loaded.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(loaded.p50)}   p99 ${ms(loaded.p99)}`);
      lines.push(`  server, 1 connection    ${one.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(one.p50)}   p99 ${ms(one.p99)}`);
      lines.push(`  database directly       ${onDb.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(onDb.p50)}   p99 ${ms(onDb.p99)}   (listPage in-process, one at a time)`);
      lines.push(`  bare HTTP, 1 connection ${bare.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(bare.p50)}   p99 ${ms(bare.p99)}   (the same bytes, no work)`);
      lines.push(`  server's own work per call (p50, 1 connection, less bare HTTP and the query): ${ms(Math.max(0, one.p50 - bare.p50 - onDb.p50))}`);
      table.push([c.name, 'p99, 10 connections', `≤ ${c.p99} ms`, ms(loaded.p99), verdict(loaded.p99 <= c.p99)]);
      if (c.rps) table.push([c.name, 'throughput, 10 connections', `≥ ${c.rps} req/s`, `${loaded.rps.toFixed(0)} req/s`, verdict(loaded.rps >= c.rps)]);
      table.push([c.name, 'latency ratio: server p50 (1 conn) / direct p50', '≤ 1.5×', `${latencyRatio.toFixed(2)}×`, verdict(latencyRatio <= 1.5)]);
      table.push([c.name, 'latency ratio with bare HTTP added to the direct query', '≤ 1.5×', `${(one.p50 / (onDb.p50 + bare.p50)).toFixed(2)}×`, verdict(one.p50 / (onDb.p50 + bare.p50) <= 1.5)]);
      table.push([c.name, 'throughput ratio: direct req/s / server req/s (10 conn)', '≤ 1.5×', `${rateRatio.toFixed(2)}×`, verdict(rateRatio <= 1.5)]);
    }
  } finally {
    await db.close();
    await server.stop();
  }
  console.log(`\n${rows.toLocaleString('en')} rows in ${TABLE}, SQLite, ${seconds} s per measurement, Node ${process.version}, ${os.cpus().length} cores (server and load generator share them)\n`);
  for (const line of lines) console.log(line);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...table.map((r) => [...r[i]].length)));
  console.log('');
  for (const row of table) console.log(row.map((cell, i) => cell + ' '.repeat(widths[i] - [...cell].length)).join('  │ '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
