/** Texts of /overview and /test/home (seed 000 §2.1). */
export const overviewMessages = {
  overviewTitle: '概览',
  welcome: (name: string) => `你好，${name}`,
  signedInAs: (username: string) => `当前登录账户：${username}`,
  dashboards: '仪表盘',
  dashboardLinks: [
    { path: '/dashboard/analysis', title: '首页（分析页）' },
    { path: '/dashboard/workplace', title: '工作台' },
    { path: '/dashboard/monitor', title: '监控页' },
  ],
  testTitle: '测试页',
  testBody: '这是一个测试页面，用于确认登录后的框架与路由工作正常。',
} as const;
