import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { compiledOnce } from '../db/compiledOnce.ts';
import { countTriggerNames, postgresCountTriggers, sqliteCountTriggers, VERSION_VALUE } from './countTriggers.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { identifier, objectName } from './names.ts';
import { readMeta, writeMeta } from './meta.ts';

/**
 * Dictionary fields whose values are counted. Doubles are left out: their text form differs
 * between the databases, so a filter value could not be matched to its count reliably.
 */
export const countedFields = (entity: EntityModel): FieldModel[] =>
  entity.fields.filter((f) => f.dict && (f.type === 'string' || f.type === 'integer' || f.type === 'boolean'));

const raw = (db: Kysely<Database>, statement: string) => sql.raw(statement).execute(db);

async function dropTriggers(db: Kysely<Database>, dialect: Dialect, entity: EntityModel): Promise<void> {
  for (const name of countTriggerNames(entity.table).map(identifier)) {
    if (dialect === 'sqlite') await raw(db, `DROP TRIGGER IF EXISTS ${name}`);
    else {
      await raw(db, `DROP TRIGGER IF EXISTS ${name} ON ${identifier(entity.table)}`);
      await raw(db, `DROP FUNCTION IF EXISTS ${name}()`);
    }
  }
}

/**
 * Counts everything again: only when the counted fields change (or the table is new). The version
 * goes up rather than back to zero, so no cached count of another process can look current.
 */
async function recount(db: Kysely<Database>, entity: EntityModel, columns: string[]): Promise<void> {
  const t = sql.raw(identifier(entity.table));
  await db
    .deleteFrom('appEntityCount')
    .where('tableName', '=', entity.table)
    .where((eb) => eb.or([eb('field', '<>', ''), eb('value', '<>', VERSION_VALUE)]))
    .execute();
  await sql`INSERT INTO app_entity_count (table_name, field, value, n) SELECT ${entity.table}, '', '', count(*) FROM ${t}`.execute(db);
  for (const c of columns) {
    const col = sql.raw(`CAST(${identifier(c)} AS TEXT)`);
    await sql`INSERT INTO app_entity_count (table_name, field, value, n)
      SELECT ${entity.table}, ${c}, ${col}, count(*) FROM ${t} WHERE ${col} IS NOT NULL GROUP BY ${col}`.execute(db);
  }
  await db
    .insertInto('appEntityCount')
    .values({ tableName: entity.table, field: '', value: VERSION_VALUE, n: 1 })
    .onConflict((oc) => oc.columns(['tableName', 'field', 'value']).doUpdateSet((eb) => ({ n: eb('appEntityCount.n', '+', 1) })))
    .execute();
}

/** Installs the count triggers when the counted fields differ from what the database has. */
export async function ensureCounts(db: Kysely<Database>, dialect: Dialect, entity: EntityModel, created: boolean): Promise<void> {
  const columns = countedFields(entity).map((f) => f.column);
  const key = objectName('entity', entity.table, 'counts');
  const spec = JSON.stringify({ v: 2, columns });
  if (!created && (await readMeta(db, key)) === spec) return;
  await dropTriggers(db, dialect, entity);
  const statements = dialect === 'sqlite' ? sqliteCountTriggers(entity, columns) : postgresCountTriggers(entity, columns);
  for (const statement of statements) await raw(db, statement);
  await recount(db, entity, columns);
  await writeMeta(db, key, spec);
}

const countQuery = (db: Kysely<Database>) =>
  compiledOnce(db, (table: string, column: string, value: string) =>
    db.selectFrom('appEntityCount').select('n').where('tableName', '=', table).where('field', '=', column).where('value', '=', value));

const countQueries = new WeakMap<Kysely<Database>, ReturnType<typeof countQuery>>();

/**
 * A maintained count: the table's rows (no field), or its rows holding one dictionary value. Every
 * list reads one (and the version), so the query is compiled once per database handle.
 */
export async function maintainedCount(db: Kysely<Database>, table: string, column = '', value = ''): Promise<number> {
  let query = countQueries.get(db);
  if (!query) countQueries.set(db, (query = countQuery(db)));
  const [row] = await query(table, column, value);
  return Number(row?.n ?? 0);
}

/** The table's version: it changes with every insert, update and delete. */
export const tableVersion = (db: Kysely<Database>, table: string): Promise<number> => maintainedCount(db, table, '', VERSION_VALUE);
