/** Messages of 部门管理 (/sys/sysDepart), in one place. */
export const departMsg = {
  parentUnknown: '上级部门不存在',
  categoryInvalid: '机构类型只能是公司、部门或岗位',
  orderInvalid: '排序必须是整数',
  mobileInvalid: '手机号码格式不正确',
  departNotFound: '未找到该部门',
  hasChildren: '该部门下还有{count}个下级部门，请先删除下级部门',
  inBatch: '部门“{name}”：{reason}',
  hasMembers: '该部门下还有{count}个用户，请先将用户移出该部门',
  batchDeleted: '批量删除部门：{names}',
  codesExhausted: '同级部门数量已达上限，无法生成机构编码',
  searchEmpty: '未查询匹配数据！',
  permissionsUnknown: '所选权限不存在：{ids}',
  permissionsSaved: '保存成功！',
} as const;
