/** Button codes of the 角色管理 page (fixtures/demo/permissions.json, under m_sys_role). */
export const rolePerms = {
  /** The list, and every role for the user form's role choice (queryall). */
  list: 'role:list',
  add: 'role:add',
  edit: 'role:edit',
  delete: 'role:delete',
  /** The permission tree and a role's grants (read and save). */
  authorize: 'role:authorize',
} as const;
