/** Product names shown across the shell (seed 000 section 1). */
export const shellMessages = {
  productName: '智慧安置区管理平台',
  logoTitle: '智慧安置区平台',
  homeTitle: '首页',
} as const;
