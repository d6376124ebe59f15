import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at that step, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Our earlier component names of the rule pages, and the platform's, which its own client opens. */
const RENAMED = [['system/CheckRuleList', 'system/SysCheckRuleList'], ['system/FillRuleList', 'system/SysFillRuleList']] as const;

/** The menus of 编码校验规则 and 填值规则 name the platform's components; a new database has them from the fixtures. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMED) await db.updateTable('sys_permission').set({ component: to }).where('component', '=', from).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMED) await db.updateTable('sys_permission').set({ component: from }).where('component', '=', to).execute();
}
