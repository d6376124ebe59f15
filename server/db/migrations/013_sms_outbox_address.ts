import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The address that asked for each SMS code, so POST /sys/sms can count the codes one address asked
 * for within a window (server/auth/smsCodes.ts), as it counts those sent to one number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_sms_outbox').addColumn('request_ip', 'varchar(100)').execute();
  await db.schema.createIndex('ix_sys_sms_outbox_request_ip').on('sys_sms_outbox').columns(['request_ip', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_sys_sms_outbox_request_ip').execute();
  await db.schema.alterTable('sys_sms_outbox').dropColumn('request_ip').execute();
}
