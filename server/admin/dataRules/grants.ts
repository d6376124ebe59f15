import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, SysPermissionDataRuleTable } from '../../db/types.ts';

/** `a,b,,c` as ['a', 'b', 'c']. */
export const ruleIdsOf = (value: string | null | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

const GRANT_TABLES = ['sysRolePermission', 'sysDepartPermission', 'sysDepartRolePermission'] as const;

/** Takes rules out of every grant that names them (roles, departments, department roles): none is left dangling. */
export async function dropFromGrants(trx: Kysely<Database>, ruleIds: string[]): Promise<void> {
  const gone = new Set(ruleIds);
  for (const table of GRANT_TABLES) {
    for (const id of ruleIds) {
      // LIKE only narrows the rows to read; the ids are compared exactly below.
      const rows = await trx.selectFrom(table).select(['id', 'dataRuleIds']).where('dataRuleIds', 'like', `%${id}%`).execute();
      for (const row of rows) {
        const held = ruleIdsOf(row.dataRuleIds);
        const kept = held.filter((r) => !gone.has(r));
        if (kept.length === held.length) continue;
        await trx.updateTable(table).set({ dataRuleIds: kept.length > 0 ? kept.join(',') : null }).where('id', '=', row.id).execute();
      }
    }
  }
}

/** rule_flag of a menu says whether it has rules, as in the older platform. */
export async function refreshRuleFlag(trx: Kysely<Database>, permissionId: string): Promise<void> {
  const one = await trx.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', permissionId).executeTakeFirst();
  await trx.updateTable('sysPermission').set({ ruleFlag: one ? 1 : 0 }).where('id', '=', permissionId).execute();
}

/**
 * The active rules granted to a user on the menus serving `components` (an entity page's menus):
 * through the user's roles, and through the department roles the user holds in a department
 * that still holds the menu (as server/services/permissions.ts counts grants). Read on every
 * call; entity requests keep the answer per session for a few seconds (DataRuleCache).
 */
export async function grantedRules(db: Db, userId: string, components: string[]): Promise<SysPermissionDataRuleTable[]> {
  if (components.length === 0) return [];
  const k = db.kysely;
  const menus = k.selectFrom('sysPermission').select('id').where('component', 'in', components).where('menuType', 'in', [0, 1]).where('delFlag', '=', 0);
  const viaRoles = k
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('rp.dataRuleIds')
    .where('ur.userId', '=', userId)
    .where('rp.permissionId', 'in', menus)
    .where('rp.dataRuleIds', 'is not', null);
  const viaDepartRoles = k
    .selectFrom('sysDepartRolePermission as drp')
    .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
    .innerJoin('sysUserDepart as ud', (join) => join.onRef('ud.depId', '=', 'drp.departId').onRef('ud.userId', '=', 'dru.userId'))
    .innerJoin('sysDepartPermission as dp', (join) => join.onRef('dp.departId', '=', 'drp.departId').onRef('dp.permissionId', '=', 'drp.permissionId'))
    .select('drp.dataRuleIds')
    .where('dru.userId', '=', userId)
    .where('drp.permissionId', 'in', menus)
    .where('drp.dataRuleIds', 'is not', null);
  const grants = await viaRoles.unionAll(viaDepartRoles).execute();
  const ids = [...new Set(grants.flatMap((g) => ruleIdsOf(g.dataRuleIds)))];
  if (ids.length === 0) return [];
  return k
    .selectFrom('sysPermissionDataRule')
    .selectAll()
    .where('id', 'in', ids)
    .where('status', '=', '1')
    // A rule counts only on the menu it belongs to, whatever id a grant names.
    .where('permissionId', 'in', menus)
    .orderBy('id')
    .execute();
}
