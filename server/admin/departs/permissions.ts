/**
 * Button codes of the 部门管理 page (fixtures/demo/permissions.json, under m_sys_depart). `list`
 * also serves the department pickers of business forms, so the demo staff role holds it too.
 */
export const departPerms = {
  list: 'depart:list',
  add: 'depart:add',
  edit: 'depart:edit',
  delete: 'depart:delete',
  /** What the department may hand out to its own roles (read and save). */
  permission: 'depart:permission',
} as const;
