/** Fixed paths of the shell (seed 000 sections 2.1, 2.2 and 9). */
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** The login path inside an enterprise-messaging app (seed 000 sections 1 and 9). */
export const OAUTH2_APP_LOGIN_PATH = '/oauth2-app/login';
/** The tenant selection after sign-in (seed 000 §2.9), for a user of several tenants; needs a token. */
export const TENANT_SELECT_PATH = '/user/tenant';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/403';
export const SERVER_ERROR_PATH = '/500';
/** Where seed 000 §2.1 sends the user after a password change; an alias of the login path. */
export const LOGIN_ALIAS_PATH = '/login';

/** Reachable without a token. */
export const WHITELIST: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OAUTH2_APP_LOGIN_PATH,
  LOGIN_ALIAS_PATH,
];

/** The login path of the current mode: the app's own inside an enterprise-messaging app. */
export function loginPathFor(inOAuth2App: boolean): string {
  return inOAuth2App ? OAUTH2_APP_LOGIN_PATH : LOGIN_PATH;
}

export function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path === OAUTH2_APP_LOGIN_PATH;
}
