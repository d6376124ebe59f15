import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Lookups of the administration pages: a department's members (its delete check and the user
 * list's department filter), a permission's grants (menu delete) and a department's children.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ix_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();
  await db.schema.createIndex('ix_sys_role_permission_perm').on('sys_role_permission').column('permission_id').execute();
  await db.schema.createIndex('ix_sys_depart_parent').on('sys_depart').column('parent_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_sys_depart_parent').execute();
  await db.schema.dropIndex('ix_sys_role_permission_perm').execute();
  await db.schema.dropIndex('ix_sys_user_depart_dep').execute();
}
