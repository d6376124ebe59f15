/** Router texts (seed 000 section 8) and placeholders. */
export const routerMessages = {
  vue3Menu: '启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！',
  underConstruction: '页面建设中',
  underConstructionDetail: (component: string) => `组件 ${component} 尚未接入`,
  noComponent: '(未配置组件)',
  externalTitle: '该页面将在新窗口中打开',
  externalOpen: '在新窗口打开',
  unsafeUrl: '该菜单的地址不是 http(s) 地址或站内路径，已阻止打开，请联系管理员修改菜单',
  loading: '加载中…',
  startupFailed: '启动失败',
} as const;
