/** Button codes of 定时任务 (fixtures/demo/permissions.json, under m_sys_job). */
export const jobPerms = {
  list: 'system:quartzJob:list',
  add: 'system:quartzJob:add',
  edit: 'system:quartzJob:edit',
  delete: 'system:quartzJob:delete',
  /** Pause and resume (start). */
  pause: 'system:quartzJob:pause',
  execute: 'system:quartzJob:execute',
} as const;
