/** Button codes of the department roles, under 部门管理 (fixtures/demo/permissions.json, m_sys_depart). */
export const departRolePerms = {
  list: 'departRole:list',
  add: 'departRole:add',
  edit: 'departRole:edit',
  delete: 'departRole:delete',
  /** The department's permission tree, a department role's grants (read and save). */
  authorize: 'departRole:authorize',
  /** Which department roles a member holds (read and save). */
  user: 'departRole:user',
} as const;
