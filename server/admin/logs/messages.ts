/** Messages of 日志管理 and the sign-in figures, in one place. */
export const logMsg = {
  logTypeInvalid: '日志类型只能是1（登录日志）或2（操作日志）',
  timeInvalid: '{label}格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss',
  labels: { createTime_begin: '开始时间', createTime_end: '结束时间' } as Record<string, string>,
  /** What services/login.ts writes into a successful sign-in's log entry. */
  loginOkMark: '登录成功',
} as const;
