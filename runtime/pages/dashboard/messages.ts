/** Texts of the dashboard page kind. */
export const dashboardKindMessages = {
  loadFailed: '数据读取失败',
  refreshFailed: (reason: string) => `刷新失败，显示的是上次读取的数据：${reason}`,
  retry: '重试',
  refresh: '刷新',
  updatedAt: (time: string) => `更新于 ${time}`,
  autoRefresh: (seconds: number) => `每 ${seconds} 秒自动刷新`,
  empty: '暂无数据',
  duration: { day: '天', hour: '小时', minute: '分', second: '秒' },
  milliseconds: '毫秒',
} as const;
