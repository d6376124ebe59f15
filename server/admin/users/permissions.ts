/**
 * Button codes of the 用户管理 page (fixtures/demo/permissions.json, under m_sys_user). `list` also
 * serves the user pickers of business forms, so the demo staff role holds it too.
 */
export const userPerms = {
  list: 'user:list',
  add: 'user:add',
  edit: 'user:edit',
  delete: 'user:delete',
  /** Freeze and unfreeze. */
  freeze: 'user:freeze',
  /** 导出: the list as .xlsx. */
  export: 'user:export',
  /** An administrator's password reset of another account. */
  password: 'user:password',
} as const;
