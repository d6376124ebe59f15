import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The serials fill rules hand out (GET /sys/fillRule/executeRuleByCode): one row per rule code and
 * period (prefix and date part), raised by an atomic upsert so processes sharing the database
 * never hand out one serial twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_fill_rule_counter')
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('period', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_serial', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_fill_rule_counter', ['rule_code', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_fill_rule_counter').execute();
}
