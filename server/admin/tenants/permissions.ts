/** Button codes of 租户管理 (fixtures/demo/permissions.json, under m_sys_tenant). */
export const tenantPerms = {
  list: 'system:tenant:list',
  add: 'system:tenant:add',
  edit: 'system:tenant:edit',
  delete: 'system:tenant:delete',
} as const;
