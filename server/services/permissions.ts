import type { Db } from '../db/database.ts';
import type { SysPermissionTable } from '../db/types.ts';

/**
 * The permissions granted to users, as (userId, permissionId) pairs: through the users' roles, and
 * through the department roles a user holds in a department the user still belongs to, for what
 * that department still holds (api-contract section 3).
 */
function grantPairs(db: Db, userIds: string[]) {
  const viaRoles = db.kysely
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select(['ur.userId', 'rp.permissionId'])
    .where('ur.userId', 'in', userIds);
  const viaDepartRoles = db.kysely
    .selectFrom('sysDepartRolePermission as drp')
    .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
    .innerJoin('sysUserDepart as ud', (join) => join.onRef('ud.depId', '=', 'drp.departId').onRef('ud.userId', '=', 'dru.userId'))
    .innerJoin('sysDepartPermission as dp', (join) => join.onRef('dp.departId', '=', 'drp.departId').onRef('dp.permissionId', '=', 'drp.permissionId'))
    .select(['dru.userId', 'drp.permissionId'])
    .where('dru.userId', 'in', userIds);
  return viaRoles.union(viaDepartRoles);
}

/** The ids of the permissions granted to one user. */
function grantedIds(db: Db, userId: string) {
  return db.kysely.selectFrom(grantPairs(db, [userId]).as('g')).select('g.permissionId');
}

/** The live permission ids each of the users holds (a user holding none is absent). */
export async function usersPermissionIds(db: Db, userIds: string[]): Promise<Map<string, Set<string>>> {
  const held = new Map<string, Set<string>>();
  if (userIds.length === 0) return held;
  const rows = await db.kysely
    .selectFrom(grantPairs(db, userIds).as('g'))
    .innerJoin('sysPermission as p', 'p.id', 'g.permissionId')
    .select(['g.userId', 'g.permissionId'])
    .where('p.delFlag', '=', 0)
    .execute();
  for (const row of rows) {
    const ids = held.get(row.userId) ?? new Set<string>();
    ids.add(row.permissionId);
    held.set(row.userId, ids);
  }
  return held;
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
