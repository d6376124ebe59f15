import type { Db } from '../db/database.ts';
import type { SysPermissionTable, SysUserTable } from '../db/types.ts';

/**
 * The answers of the `/mock/api/*` calls the platform's Vue2 工作台 makes (seed 000 §7), in the
 * shapes of the mock data it was written against (ant-design-vue-pro): a page is
 * `{data, pageSize, pageNo, totalPage, totalCount}`. Each answers the caller's own: their account,
 * their roles, the buttons they hold; the product has no "service" list, so that page is empty.
 */
export interface MockPage<T> {
  data: T[];
  pageSize: number;
  pageNo: number;
  totalPage: number;
  totalCount: number;
}

export function mockPage<T>(all: T[], pageNo: number, pageSize: number): MockPage<T> {
  return {
    data: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageSize,
    pageNo,
    totalPage: Math.ceil(all.length / pageSize),
    totalCount: all.length,
  };
}

export function mockUser(user: SysUserTable) {
  return {
    id: user.id, name: user.realname, username: user.username, avatar: user.avatar, status: user.status,
    telephone: user.phone, creatorId: user.createBy, createTime: user.createTime, deleted: user.delFlag,
  };
}

/** The caller's roles, each with the menus it grants (the mock's `permissions`). */
export async function mockRoles(db: Db, userId: string) {
  const roles = await db.kysely.selectFrom('sysRole as r').innerJoin('sysUserRole as ur', 'ur.roleId', 'r.id')
    .select(['r.id', 'r.roleName', 'r.roleCode', 'r.description', 'r.createBy', 'r.createTime'])
    .where('ur.userId', '=', userId).orderBy('r.roleCode').execute();
  const grants = roles.length === 0 ? [] : await db.kysely.selectFrom('sysRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'p.id', 'p.name']).where('rp.roleId', 'in', roles.map((r) => r.id)).where('p.delFlag', '=', 0).where('p.menuType', '<>', 2)
    .orderBy('p.sortNo').orderBy('p.id').execute();
  return roles.map((role) => ({
    id: role.id, name: role.roleName, roleCode: role.roleCode, describe: role.description, status: 1,
    creatorId: role.createBy, createTime: role.createTime, deleted: 0,
    permissions: grants.filter((g) => g.roleId === role.id).map((g) => ({ roleId: role.id, permissionId: g.id, permissionName: g.name })),
  }));
}

/** The buttons the caller holds, one entry per code. */
export function mockPermissions(rows: SysPermissionTable[]) {
  return rows.filter((row) => row.menuType === 2 && row.perms)
    .map((row) => ({ id: row.perms, name: row.name, describe: row.description, status: Number(row.status ?? 1) }));
}
