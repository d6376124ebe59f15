import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Row counts of entity tables kept by triggers: per table (field and value empty) and per value of
 * each dictionary field. A list page then shows its total without counting a million rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_entity_count')
    .addColumn('table_name', 'varchar(63)', (c) => c.notNull())
    .addColumn('field', 'varchar(63)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_app_entity_count', ['table_name', 'field', 'value'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_entity_count').execute();
}
