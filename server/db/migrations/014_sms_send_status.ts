import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What became of each SMS code once stored (server/sms/): `pending` while the provider is called,
 * `sent` or `failed` after, `stored` when SMS_PROVIDER is none (the outbox is all there is; rows
 * written before this step were only stored). A failed code is never accepted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_sms_outbox').addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('stored')).execute();
  await db.schema.alterTable('sys_sms_outbox').addColumn('provider', 'varchar(20)').execute();
  await db.schema.alterTable('sys_sms_outbox').addColumn('provider_message_id', 'varchar(100)').execute();
  await db.schema.alterTable('sys_sms_outbox').addColumn('fail_reason', 'varchar(200)').execute();
  await db.schema.alterTable('sys_sms_outbox').addColumn('sent_at', 'bigint').execute();
  // The outbox's button code was `sms:outbox` (it answered the codes themselves); the read-only list
  // is `sms:outbox:list`. Renamed in place, so whoever was granted the old button keeps the list.
  await db.updateTable('sys_permission').set({ perms: 'sms:outbox:list' }).where('perms', '=', 'sms:outbox').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('sys_permission').set({ perms: 'sms:outbox' }).where('perms', '=', 'sms:outbox:list').execute();
  for (const column of ['sent_at', 'fail_reason', 'provider_message_id', 'provider', 'send_status']) {
    await db.schema.alterTable('sys_sms_outbox').dropColumn(column).execute();
  }
}
