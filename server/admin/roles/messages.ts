/** Messages of 角色管理 (/sys/role) and role authorisation, in one place; the field refusals are the engine's, worded from the declared labels. */
export const roleMsg = {
  codeInvalid: '角色编码只能由字母、数字、下划线组成，长度不超过100个字符',
  codeTaken: '角色编码已存在',
  adminCodeFixed: '管理员角色的编码不能修改',
  roleNotFound: '未找到该角色',
  inUse: '角色“{name}”下还有{count}个用户，请先取消这些用户的该角色',
  adminRoleDelete: '不能删除管理员角色',
  permissionsUnknown: '所选权限不存在：{ids}',
  saved: '保存成功！',
} as const;
