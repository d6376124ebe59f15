import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const ITEM_ID = 'di_msg_category_3';

/**
 * Announcements take msg_category '3' (待办消息, the bell's third tab), but the demo dictionary named
 * only 1 and 2, so 通告管理 showed a bare "3". A database seeded before gets the item here (once:
 * migrations run once); a new database gets it from fixtures/demo/dicts.json (this step finds no
 * dictionary yet and does nothing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const dict = await db.selectFrom('sys_dict').select('id').where('dict_code', '=', 'msg_category').executeTakeFirst();
  if (!dict) return;
  const present = await db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dict.id).where('item_value', '=', '3').executeTakeFirst();
  if (present) return;
  await db.insertInto('sys_dict_item').values({
    id: ITEM_ID, dict_id: dict.id, item_text: '待办消息', item_value: '3', description: null, sort_order: 3, status: 1,
    create_by: 'admin', create_time: null, update_by: null, update_time: null,
  }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sys_dict_item').where('id', '=', ITEM_ID).execute();
}
