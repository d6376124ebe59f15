import { HOME_PATH, LOGIN_PATH, WHITELIST } from './paths';

export interface GuardInput {
  /** The pathname being opened. */
  path: string;
  /** Path, query and hash, kept for the redirect back after login. */
  fullPath: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Fetch the permission list and build the routes, then open the path (see pathAfterPermissionLoad). */
  | { kind: 'loadPermissions' };

/** The login page with a way back to where the user was going. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath }).toString()}`;
}

/** The route guard of seed 000 section 2.2. */
export function decideRoute(input: GuardInput): GuardOutcome {
  if (input.hasToken) {
    if (input.path === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
    return input.permissionsLoaded ? { kind: 'allow' } : { kind: 'loadPermissions' };
  }
  if (WHITELIST.includes(input.path)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirect(input.fullPath) };
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
