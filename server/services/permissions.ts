import type { Db } from '../db/database.ts';
import type { SysPermissionTable } from '../db/types.ts';

/** Permissions granted to a user through roles, live ones only, by sort order. */
export async function userPermissionRows(db: Db, userId: string): Promise<SysPermissionTable[]> {
  return db.kysely
    .selectFrom('sysPermission as p')
    .selectAll('p')
    .where('p.delFlag', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sysRolePermission as rp')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
          .select('rp.id')
          .whereRef('rp.permissionId', '=', 'p.id')
          .where('ur.userId', '=', userId),
      ),
    )
    .orderBy('p.sortNo')
    .orderBy('p.id')
    .execute();
}

/** Every permission code (`perms`, comma separated in a row) the user holds. */
export async function userPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.perms')
    .where('ur.userId', '=', userId)
    .where('p.delFlag', '=', 0)
    .where('p.perms', 'is not', null)
    .execute();
  const codes = new Set<string>();
  for (const row of rows) for (const code of (row.perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  return codes;
}
