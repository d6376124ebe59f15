import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { EntityModel } from './model.ts';
import { identifier, objectName } from './names.ts';
import { readMeta, writeMeta } from './meta.ts';

const raw = (db: Kysely<Database>, statement: string) => sql.raw(statement).execute(db);

/** The FTS5 table that mirrors an entity's substring fields on SQLite. */
export const ftsTable = (table: string): string => objectName('app_fts', table);

const substringColumns = (entity: EntityModel) => entity.fields.filter((f) => f.substring).map((f) => f.column);

/**
 * SQLite: an external-content FTS5 table with the trigram tokenizer holds the substring fields;
 * triggers keep it in step with the table (the FTS5 documentation's recipe), and a `*text*` filter
 * becomes a MATCH on it. It maps rows by rowid, which only VACUUM renumbers on a table without an
 * INTEGER PRIMARY KEY: after a VACUUM run `INSERT INTO <fts>(<fts>) VALUES('rebuild')`.
 */
async function sqliteIndex(db: Kysely<Database>, entity: EntityModel, created: boolean): Promise<void> {
  const columns = substringColumns(entity);
  const key = objectName('entity', entity.table, 'fts');
  const spec = JSON.stringify({ v: 1, columns });
  if (!created && (await readMeta(db, key)) === spec) return;
  const table = identifier(entity.table);
  const fts = identifier(ftsTable(entity.table));
  const names = ['ai', 'ad', 'au'].map((op) => identifier(objectName('app_fts', op, entity.table)));
  for (const trigger of names) await raw(db, `DROP TRIGGER IF EXISTS ${trigger}`);
  await raw(db, `DROP TABLE IF EXISTS ${fts}`);
  if (columns.length > 0) {
    const list = columns.map(identifier).join(', ');
    const newValues = columns.map((c) => `new.${identifier(c)}`).join(', ');
    const oldValues = columns.map((c) => `old.${identifier(c)}`).join(', ');
    await raw(db, `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content=${table}, content_rowid='rowid', tokenize='trigram')`);
    const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${oldValues});`;
    const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${newValues});`;
    await raw(db, `CREATE TRIGGER ${names[0]} AFTER INSERT ON ${table} BEGIN ${add} END`);
    await raw(db, `CREATE TRIGGER ${names[1]} AFTER DELETE ON ${table} BEGIN ${remove} END`);
    await raw(db, `CREATE TRIGGER ${names[2]} AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove} ${add} END`);
    await raw(db, `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
  }
  await writeMeta(db, key, spec);
}

/** PostgreSQL: a pg_trgm GIN index per substring field serves `ILIKE '%x%'` directly. */
async function postgresIndex(db: Kysely<Database>, entity: EntityModel): Promise<void> {
  const columns = substringColumns(entity);
  if (columns.length === 0) return;
  try {
    await raw(db, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (error) {
    throw new Error(
      `${entity.file}: substring search needs the PostgreSQL extension pg_trgm; ` +
        `have a superuser run CREATE EXTENSION pg_trgm in this database (${String(error)})`,
    );
  }
  for (const column of columns) {
    const name = identifier(objectName('gx', entity.table, column));
    await raw(db, `CREATE INDEX IF NOT EXISTS ${name} ON ${identifier(entity.table)} USING gin (${identifier(column)} gin_trgm_ops)`);
  }
}

export async function ensureSearchIndex(db: Kysely<Database>, dialect: Dialect, entity: EntityModel, created: boolean): Promise<void> {
  if (dialect === 'sqlite') await sqliteIndex(db, entity, created);
  else await postgresIndex(db, entity);
}
