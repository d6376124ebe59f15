import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Scheduled jobs (api-contract section 5, sys_quartz_job: status 0 running, -1 stopped) and a log
 * of their runs. A run of a firing is claimed by inserting its log row: (job_id, fire_at) is
 * unique, so of several server processes on one database only one runs a given firing. A run
 * started by hand has no fire_at and is never refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('cron_expression', 'varchar(255)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(255)')
    .addColumn('description', 'varchar(255)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_quartz_job_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('fire_at', 'bigint')
    .addColumn('run_by', 'varchar(100)')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('ok', 'integer')
    .addColumn('message', 'varchar(500)')
    .execute();
  await db.schema.createIndex('ux_sys_quartz_job_log_fire').on('sys_quartz_job_log').columns(['job_id', 'fire_at']).unique().execute();
  await db.schema.createIndex('ix_sys_quartz_job_log_started').on('sys_quartz_job_log').columns(['job_id', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_quartz_job_log').execute();
  await db.schema.dropTable('sys_quartz_job').execute();
}
