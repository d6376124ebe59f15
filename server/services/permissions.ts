import type { Db } from '../db/database.ts';
import type { SysPermissionTable } from '../db/types.ts';

/**
 * The ids of the permissions granted to a user: through the user's roles, and through the
 * department roles the user holds in a department the user still belongs to, for what that
 * department still holds (api-contract section 3).
 */
function grantedIds(db: Db, userId: string) {
  const viaRoles = db.kysely
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('rp.permissionId')
    .where('ur.userId', '=', userId);
  const viaDepartRoles = db.kysely
    .selectFrom('sysDepartRolePermission as drp')
    .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
    .innerJoin('sysUserDepart as ud', (join) => join.onRef('ud.depId', '=', 'drp.departId').onRef('ud.userId', '=', 'dru.userId'))
    .innerJoin('sysDepartPermission as dp', (join) => join.onRef('dp.departId', '=', 'drp.departId').onRef('dp.permissionId', '=', 'drp.permissionId'))
    .select('drp.permissionId')
    .where('dru.userId', '=', userId);
  return viaRoles.union(viaDepartRoles);
}

/** Permissions granted to a user through roles and department roles, live ones only, by sort order. */
export async function userPermissionRows(db: Db, userId: string): Promise<SysPermissionTable[]> {
  return db.kysely
    .selectFrom('sysPermission as p')
    .selectAll('p')
    .where('p.delFlag', '=', 0)
    .where('p.id', 'in', grantedIds(db, userId))
    .orderBy('p.sortNo')
    .orderBy('p.id')
    .execute();
}

/** Every permission code (`perms`, comma separated in a row) the user holds. */
export async function userPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('sysPermission as p')
    .select('p.perms')
    .where('p.id', 'in', grantedIds(db, userId))
    .where('p.delFlag', '=', 0)
    .where('p.perms', 'is not', null)
    .execute();
  const codes = new Set<string>();
  for (const row of rows) for (const code of (row.perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  return codes;
}
