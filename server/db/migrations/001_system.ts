import type { CreateTableBuilder, Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Table = CreateTableBuilder<string, string>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
const audit = (t: Table) =>
  t
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(100)')
    .addColumn('update_time', 'varchar(19)');

export async function up(db: Kysely<any>): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_user'))
      .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('realname', 'varchar(100)')
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(19)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(45)', (c) => c.unique())
      .addColumn('phone', 'varchar(45)', (c) => c.unique())
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('work_no', 'varchar(100)', (c) => c.unique())
      .addColumn('post', 'varchar(100)')
      .addColumn('telephone', 'varchar(45)')
      .addColumn('user_identity', 'integer')
      .addColumn('depart_ids', 'text')
      .addColumn('rel_tenant_ids', 'varchar(100)')
      .addColumn('client_id', 'varchar(64)')
      .addColumn('home_path', 'varchar(255)')
      .addColumn('password_changed_at', 'bigint'),
  ).execute();

  await audit(
    id(db.schema.createTable('sys_role'))
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)'),
  ).execute();

  await id(db.schema.createTable('sys_user_role'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('ix_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await audit(
    id(db.schema.createTable('sys_permission'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(100)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'varchar(255)')
      .addColumn('perms_type', 'varchar(10)', (c) => c.defaultTo('0'))
      .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hide_tab', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(2)')
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('ix_sys_permission_parent').on('sys_permission').column('parent_id').execute();

  await id(db.schema.createTable('sys_role_permission'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .addUniqueConstraint('uq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();

  await audit(
    id(db.schema.createTable('sys_depart'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_name_en', 'varchar(500)')
      .addColumn('depart_name_abbr', 'varchar(500)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(500)')
      .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_type', 'varchar(10)')
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('address', 'varchar(100)')
      .addColumn('memo', 'varchar(500)')
      .addColumn('status', 'varchar(1)')
      .addColumn('del_flag', 'varchar(1)'),
  ).execute();

  await id(db.schema.createTable('sys_user_depart'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();

  await audit(
    id(db.schema.createTable('sys_dict'))
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audit(
    id(db.schema.createTable('sys_dict_item'))
      .addColumn('dict_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('ix_sys_dict_item_dict').on('sys_dict_item').columns(['dict_id', 'sort_order']).execute();

  await audit(
    id(db.schema.createTable('sys_announcement'))
      .addColumn('titile', 'varchar(100)', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('start_time', 'varchar(19)')
      .addColumn('end_time', 'varchar(19)')
      .addColumn('sender', 'varchar(100)')
      .addColumn('priority', 'varchar(255)')
      .addColumn('msg_category', 'varchar(10)', (c) => c.notNull().defaultTo('2'))
      .addColumn('msg_type', 'varchar(10)')
      .addColumn('send_status', 'varchar(10)')
      .addColumn('send_time', 'varchar(19)')
      .addColumn('cancel_time', 'varchar(19)')
      .addColumn('del_flag', 'varchar(1)')
      .addColumn('bus_type', 'varchar(20)')
      .addColumn('bus_id', 'varchar(50)')
      .addColumn('open_type', 'varchar(20)')
      .addColumn('open_page', 'varchar(255)')
      .addColumn('user_ids', 'text')
      .addColumn('msg_abstract', 'text'),
  ).execute();

  await audit(
    id(db.schema.createTable('sys_announcement_send'))
      .addColumn('annt_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('read_flag', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
      .addColumn('read_time', 'varchar(19)')
      .addColumn('star_flag', 'varchar(10)')
      .addUniqueConstraint('uq_sys_announcement_send', ['annt_id', 'user_id']),
  ).execute();

  await db.schema
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('begin_date', 'varchar(19)')
    .addColumn('end_date', 'varchar(19)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await audit(
    id(db.schema.createTable('sys_log'))
      .addColumn('log_type', 'integer', (c) => c.notNull())
      .addColumn('log_content', 'varchar(1000)')
      .addColumn('operate_type', 'integer')
      .addColumn('userid', 'varchar(32)')
      .addColumn('username', 'varchar(100)')
      .addColumn('ip', 'varchar(100)')
      .addColumn('method', 'varchar(500)')
      .addColumn('request_url', 'varchar(255)')
      .addColumn('request_param', 'text')
      .addColumn('request_type', 'varchar(10)')
      .addColumn('cost_time', 'bigint'),
  ).execute();
  await db.schema.createIndex('ix_sys_log_type_time').on('sys_log').columns(['log_type', 'create_time']).execute();

  await id(db.schema.createTable('sys_session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'varchar(32)')
    .addColumn('ip', 'varchar(100)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('login_type', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_sys_session_user').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_captcha')
    .addColumn('check_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_login_attempt')
    .addColumn('attempt_key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await id(db.schema.createTable('sys_sms_outbox'))
    .addColumn('mobile', 'varchar(45)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('sms_mode', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('ix_sys_sms_outbox_mobile').on('sys_sms_outbox').columns(['mobile', 'created_at']).execute();

  await id(db.schema.createTable('sys_third_account'))
    .addColumn('third_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('third_user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)')
    .addUniqueConstraint('uq_sys_third_account', ['third_type', 'third_user_id'])
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'app_meta', 'sys_third_account', 'sys_sms_outbox', 'sys_login_attempt', 'sys_captcha',
    'sys_session', 'sys_log', 'sys_tenant', 'sys_announcement_send', 'sys_announcement',
    'sys_dict_item', 'sys_dict', 'sys_user_depart', 'sys_depart', 'sys_role_permission',
    'sys_permission', 'sys_user_role', 'sys_role', 'sys_user',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
