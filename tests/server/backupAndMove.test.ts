import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { checkBackup, restoreDatabase } from '../../server/ops/backup.ts';
import { moveToPostgres } from '../../server/ops/moveToPostgres.ts';
import { createTestDatabase, testDatabases, type TestDatabase } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const API = '/employment/jobPosition';
const row = (n: number) => ({ positionName: `岗位${n}`, company: '安置区就业服务站', headcount: n, phone: '13800000000', status: '1' });

/** The operator's command, as README gives it: a process of its own beside the running server. */
const cli = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

describe('db:backup and db:restore of the embedded database', () => {
  let server: TestServer;
  let token: string;
  let uploaded: string;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-backup-'));

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    token = await server.login();
    for (let n = 1; n <= 20; n += 1) expect((await server.call('POST', `${API}/add`, { token, body: row(n) })).body.success).toBe(true);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('biz', 'avatar');
    const response = await fetch(`${server.url}/jeecg-boot/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
    uploaded = ((await response.json()) as { message: string }).message;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const total = async (target: TestServer, signedIn: string) => (await target.call('GET', `${API}/list?pageSize=1`, { token: signedIn })).body.result.total as number;

  it('takes a consistent snapshot while the server keeps writing, and a restore brings back every row and file', async () => {
    const folder = path.join(scratch, 'backup-1');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        if ((await server.call('POST', `${API}/add`, { token, body: row(100 + written) })).body.success) written += 1;
      }
    })();
    const before = await total(server, token);
    const { stdout } = await cli(['backup', folder], server.database.dataDir);
    writing = false;
    await writer;
    expect(stdout).toContain('Backed up');
    const after = await total(server, token);

    const manifest = checkBackup(folder);
    const inBackup = manifest.tables.biz_job_position;
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(inBackup).toBeLessThanOrEqual(after);
    expect(manifest.uploads.files).toBeGreaterThanOrEqual(1);

    const restoredDir = path.join(scratch, 'restored');
    fs.mkdirSync(restoredDir);
    fs.writeFileSync(path.join(restoredDir, 'app.db'), 'what was there');
    const { keptAside } = restoreDatabase(restoredDir, folder);
    expect(keptAside && fs.readFileSync(path.join(keptAside, 'app.db'), 'utf8')).toBe('what was there');
    expect(fs.existsSync(path.join(restoredDir, 'upload', uploaded))).toBe(true);

    const restored = await startTestServer('sqlite', {}, { database: { dataDir: restoredDir, drop: async () => undefined } });
    try {
      expect(await total(restored, await restored.login())).toBe(inBackup);
    } finally {
      await restored.close();
    }
  });

  it('refuses a folder that is not empty, and a backup whose rows do not match its manifest', async () => {
    const folder = path.join(scratch, 'backup-2');
    await cli(['backup', folder], server.database.dataDir);
    await expect(cli(['backup', folder], server.database.dataDir)).rejects.toThrow(/not empty/);
    const manifestFile = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.tables.biz_job_position += 1;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(() => checkBackup(folder)).toThrow(/row counts differ.*biz_job_position/);
    await expect(cli(['restore', folder], path.join(scratch, 'elsewhere'))).rejects.toThrow(/row counts differ/);
  });

  describe.runIf(testDatabases.some((d) => d.name === 'postgres'))('db:move-to-postgres', () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await createTestDatabase('postgres');
    });
    afterAll(() => target.drop());

    it('copies every table into an empty PostgreSQL with equal counts and checksums, and a server there sees the same data', async () => {
      const report = await moveToPostgres({ dataDir: server.database.dataDir, schemasDir: loadConfig({}).schemasDir, targetUrl: target.databaseUrl! });
      expect(report.tables.filter((t) => !t.matches)).toEqual([]);
      expect(report.tables.find((t) => t.table === 'sys_user')?.sourceRows).toBeGreaterThan(0);
      expect(report.rebuilt).toContain('app_entity_count');

      const moved = await startTestServer('postgres', {}, { database: { ...target, drop: async () => undefined } });
      try {
        const signedIn = await moved.login();
        expect(await total(moved, signedIn)).toBe(await total(server, token));
        const search = await moved.call('GET', `${API}/list?positionName=*岗位1*&pageSize=100`, { token: signedIn });
        expect(search.body.result.records.length).toBeGreaterThan(0);
      } finally {
        await moved.close();
      }
    });

    it('refuses a PostgreSQL database that is not empty', async () => {
      await expect(moveToPostgres({ dataDir: server.database.dataDir, schemasDir: loadConfig({}).schemasDir, targetUrl: target.databaseUrl! }))
        .rejects.toThrow(/not empty/);
    });
  });
});

/**
 * The PostgreSQL backup README and `db:backup` give: pg_dump while the server writes, pg_restore
 * into an empty database and again over itself (--clean), and a server there signs in and lists.
 */
describe.runIf(testDatabases.some((d) => d.name === 'postgres'))('PostgreSQL backups with pg_dump and pg_restore, as documented', () => {
  let server: TestServer;
  let token: string;
  let target: TestDatabase;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-pgdump-'));
  const total = async (on: TestServer, signedIn: string) => (await on.call('GET', `${API}/list?pageSize=1`, { token: signedIn })).body.result.total as number;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    token = await server.login();
    for (let n = 1; n <= 10; n += 1) expect((await server.call('POST', `${API}/add`, { token, body: row(n) })).body.success).toBe(true);
    target = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('db:backup names the commands, and a dump taken while the server writes restores into an empty database and over itself', async () => {
    const databaseUrl = server.database.databaseUrl!;
    const told = await run(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'backup'], { env: { ...process.env, DATABASE_URL: databaseUrl } })
      .then(() => '', (error: { code: number; stderr: string }) => `${error.code} ${error.stderr}`);
    expect(told).toMatch(/^2 [\s\S]*pg_dump --format=custom[\s\S]*pg_restore --clean --if-exists/);

    const dump = path.join(scratch, 'app.dump');
    let writing = true;
    const writer = (async () => {
      for (let n = 100; writing; n += 1) await server.call('POST', `${API}/add`, { token, body: row(n) });
    })();
    const before = await total(server, token);
    await run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl]);
    writing = false;
    await writer;
    const after = await total(server, token);

    await run('pg_restore', ['--clean', '--if-exists', `--dbname=${target.databaseUrl!}`, dump]);
    // Over a database that holds it already: --clean drops and recreates each object.
    await run('pg_restore', ['--clean', '--if-exists', `--dbname=${target.databaseUrl!}`, dump]);
    const restored = await startTestServer('postgres', {}, { database: { ...target, drop: async () => undefined } });
    try {
      const restoredTotal = await total(restored, await restored.login());
      expect(restoredTotal).toBeGreaterThanOrEqual(before);
      expect(restoredTotal).toBeLessThanOrEqual(after);
      const search = await restored.call('GET', `${API}/list?positionName=*岗位1*&pageSize=100`, { token: await restored.login() });
      expect(search.body.result.records.length).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  });
});
