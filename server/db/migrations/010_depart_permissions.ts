import type { CreateTableBuilder, Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Table = CreateTableBuilder<string, string>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());

/**
 * Department permissions and department roles (api-contract section 5): what a department may
 * hand out (sys_depart_permission), its own roles (sys_depart_role), their grants, which stay
 * within the department's (sys_depart_role_permission), and who holds them (sys_depart_role_user).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('sys_depart_permission'))
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addUniqueConstraint('uq_sys_depart_permission', ['depart_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('ix_sys_depart_permission_perm').on('sys_depart_permission').column('permission_id').execute();

  await id(db.schema.createTable('sys_depart_role'))
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)')
    .addUniqueConstraint('uq_sys_depart_role_code', ['depart_id', 'role_code'])
    .execute();

  await id(db.schema.createTable('sys_depart_role_permission'))
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .addUniqueConstraint('uq_sys_depart_role_permission', ['role_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('ix_sys_depart_role_permission_dept').on('sys_depart_role_permission').columns(['depart_id', 'permission_id']).execute();

  await id(db.schema.createTable('sys_depart_role_user'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('drole_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_depart_role_user', ['user_id', 'drole_id'])
    .execute();
  await db.schema.createIndex('ix_sys_depart_role_user_role').on('sys_depart_role_user').column('drole_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_depart_role_user').execute();
  await db.schema.dropTable('sys_depart_role_permission').execute();
  await db.schema.dropTable('sys_depart_role').execute();
  await db.schema.dropTable('sys_depart_permission').execute();
}
