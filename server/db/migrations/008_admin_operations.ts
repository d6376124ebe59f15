import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The positions of 职务管理 (api-contract section 5, sys_position), and indexes the operations
 * pages read by: the log list by time alone (the dashboard's login counts and visits use the
 * existing (log_type, create_time) index) and the online-user list by open sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_position')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('post_rank', 'varchar(10)')
    .addColumn('company_id', 'varchar(255)')
    .addColumn('sys_org_code', 'varchar(64)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema.createIndex('ix_sys_log_time').on('sys_log').column('create_time').execute();
  await db.schema.createIndex('ix_sys_session_open').on('sys_session').columns(['revoked_at', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_sys_session_open').execute();
  await db.schema.dropIndex('ix_sys_log_time').execute();
  await db.schema.dropTable('sys_position').execute();
}
