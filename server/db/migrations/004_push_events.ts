import { PostgresAdapter, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The push bus of the embedded database (server/push/sqliteBus.ts): each server process polls
 * rows with an id above the last it saw. AUTOINCREMENT, because pruning may empty the table and
 * SQLite would otherwise hand out an old id again, which a process would skip as already seen.
 * PostgreSQL processes use LISTEN/NOTIFY instead; the table exists there too but stays empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('app_push_event');
  await (postgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('origin', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_app_push_event_created').on('app_push_event').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_push_event').execute();
}
