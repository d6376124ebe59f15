import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { loadSchemaRegistry } from '../entities/registry.ts';
import { syncEntities } from '../entities/sync.ts';
import { DATABASE_FILE, sqliteTables } from './backup.ts';
import { TableChecksum, valueKind, type ValueKind } from './tableChecksum.ts';

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  matches: boolean;
}

export interface MoveReport {
  tables: TableReport[];
  /** Source tables that are SQLite's own machinery (FTS indexes, the kept counts): rebuilt, not copied. */
  rebuilt: string[];
  /** Columns the source keeps that no current declaration has (a field since removed): added to the target so nothing is lost. */
  addedColumns: string[];
}

/** Kept by the migrator itself, and by triggers on the target: never copied row by row. */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', 'app_entity_count']);
const isFtsTable = (table: string) => table.startsWith('app_fts');
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Declared types SQLite kept as written (Kysely wrote them); anything else becomes text. */
const PORTABLE_TYPE = /^(varchar\(\d+\)|text|integer|bigint|smallint|real|double precision|numeric(\(\d+(,\s*\d+)?\))?|boolean)$/i;

interface TargetColumn { name: string; kind: ValueKind; serial: boolean }

async function targetColumns(client: pg.Client, table: string): Promise<TargetColumn[]> {
  const { rows } = await client.query<{ column_name: string; data_type: string; column_default: string | null }>(
    `select column_name, data_type, column_default from information_schema.columns
      where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => ({ name: r.column_name, kind: valueKind(r.data_type), serial: (r.column_default ?? '').startsWith('nextval(') }));
}

function checkSourceIsCurrent(source: SQLite.Database): void {
  const applied = new Set((source.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name));
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  if (missing.length > 0) throw new Error(`the embedded database is older than this version (missing ${missing.join(', ')}): start the server on it once, then move it`);
}

async function checkTargetIsEmpty(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
  if ((rows[0]?.n ?? 0) > 0) throw new Error('the PostgreSQL database is not empty: create a new one (createdb) and name it');
}

/** Adds to the target the columns only the source has, so that no stored value is dropped. */
async function addMissingColumns(client: pg.Client, source: SQLite.Database, table: string, present: Set<string>): Promise<string[]> {
  const added: string[] = [];
  for (const column of source.pragma(`table_info(${quote(table)})`) as { name: string; type: string }[]) {
    if (present.has(column.name)) continue;
    const type = PORTABLE_TYPE.test(column.type) ? column.type : 'text';
    await client.query(`alter table ${quote(table)} add column ${quote(column.name)} ${type}`);
    added.push(`${table}.${column.name}`);
  }
  return added;
}

function toTarget(value: unknown, kind: ValueKind): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return value === 1 || value === '1' || value === true || value === 'true';
  if (typeof value === 'bigint') return value.toString();
  return value;
}

async function copyRows(client: pg.Client, source: SQLite.Database, table: string, columns: TargetColumn[]): Promise<TableChecksum> {
  const checksum = new TableChecksum(columns);
  const names = columns.map((c) => quote(c.name)).join(', ');
  // PostgreSQL takes at most 65,535 parameters in one statement.
  const perBatch = Math.max(1, Math.min(1000, Math.floor(60_000 / columns.length)));
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => `(${columns.map((c) => `$${values.push(toTarget(row[c.name], c.kind))}`).join(', ')})`);
    await client.query(`insert into ${quote(table)} (${names}) values ${tuples.join(', ')}`, values);
    batch = [];
  };
  for (const row of source.prepare(`select ${names} from ${quote(table)}`).iterate() as Iterable<Record<string, unknown>>) {
    checksum.add(row);
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  for (const column of columns.filter((c) => c.serial)) {
    await client.query(`select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column.name)}) from ${quote(table)}), 1))`, [table, column.name]);
  }
  return checksum;
}

/** Reads the target table back and sums it the way the copy summed the source. */
async function targetChecksum(client: pg.Client, table: string, columns: TargetColumn[]): Promise<TableChecksum> {
  const checksum = new TableChecksum(columns);
  const cursorName = 'move_check';
  await client.query(`declare ${cursorName} no scroll cursor for select ${columns.map((c) => quote(c.name)).join(', ')} from ${quote(table)}`);
  for (;;) {
    const { rows } = await client.query<Record<string, unknown>>(`fetch 5000 from ${cursorName}`);
    for (const row of rows) checksum.add(row);
    if (rows.length < 5000) break;
  }
  await client.query(`close ${cursorName}`);
  return checksum;
}

/**
 * Copies an embedded database into an empty PostgreSQL database: the tables are made by the same
 * migrations and entity declarations a server would run, then every row is copied in one
 * transaction and read back, with the row count and an order-free checksum compared per table.
 * The kept counts and the substring search are rebuilt by the target's own triggers and indexes.
 */
export async function moveToPostgres(options: { dataDir: string; schemasDir: string; targetUrl: string }): Promise<MoveReport> {
  const source = new SQLite(path.join(options.dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: options.targetUrl });
  try {
    checkSourceIsCurrent(source);
    await client.connect();
    await checkTargetIsEmpty(client);
    const target = openDatabase({ databaseUrl: options.targetUrl, dataDir: options.dataDir, poolSize: 1 });
    try {
      await migrateToLatest(target);
      await syncEntities(target, loadSchemaRegistry(options.schemasDir));
    } finally {
      await target.close();
    }
    const all = sqliteTables(source);
    const copied = all.filter((t) => !NOT_COPIED.has(t) && !isFtsTable(t));
    const report: MoveReport = { tables: [], rebuilt: all.filter((t) => !copied.includes(t)), addedColumns: [] };
    await client.query('begin');
    // What the migrations and the entity sync wrote (permission buttons, defaults) is replaced by the source's rows.
    await client.query(`truncate ${[...copied, 'app_entity_count'].map(quote).join(', ')}`);
    for (const table of copied) {
      const present = await targetColumns(client, table);
      // A table no current declaration makes (a page schema since removed) comes along as it is.
      if (present.length === 0) await client.query(`create table ${quote(table)} ()`);
      report.addedColumns.push(...(await addMissingColumns(client, source, table, new Set(present.map((c) => c.name)))));
      const sourceNames = new Set((source.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name));
      const columns = (await targetColumns(client, table)).filter((c) => sourceNames.has(c.name));
      const sent = await copyRows(client, source, table, columns);
      const read = await targetChecksum(client, table, columns);
      report.tables.push({
        table, sourceRows: sent.rows, targetRows: read.rows, sourceChecksum: sent.value, targetChecksum: read.value,
        matches: sent.rows === read.rows && sent.value === read.value,
      });
    }
    if (report.tables.some((t) => !t.matches)) {
      await client.query('rollback');
      return report;
    }
    await client.query('commit');
    return report;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    source.close();
    await client.end().catch(() => undefined);
  }
}
