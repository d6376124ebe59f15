import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The form designer's saved forms (api-contract section 5, sys_form of nbcio-boot, plus `version`
 * for the optimistic check on edit and `del_flag` for logical deletion) and the category tree of
 * the category selector (sys_category). Datetimes are `yyyy-MM-dd HH:mm:ss` text, as elsewhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_form')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('form_name', 'varchar(100)')
    .addColumn('form_content', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(255)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sys_org_code', 'varchar(64)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ix_sys_form_live').on('sys_form').columns(['del_flag', 'create_time']).execute();

  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(36)', (c) => c.notNull().defaultTo('0'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('has_child', 'varchar(3)', (c) => c.notNull().defaultTo('0'))
    .addColumn('sys_org_code', 'varchar(64)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema.createIndex('ix_sys_category_pid').on('sys_category').column('pid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_category').execute();
  await db.schema.dropTable('sys_form').execute();
}
