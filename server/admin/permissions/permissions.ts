/** Button codes of the 菜单管理 page (fixtures/demo/permissions.json, under m_sys_perm). */
export const permissionPerms = {
  list: 'permission:list',
  add: 'permission:add',
  edit: 'permission:edit',
  delete: 'permission:delete',
} as const;
