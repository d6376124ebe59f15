import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The tenant a session works in (chosen at sign-in, server/admin/tenants/callerTenant.ts), and the
 * code that lets a caller see every tenant's rows (tenant:cross) on a database seeded before it:
 * a button under 租户管理 granted to the admin role. A new database gets both from the demo data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_session').addColumn('tenant_id', 'integer').execute();
  const menu = await db.selectFrom('sys_permission').select('id').where('id', '=', 'm_sys_tenant').executeTakeFirst();
  const held = await db.selectFrom('sys_permission').select('id').where('perms', '=', 'tenant:cross').executeTakeFirst();
  if (!menu || held) return;
  await db.insertInto('sys_permission').values({
    id: 'b_tenant_cross', parent_id: 'm_sys_tenant', name: '跨租户查看数据', url: null, component: null, component_name: null, redirect: null,
    menu_type: 2, perms: 'tenant:cross', perms_type: '1', sort_no: 5, always_show: 0, icon: null, is_route: 1, is_leaf: 1, keep_alive: 0,
    hidden: 0, hide_tab: 0, description: null, del_flag: 0, rule_flag: 0, status: '1', internal_or_external: 0,
    create_by: 'admin', create_time: null, update_by: null, update_time: null,
  }).execute();
  const admin = await db.selectFrom('sys_role').select('id').where('role_code', '=', 'admin').executeTakeFirst();
  if (admin) {
    await db.insertInto('sys_role_permission').values({
      id: 'rp_admin_tenant_cross', role_id: admin.id, permission_id: 'b_tenant_cross', data_rule_ids: null, operate_date: null, operate_ip: null,
    }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sys_role_permission').where('permission_id', '=', 'b_tenant_cross').execute();
  await db.deleteFrom('sys_permission').where('id', '=', 'b_tenant_cross').execute();
  await db.schema.alterTable('sys_session').dropColumn('tenant_id').execute();
}
