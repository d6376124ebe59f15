/** Layout texts (seed 000 sections 1, 2.4 and 2.6). */
export const layoutMessages = {
  logout: '退出登录',
  logoutConfirmTitle: '提示',
  logoutConfirmContent: '真的要注销登录吗 ?',
  ok: '确定',
  cancel: '取消',
  footerProduct: '后台管理平台',
  footerYear: 2023,
  /** The seed names a company without giving it; replace when the owner supplies the name. */
  footerCompany: '智慧安置区平台',

  // Header (seed 000 sections 1 and 2.6).
  welcome: '欢迎进入 智慧安置区管理平台',
  greetingEarlyMorning: '早上好',
  greetingMorning: '上午好',
  greetingNoon: '中午好',
  greetingAfternoon: '下午好',
  greetingEvening: '晚上好',
  menuSearch: '搜索菜单',
  menuSearchEmpty: '没有匹配的菜单',

  // User menu (seed 000 section 2.6).
  accountCenter: '个人中心',
  accountSettings: '账户设置',
  systemSettings: '系统设置',
  changePassword: '密码修改',
  clearCache: '清理缓存',
  switchDepart: '部门切换',

  // Password modal (seed 000 sections 5 and 7).
  passwordTitle: '修改密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  oldPasswordPlaceholder: '请输入旧密码',
  newPasswordPlaceholder: '请输入新密码',
  confirmPasswordPlaceholder: '请确认新密码',
  oldPasswordRequired: '请输入旧密码！',
  newPasswordRequired: '请输入新密码！',
  confirmPasswordRequired: '请确认新密码！',
  passwordMismatch: '两次输入的密码不一样！',
  noLoginUser: '当前系统无登录用户!',

  // 清理缓存 (seed 000 section 8).
  cacheCleared: '刷新缓存完成！',
  cacheClearFailed: '刷新缓存失败！',

  // 部门切换 (seed 000 sections 2.6, 5 and 8).
  departTitleCurrent: (departName: string) => `部门切换（当前部门 : ${departName}）`,
  departLabel: '部门',
  departPlaceholder: '请选择登录部门',
  departRequired: '请选择部门!',
  departNone: '您尚未设置部门信息!',
} as const;
