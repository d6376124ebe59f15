/**
 * Button codes (fixtures/demo/permissions.json): the log list under 日志管理 (m_sys_log), and the
 * sign-in figures of the home page (m_home), which every role with the home page is given.
 */
export const logPerms = {
  list: 'system:log:list',
  visits: 'dashboard:visit:list',
} as const;
