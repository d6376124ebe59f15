/** Button codes of the department roles' grants, under 部门管理 (fixtures/demo/permissions.json, m_sys_depart); list, add, edit and delete are the entity's (departRole:*). */
export const departRolePerms = {
  /** The department's permission tree, a department role's grants (read and save). */
  authorize: 'departRole:authorize',
  /** Which department roles a member holds (read and save). */
  user: 'departRole:user',
} as const;
