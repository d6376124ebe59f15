/** Shapes the shell reads from the server (api-contract sections 2 and 3, seed 000 section 3). */

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  orgCode: string | null;
  homePath: string | null;
}

export interface LoginParams {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
  remember_me: boolean;
}

export interface PhoneLoginParams {
  mobile: string;
  /** The SMS code; the server names it `captcha`. */
  captcha: string;
  remember_me: boolean;
}

/** A provider token, or a code of the authorization-code flow; a redirect flow also sends its state. */
export interface ThirdLoginParams {
  thirdType: string;
  token?: string;
  code?: string;
  state?: string;
  /** With a code: the return address it was issued for, which the server repeats at the exchange. */
  redirect_uri?: string;
}

export interface CasLoginParams {
  ticket: string;
  /** The exact address the CAS server sent the ticket to. */
  service: string;
}

export interface Tenant {
  id: string | number;
  name?: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: Record<string, unknown[]>;
  tenantList?: Tenant[];
  multi_depart?: number;
}

export interface MenuMeta {
  title?: string;
  icon?: string;
  url?: string;
  target?: string;
  hidden?: boolean;
  hideMenu?: boolean;
  hideTab?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  permissionList?: unknown[];
}

/** One node of `result.menu` from getUserPermissionByToken. */
export interface MenuNode {
  id: string;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** "0" leaves the node out of the routes; anything else (usually "1") keeps it. */
  route?: string;
  meta?: MenuMeta;
  children?: MenuNode[];
}

export interface AuthItem {
  action: string;
  type: string;
  describe?: string;
  status?: string;
}

export interface PermissionData {
  menu: MenuNode[];
  auth: AuthItem[];
  allAuth: AuthItem[];
  sysSafeMode: boolean;
}
