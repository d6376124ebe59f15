/**
 * Button codes of 数据字典 (fixtures/demo/permissions.json, under m_sys_dict). The items of a
 * dictionary are edited from the same page, so they share the dictionary's codes.
 */
export const dictPerms = {
  list: 'system:dict:list',
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  delete: 'system:dict:delete',
} as const;
