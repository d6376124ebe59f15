import { PostgresAdapter, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Generated files (an import's error rows, later other downloads) live in the database, so any
 * server process can serve a link that another process handed out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('app_file')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_app_file_expires').on('app_file').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_file').execute();
}
