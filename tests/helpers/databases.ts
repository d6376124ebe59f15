import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The databases the server suite runs on: always the embedded one; PostgreSQL too when
 * TEST_DATABASE_URL names a server (CI starts one). Under CI a missing PostgreSQL is an error,
 * never a quiet skip.
 */
export const testDatabases: { name: 'sqlite' | 'postgres' }[] = [{ name: 'sqlite' }];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) testDatabases.push({ name: 'postgres' });
else if (process.env.CI) throw new Error('CI runs the server suite on PostgreSQL too: set TEST_DATABASE_URL (.ci/run does)');

export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A new database of the given kind, and a way to throw it away: empty, or on PostgreSQL made by
 * `create` (a copy of a template, templates.ts).
 */
export async function createTestDatabase(kind: 'sqlite' | 'postgres', create?: (name: string) => Promise<unknown>): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-test-'));
  if (kind === 'sqlite') {
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (create) await create(name);
  else {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
