/** Messages of 职务管理 (positions), in one place. */
export const positionMsg = {
  codeRequired: '职务编码不能为空',
  codeFormat: '职务编码只能包含字母、数字、下划线和短横线',
  nameRequired: '职务名称不能为空',
  tooLong: '{label}长度不能超过{max}个字符',
  codeTaken: '职务编码“{code}”已存在',
  notFound: '职务不存在或已删除',
  inUse: '职务“{name}”仍有{count}个用户担任（{users}），不能删除',
  codeInUse: '职务“{name}”仍有{count}个用户担任，不能修改职务编码',
  labels: { code: '职务编码', name: '职务名称', postRank: '职级', companyId: '所属公司' } as Record<string, string>,
  audit: {
    added: '添加职务：{name}({code})',
    edited: '编辑职务：{name}({code})',
    deleted: '删除职务：{name}({code})',
  },
} as const;
