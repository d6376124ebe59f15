/** Messages of 职务管理 (positions), in one place; the field refusals are the engine's, worded from the declared labels. */
export const positionMsg = {
  codeTaken: '{label}“{value}”已存在',
  notFound: '职务不存在或已删除',
  inUse: '职务“{name}”仍有{count}个用户担任（{users}），不能删除',
  codeInUse: '职务“{name}”仍有{count}个用户担任，不能修改职务编码',
  /** How the operation log names a position: 添加职务：主任(director). */
  described: '{name}({code})',
} as const;
