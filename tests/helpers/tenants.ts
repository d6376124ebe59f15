import type { Db } from '../../server/db/database.ts';

/**
 * Tests whose tenant members hold the admin role for its codes: tenant:cross (which that role
 * holds) moves to a role of the `admin` user alone, so the members stay within their tenants.
 */
export async function crossForAdminOnly(db: Db): Promise<void> {
  const k = db.kysely;
  await k.deleteFrom('sysRolePermission').where('roleId', '=', 'r_admin').where('permissionId', '=', 'b_tenant_cross').execute();
  await k.insertInto('sysRole').values({ id: 'r_cross', roleName: '跨租户', roleCode: 'tenant_cross', description: null, createBy: null, createTime: null, updateBy: null, updateTime: null }).execute();
  await k.insertInto('sysRolePermission').values({ id: 'rp_cross', roleId: 'r_cross', permissionId: 'b_tenant_cross', dataRuleIds: null, operateDate: null, operateIp: null }).execute();
  const admin = await k.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await k.insertInto('sysUserRole').values({ id: 'ur_admin_cross', userId: admin.id, roleId: 'r_cross' }).execute();
}
