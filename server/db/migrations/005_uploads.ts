import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Uploaded files live on disk (DATA_DIR/upload); this records who uploaded what, when, under which
 * stored path. app_file does not fit: it holds short-lived generated content, not user uploads.
 * app_user_setting keeps small per-user preferences (JSON text) such as the notification choices.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_upload')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('path', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('biz', 'varchar(300)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_app_upload_user').on('app_upload').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('app_user_setting')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('setting_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_app_user_setting', ['user_id', 'setting_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_user_setting').execute();
  await db.schema.dropTable('app_upload').execute();
}
