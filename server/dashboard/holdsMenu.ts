import type { Db } from '../db/database.ts';

/** Whether one of the user's roles grants a live menu row with this component. */
export async function holdsMenu(db: Db, userId: string, component: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.id')
    .where('ur.userId', '=', userId)
    .where('p.component', '=', component)
    .where('p.menuType', 'in', [0, 1])
    .where('p.delFlag', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
