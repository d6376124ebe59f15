/** Button codes of 租户管理 (fixtures/demo/permissions.json, under m_sys_tenant). */
export const tenantPerms = {
  list: 'system:tenant:list',
  add: 'system:tenant:add',
  edit: 'system:tenant:edit',
  delete: 'system:tenant:delete',
  /** Every tenant's rows, and a tenant header naming a tenant the caller does not belong to (callerTenant.ts). */
  cross: 'tenant:cross',
} as const;
