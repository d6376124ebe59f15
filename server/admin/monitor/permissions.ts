/** Button codes of the 系统监控 pages (fixtures/demo/permissions.json, under m_mon_disk … m_mon_trace). */
export const monitorPerms = {
  disk: 'monitor:disk:list',
  memory: 'monitor:memory:list',
  cache: 'monitor:cache:list',
  cacheClear: 'monitor:cache:clear',
  trace: 'monitor:trace:list',
} as const;
