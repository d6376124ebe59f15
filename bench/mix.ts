/**
 * A working day's mix against the real server in its own process, from this second process on
 * loopback: 64 connections for 60 s of lists (filters, sorts, pages), reads by id, dictionaries,
 * menus, saves (add and edit) and sign-ins. It prints p50/p99 per kind, the error count (the target
 * is zero), and the server's resident memory every 5 s, with its growth after the warm-up.
 * The reference in the same run: the bare health endpoint under the same 64 connections, what HTTP
 * alone costs here.
 *
 *   node --import tsx bench/mix.ts [seconds, default 60] [connections, default 64]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signInToken, spawnServer } from '../tests/helpers/process.ts';

const seconds = Number(process.argv[2] ?? 60);
const connections = Number(process.argv[3] ?? 64);
const WARM_UP_S = Math.min(15, Math.floor(seconds / 4));
const password = 'Bench-password-2026-mix';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mix-'));
const API = '/jeecg-boot/employment/jobPosition';

interface Call { kind: string; method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; signIn?: boolean }
interface Sample { kind: string; ms: number; ok: boolean; status: number }

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function send(base: URL, call: Call, token: string): Promise<{ status: number; body: string }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent, host: base.hostname, port: base.port, method: call.method, path: call.path,
        headers: { ...(call.signIn ? {} : { 'X-Access-Token': token }), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const positionRow = (n: number) => ({ positionName: `压测岗位${n}`, company: '安置区就业服务站', headcount: 1 + (n % 30), phone: '13800000000', status: n % 3 === 0 ? '0' : '1', workPlace: `第${n % 12}社区` });

/** One pass of the mix; every connection walks it from its own starting point. */
function mixOf(ids: string[], n: number): Call[] {
  const id = () => ids[Math.floor(Math.random() * ids.length)];
  const page = () => 1 + Math.floor(Math.random() * 5);
  return [
    ...Array.from({ length: 8 }, () => ({ kind: 'list', method: 'GET' as const, path: `${API}/list?pageNo=${page()}&pageSize=10&column=createTime&order=desc` })),
    ...Array.from({ length: 4 }, () => ({ kind: 'list, filtered', method: 'GET' as const, path: `${API}/list?pageNo=1&pageSize=10&status=1&positionName=${encodeURIComponent('*岗位1*')}` })),
    ...Array.from({ length: 3 }, () => ({ kind: 'list, sorted', method: 'GET' as const, path: `${API}/list?pageNo=${page()}&pageSize=20&column=headcount&order=asc` })),
    ...Array.from({ length: 5 }, () => ({ kind: 'read by id', method: 'GET' as const, path: `${API}/queryById?id=${id()}` })),
    ...Array.from({ length: 4 }, () => ({ kind: 'dictionary', method: 'GET' as const, path: '/jeecg-boot/sys/dict/getDictItems/education' })),
    ...Array.from({ length: 2 }, () => ({ kind: 'menu', method: 'GET' as const, path: '/jeecg-boot/sys/permission/getUserPermissionByToken' })),
    { kind: 'add', method: 'POST', path: `${API}/add`, body: positionRow(n) },
    { kind: 'edit', method: 'PUT', path: `${API}/edit`, body: { ...positionRow(n + 1), id: id() } },
    { kind: 'sign-in', method: 'POST', path: '/jeecg-boot/sys/login', body: { username: 'admin', password }, signIn: true },
  ];
}

