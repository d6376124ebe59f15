import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * 数据字典 deletes softly now (a deleted dictionary waits in the recycle bin): its code must be
 * free for a new dictionary while the deleted one waits, so the column's own UNIQUE goes and the
 * engine's partial index (live rows of a tenant, server/entities/tables.ts) takes its place.
 * SQLite cannot drop a column constraint: the table is rebuilt from its own definition.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table sys_dict drop constraint if exists sys_dict_dict_code_key`.execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'sys_dict'`.execute(db);
  const definition = rows[0]?.sql ?? '';
  const plain = definition.replace(/("dict_code"[^,]*?)\s+unique/i, '$1');
  if (plain === definition) return;
  await sql`alter table sys_dict rename to sys_dict_before_019`.execute(db);
  await sql.raw(plain).execute(db);
  await sql`insert into sys_dict select * from sys_dict_before_019`.execute(db);
  await sql`drop table sys_dict_before_019`.execute(db);
}

/** Back to one code per row, deleted rows included (fails while a deleted and a live row share one). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ux_sys_dict_dict_code_019').unique().on('sys_dict').column('dict_code').execute();
}
