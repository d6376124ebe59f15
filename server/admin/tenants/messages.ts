/** Messages of 租户管理 (tenants), in one place; the engine words the name and number refusals from the declaration. */
export const tenantMsg = {
  idInvalid: '租户编号必须是1到99999之间的整数',
  dateInvalid: '{label}格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss',
  endBeforeBegin: '结束日期不能早于开始日期',
  statusInvalid: '状态只能是1（正常）或0（冻结）',
  notFound: '租户不存在或已删除',
  inUse: '租户“{name}”下仍有{count}个用户（{users}），请先将他们移出该租户再删除',
  headerInvalid: '租户编号格式不正确',
  headerNotYours: '您不属于该租户，不能查看或修改其数据',
  membersNotYours: '您不属于该租户，不能查看或调整其用户',
  headerFrozen: '该租户不存在或已被冻结',
  usersRequired: '请选择用户',
  userNotFound: '所选用户不存在或已删除',
  statusText: { 1: '正常', 0: '冻结' } as Record<string, string>,
  labels: { beginDate: '开始日期', endDate: '结束日期' } as Record<string, string>,
  audit: {
    usersAdded: '租户{name}({id})添加用户：{users}',
    usersRemoved: '租户{name}({id})移除用户：{users}',
  },
} as const;
