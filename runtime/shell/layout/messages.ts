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
} as const;