async function load(base: URL, token: string, calls: (n: number) => Call[], forSeconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = performance.now() + forSeconds * 1000;
  let n = 0;
  const worker = async (offset: number) => {
    let queue = calls(n++).slice(offset % 10);
    while (performance.now() < end) {
      if (queue.length === 0) queue = calls(n++);
      const call = queue.shift()!;
      const start = performance.now();
      let ok = false;
      let answered = 0;
      try {
        const { status, body } = await send(base, call, token);
        answered = status;
        ok = status === 200 && (call.kind === 'health' || (JSON.parse(body) as { success?: boolean }).success === true);
      } catch {
        ok = false;
      }
      samples.push({ kind: call.kind, ms: performance.now() - start, ok, status: answered });
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  return samples;
}

function summary(samples: Sample[], forSeconds: number): string[] {
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return kinds.map((kind) => {
    const times = samples.filter((s) => s.kind === kind).map((s) => s.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const errors = samples.filter((s) => s.kind === kind && !s.ok).length;
    return `  ${kind.padEnd(16)} ${String(times.length).padStart(7)} calls ${(times.length / forSeconds).toFixed(0).padStart(6)}/s   p50 ${at(0.5).toFixed(1).padStart(7)} ms   p99 ${at(0.99).toFixed(1).padStart(7)} ms   errors ${errors}`;
  });
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function main() {
  // Every simulated user signs in from this one address: the per-address limit of anonymous
  // routes (ANON_RATE_LIMIT) would answer 429 to a whole office behind one address otherwise.
  const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOGIN_CAPTCHA: 'off', DATABASE_URL: '', LOG_LEVEL: 'error', ANON_RATE_LIMIT: '100000' });
  try {
    const base = new URL(server.url);
    const token = await signInToken(server.url, 'admin', password);
    const ids: string[] = [];
    for (let n = 0; n < 500; n += 1) await send(base, { kind: 'seed', method: 'POST', path: `${API}/add`, body: positionRow(n) }, token);
    const listed = JSON.parse((await send(base, { kind: 'seed', method: 'GET', path: `${API}/list?pageSize=500` }, token)).body) as { result: { records: { id: string }[] } };
    ids.push(...listed.result.records.map((r) => r.id));

    console.log(`Embedded database (SQLite), ${connections} connections, ${seconds} s, Node ${process.version}, ${os.cpus().length} cores, server and load on one machine\n`);
    const floor = await load(base, token, () => [{ kind: 'health', method: 'GET', path: '/jeecg-boot/actuator/health' }], Math.min(10, seconds));
    console.log('reference: the health endpoint alone (HTTP and the framework, no database)');
    console.log(summary(floor, Math.min(10, seconds)).join('\n'));

    const memory: number[] = [];
    const sampler = setInterval(() => memory.push(rssMb(server.pid)), 5000);
    const samples = await load(base, token, (n) => mixOf(ids, 10_000 + n), seconds);
    clearInterval(sampler);
    const errors = samples.filter((s) => !s.ok).length;
    console.log(`\nthe mix: ${samples.length} calls, ${(samples.length / seconds).toFixed(0)}/s, errors ${errors}`);
    // Which answers the errors were (503: refused under pressure, MAX_EVENT_LOOP_DELAY_MS; 0: no answer).
    const byStatus = new Map<number, number>();
    for (const s of samples) if (!s.ok) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    if (byStatus.size > 0) console.log(`errors by HTTP status: ${[...byStatus].map(([status, n]) => `${status} ×${n}`).join(', ')}`);
    console.log(summary(samples, seconds).join('\n'));
    const all = samples.map((s) => s.ms).sort((a, b) => a - b);
    console.log(`  ${'all'.padEnd(16)} p99 ${all[Math.floor(0.99 * (all.length - 1))].toFixed(1)} ms`);
    const afterWarmUp = memory.slice(Math.ceil(WARM_UP_S / 5));
    console.log(`\nserver memory (RSS, every 5 s): ${memory.map((m) => m.toFixed(0)).join(' ')} MB`);
    if (afterWarmUp.length >= 2) {
      const growth = afterWarmUp[afterWarmUp.length - 1] - afterWarmUp[0];
      console.log(`after a ${WARM_UP_S} s warm-up: ${afterWarmUp[0].toFixed(0)} → ${afterWarmUp[afterWarmUp.length - 1].toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB), range ${Math.min(...afterWarmUp).toFixed(0)}-${Math.max(...afterWarmUp).toFixed(0)} MB`);
    }
    if (errors > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
