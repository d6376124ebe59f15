/** Local storage keys of seed 000 section 3 (stored under the `pro__` namespace). */
export const StorageKeys = {
  accessToken: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  dictItems: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  /** Not named by the seed: the tenants a sign-in offered, kept until the user chose one of them. */
  tenantChoice: 'TENANT_CHOICE',
  /** App settings of the settings drawer (seed 000 sections 2.7 and 3); names as the old front end wrote them. */
  sidebarType: 'SIDEBAR_TYPE',
  theme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  color: 'DEFAULT_COLOR',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  multiPage: 'DEFAULT_MULTI_PAGE',
  /** Not named by the seed; the old front end's names for the remaining settings. */
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  /** The full paths whose pages are kept alive (seed 000 sections 2.4 and 2.5). */
  cachedRoutes: 'CACHE_INCLUDED_ROUTES',
} as const;

/** Session storage keys for the button authorisations (api-contract section 3). */
export const SessionStorageKeys = {
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  systemButtonAuth: 'SYS_BUTTON_AUTH',
  /** Set once a password sign-in of this tab was refused: the login page then asks for the slider. */
  loginFailedBefore: 'LOGIN_FAILED_BEFORE',
} as const;
