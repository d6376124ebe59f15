import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type { Database } from './types.ts';
import { migrations } from './migrations/index.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Answers when the database answers; throws with the driver's reason otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// int8 (counts, epoch milliseconds) as numbers: every value we keep fits in 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every statement on every call, which costs about as much
 * as running a simple one. The same few hundred SQL texts repeat, so the prepared ones are kept
 * (least recently used dropped first). Reuse is safe: Kysely runs one statement at a time on the
 * connection, and SQLite re-prepares a kept statement itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = cache.get(text);
      cache.delete(text);
      const statement = kept ?? sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection (a new one, or a free one of the pool). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one statement may run; the client gives up a little later if the server is frozen. */
  statementTimeoutMs?: number;
}

/**
 * A database that is down or frozen must not hold every request: connecting and each statement
 * have a time limit, and the server's own statement_timeout cancels the work on its side too.
 */
function poolOptions(options: DbOptions): pg.PoolConfig {
  const statement = options.statementTimeoutMs ?? 30_000;
  return {
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    statement_timeout: statement,
    idle_in_transaction_session_timeout: statement * 2,
    query_timeout: statement + 1000,
    // A peer that vanished without closing is noticed by the operating system, not only at the next query.
    keepAlive: true,
  };
}

export function openDatabase(options: DbOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool(poolOptions(options));
    // An idle connection the server ends (restart, terminate) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`database pool: idle connection lost (${error.message})`));
    // The pool listens only to idle connections: one lost while a request holds it would emit its
    // error to no one and end the process. Its query fails instead, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`database: connection lost in use (${error.message})`)));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return {
      kysely,
      dialect: 'postgres',
      ping: async () => void (await sql`select 1`.execute(kysely)),
      close: () => kysely.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'app.db');
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the one writer; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  return {
    kysely,
    dialect: 'sqlite',
    ping: async () => void (await sql`select 1`.execute(kysely)),
    close: () => kysely.destroy(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration failed at ${failed?.migrationName ?? '(setup)'}: ${String(error)}`);
  }
}
