/** Messages of the privilege bounds (server/admin/shared/privilege.ts), in one place. */
export const privilegeMsg = {
  userAbove: '账号“{names}”拥有您没有的权限，您不能修改、冻结、删除该账号或重置其密码',
  rolesNeedAuthorize: '您没有“角色授权”权限，不能更改用户的角色',
  rolesAbove: '角色“{names}”拥有您没有的权限，您不能授予',
  departRolesAbove: '部门角色“{names}”拥有您没有的权限，您不能分配',
  permissionsAbove: '您自己没有这些权限，不能授予：{names}',
  holderAbove: '“{name}”拥有您没有的权限，您不能修改其授权',
  ownDataRules: '不能修改您自己所持角色的数据权限，请联系管理员',
} as const;
