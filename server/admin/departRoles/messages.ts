/** Messages of the department roles (/sys/sysDepartRole, /sys/sysDepartPermission), in one place. */
export const departRoleMsg = {
  departRequired: '请先选择部门',
  departNotFound: '未找到该部门',
  codeInvalid: '部门角色编码只能由字母、数字、下划线组成，长度不超过100个字符',
  codeTaken: '该部门下已有此角色编码',
  roleNotFound: '未找到该部门角色',
  inUse: '部门角色“{name}”下还有{count}个用户，请先取消这些用户的该角色',
  permissionsUnknown: '所选权限不存在：{ids}',
  permissionsOutside: '部门“{depart}”没有这些权限，不能授予其角色：{ids}',
  userNotFound: '未找到该用户',
  userNotMember: '该用户不属于部门“{depart}”，不能分配其角色',
  rolesOfSeveralDeparts: '所选部门角色不属于同一个部门',
  saved: '保存成功！',
} as const;
