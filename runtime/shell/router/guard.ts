import { HOME_PATH, isLoginPath, LOGIN_PATH, loginPathFor, TENANT_SELECT_PATH, WHITELIST } from './paths';

export interface GuardInput {
  /** The pathname being opened. */
  path: string;
  /** The query string as the browser has it (`?a=1`, or empty). */
  search: string;
  /** Path, query and hash, kept for the redirect back after login. */
  fullPath: string;
  hasToken: boolean;
  /**
   * Whether the token was already there when this address was opened. A sign-in finishing on the
   * login page stores the token before its own navigation lands; only a visit with a token goes home.
   */
  signedInOnArrival: boolean;
  permissionsLoaded: boolean;
  /** Inside an enterprise-messaging app, where /oauth2-app/login is the login path. */
  inOAuth2App: boolean;
  /** A sign-in offered several tenants and none was chosen yet (authStorage's tenant choice). */
  tenantChoicePending?: boolean;
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Fetch the permission list and build the routes, then open the path (see pathAfterPermissionLoad). */
  | { kind: 'loadPermissions' }
  /**
   * A CAS ticket arrived: validate it for `servicePath` (the address the CAS server sent it to, minus
   * the ticket), then open `next`; on failure open `onFailure` and show why.
   */
  | { kind: 'casTicket'; ticket: string; servicePath: string; next: string; onFailure: string };

/** The login page with a way back to where the user was going. */
export function loginRedirect(fullPath: string, loginPath = LOGIN_PATH): string {
  return `${loginPath}?${new URLSearchParams({ redirect: fullPath }).toString()}`;
}

/**
 * The query without one parameter, cut from the raw text rather than re-encoded: a CAS service
 * address must match the one the ticket was issued for character by character.
 */
export function withoutParam(search: string, name: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && decodeName(pair.split('=')[0]) !== name);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A ticket may arrive on any page (a portal can send users to CAS for any of our addresses), so the
 * guard handles it before anything else. Arriving on a login page, the user goes on to its redirect
 * query; arriving elsewhere, they stay on that page.
 */
function casTicketOutcome(input: GuardInput, ticket: string, loginPath: string): GuardOutcome {
  const servicePath = input.path + withoutParam(input.search, 'ticket');
  if (isLoginPath(input.path)) {
    const next = safeRedirect(new URLSearchParams(input.search).get('redirect')) ?? HOME_PATH;
    return { kind: 'casTicket', ticket, servicePath, next, onFailure: loginPath + withoutParam(input.search, 'ticket') };
  }
  const hash = input.fullPath.includes('#') ? input.fullPath.slice(input.fullPath.indexOf('#')) : '';
  return { kind: 'casTicket', ticket, servicePath, next: servicePath + hash, onFailure: loginRedirect(servicePath + hash, loginPath) };
}

/** The route guard of seed 000 section 2.2. */
export function decideRoute(input: GuardInput): GuardOutcome {
  const loginPath = loginPathFor(input.inOAuth2App);
  if (input.hasToken) {
    if (isLoginPath(input.path)) return input.signedInOnArrival ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
    // The tenant selection needs no menus; until a tenant is chosen no other page opens (seed 000 §2.9).
    if (input.path === TENANT_SELECT_PATH) return { kind: 'allow' };
    if (input.tenantChoicePending === true) return { kind: 'redirect', to: `${TENANT_SELECT_PATH}?${new URLSearchParams({ redirect: input.fullPath }).toString()}` };
    return input.permissionsLoaded ? { kind: 'allow' } : { kind: 'loadPermissions' };
  }
  const ticket = new URLSearchParams(input.search).get('ticket');
  if (ticket !== null && ticket !== '') return casTicketOutcome(input, ticket, loginPath);
  // The other mode's login page leads to this mode's, with the same query.
  if (isLoginPath(input.path) && input.path !== loginPath) return { kind: 'redirect', to: loginPath + input.search };
  if (WHITELIST.includes(input.path)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirect(input.fullPath, loginPath) };
}

/**
 * Only same-site paths may be redirect targets; `//host` and `https://…` would send a freshly
 * signed-in user to another site.
 */
export function safeRedirect(target: string | null): string | null {
  if (target === null || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/**
 * Where to go once the permission list has arrived: the `redirect` query when there is one and it
 * is not the page already open, otherwise stay (null).
 */
export function pathAfterPermissionLoad(path: string, search: string): string | null {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  return target !== null && target !== path ? target : null;
}
