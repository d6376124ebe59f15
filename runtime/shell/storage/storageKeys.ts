/** Local storage keys of seed 000 section 3 (stored under the `pro__` namespace). */
export const StorageKeys = {
  accessToken: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  dictItems: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
} as const;

/** Session storage keys for the button authorisations (api-contract section 3). */
export const SessionStorageKeys = {
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  systemButtonAuth: 'SYS_BUTTON_AUTH',
} as const;
