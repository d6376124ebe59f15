/** Session errors of seed 000 section 8. */
export const sessionMessages = {
  emptyPermissions: 'getPermissionList: permissions must be a non-null array !',
  loginFailed: '登录失败',
  logoutFailed: '退出登录失败！',
} as const;
