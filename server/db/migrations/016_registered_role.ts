import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const ROLE_ID = 'r_registered';
/** The pages a self-registered account sees until an administrator grants more (fixtures/demo/roles.json). */
const PAGES = ['m_home', 'm_dash', 'm_dash_ws', 'm_ann_mine'];

/**
 * Self-registration grants the 注册用户 role (server/routes/register.ts). A database seeded before
 * that role existed gets it here, with those of its pages the database has; a new database gets it
 * from the demo data (this step finds no menus yet and does nothing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await db.selectFrom('sys_permission').select('id').where('id', '=', 'm_home').executeTakeFirst();
  const present = await db.selectFrom('sys_role').select('id').where('role_code', '=', 'registered').executeTakeFirst();
  if (!seeded || present) return;
  await db.insertInto('sys_role').values({
    id: ROLE_ID, role_name: '注册用户', role_code: 'registered',
    description: '自行注册的账号：仅首页、工作台与我的消息，业务数据待管理员授予其他角色',
    create_by: 'admin', create_time: null, update_by: null, update_time: null,
  }).execute();
  const pages = await db.selectFrom('sys_permission').select('id').where('id', 'in', PAGES).execute();
  if (pages.length === 0) return;
  await db.insertInto('sys_role_permission').values(pages.map((page: { id: string }) => ({
    id: `rp_registered_${page.id}`, role_id: ROLE_ID, permission_id: page.id, data_rule_ids: null, operate_date: null, operate_ip: null,
  }))).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sys_role_permission').where('role_id', '=', ROLE_ID).execute();
  await db.deleteFrom('sys_role').where('id', '=', ROLE_ID).execute();
}
