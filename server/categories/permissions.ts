/**
 * Button codes of 分类字典 (fixtures/demo/permissions.json, under m_sys_category). The selector's
 * reads (loadTreeRoot and the rest) stay open to every signed-in user.
 */
export const categoryPerms = {
  list: 'system:category:list',
  add: 'system:category:add',
  edit: 'system:category:edit',
  delete: 'system:category:delete',
} as const;
