import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { addNewDemoData, seedDemoData } from '../../server/db/seed.ts';
import { loadSchemaRegistry } from '../../server/entities/registry.ts';
import { syncEntities } from '../../server/entities/sync.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

/**
 * A migrated, seeded and synced database of each kind, built once and copied for each test server:
 * on PostgreSQL building one costs seconds (hundreds of statements), copying one a fraction of that.
 * The template's name carries a digest of everything that shapes it (migrations, seed, fixtures,
 * schemas, the engine) and of the day (demo rows are dated), so a change or a new day builds a new
 * one. Worker processes share templates: a file renamed into place on SQLite, an advisory lock on
 * PostgreSQL.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHAPING = ['server', 'schemas', 'fixtures'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.includes('.test.') ? [] : [full];
  });
}

let digest: string | undefined;
function templateKey(password: string): string {
  if (!digest) {
    const hash = createHash('sha256');
    for (const file of SHAPING.flatMap((dir) => filesUnder(path.join(root, dir))).sort()) {
      hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
    digest = hash.digest('hex');
  }
  // The password shapes the demo users' hashes: the browser tests' template is not the server tests'.
  return createHash('sha256').update(digest).update(password).update(new Date().toISOString().slice(0, 10)).digest('hex').slice(0, 16);
}

/** Migrates, seeds and syncs a new database, as server/main.ts does on a first start. */
export async function prepareDatabase(database: TestDatabase, password: string): Promise<void> {
  const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 4, connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, password);
    await addNewDemoData(db);
    await syncEntities(db, loadSchemaRegistry(path.join(root, 'schemas', 'pages')));
  } finally {
    await db.close();
  }
}

const sqliteTemplates = new Map<string, Promise<string>>();

/** The template's file, built by this process or another one. */
function sqliteTemplate(key: string, password: string): Promise<string> {
  const file = path.join(os.tmpdir(), `rsa-template-${key}.db`);
  let built = sqliteTemplates.get(key);
  if (!built) {
    built = (async () => {
      if (fs.existsSync(file)) return file;
      const scratch = await createTestDatabase('sqlite');
      await prepareDatabase(scratch, password);
      // Renamed into place whole: another process sees no file or a complete one.
      fs.renameSync(path.join(scratch.dataDir, 'app.db'), `${file}.${process.pid}`);
      fs.renameSync(`${file}.${process.pid}`, file);
      await scratch.drop();
      return file;
    })();
    sqliteTemplates.set(key, built);
  }
  return built;
}

async function sqliteCopy(key: string, password: string): Promise<TestDatabase> {
  const template = await sqliteTemplate(key, password);
  const database = await createTestDatabase('sqlite');
  fs.copyFileSync(template, path.join(database.dataDir, 'app.db'));
  return database;
}

/** Runs `work` holding the suite's PostgreSQL advisory lock, on a connection of the server's maintenance database. */
async function underLock<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7212026)');
    return await work(client);
  } finally {
    await client.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/** The template database's name, built under the lock by the first process that needs it. */
function postgresTemplateName(key: string, password: string): Promise<string> {
  postgresTemplate ??= underLock(async (client) => {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const name = `tmpl_${day}_${key}`;
    const found = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', ['tmpl\\_%']);
    const names = found.rows.map((row: { datname: string }) => row.datname);
    if (names.includes(name)) return name;
    // Templates of earlier days go (a developer's server would gather them); today's of other code
    // stay, as another checkout may be copying one right now.
    for (const old of names.filter((n) => !n.startsWith(`tmpl_${day}_`))) await client.query(`DROP DATABASE IF EXISTS ${old} WITH (FORCE)`);
    const scratch = await createTestDatabase('postgres');
    await prepareDatabase(scratch, password);
    const scratchName = new URL(scratch.databaseUrl ?? '').pathname.slice(1);
    await client.query(`ALTER DATABASE ${scratchName} RENAME TO ${name}`);
    fs.rmSync(scratch.dataDir, { recursive: true, force: true });
    return name;
  });
  return postgresTemplate;
}

async function postgresCopy(key: string, password: string): Promise<TestDatabase> {
  const template = await postgresTemplateName(key, password);
  // Copies of one template are made one at a time: PostgreSQL refuses a copy while another reads it.
  return createTestDatabase('postgres', (name) => underLock((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)));
}

/** A new database holding what a first start of the server would have made, with `password` for the demo users. */
export function preparedDatabase(kind: 'sqlite' | 'postgres', password: string): Promise<TestDatabase> {
  const key = templateKey(password);
  return kind === 'sqlite' ? sqliteCopy(key, password) : postgresCopy(key, password);
}
