/** Texts of the responsive frame (seed 000 section 2.4). */
export const responsiveMessages = {
  expandMenu: '展开菜单',
  collapseMenu: '收起菜单',
  openMenu: '打开菜单',
} as const;
