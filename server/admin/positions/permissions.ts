/**
 * Button codes of 职务管理 (fixtures/demo/permissions.json, under m_sys_position). The position
 * picker of the user form reads the list with `list`.
 */
export const positionPerms = {
  list: 'system:position:list',
  add: 'system:position:add',
  edit: 'system:position:edit',
  delete: 'system:position:delete',
} as const;
