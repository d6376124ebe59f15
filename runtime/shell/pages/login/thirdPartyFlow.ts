/**
 * Third-party sign-in through a provider's authorize address, a full-page redirect:
 *
 * 1. The provider's button asks the server to start (GET /sys/thirdLogin/authorize/<type>): the
 *    server issues a single-use state bound to this browser by an HttpOnly cookie and answers the
 *    authorize address with `redirect_uri` = this login page with `?thirdType=<type>`, the state and,
 *    for a provider with a token address, a PKCE challenge. The state and the page to open afterwards
 *    wait in session storage.
 * 2. The provider sends the browser back to that address: with a code (`?code=…&state=…`), or with a
 *    token (`&token=…&state=…` from the operator's relay, `#access_token=…&state=…` from an implicit grant).
 * 3. The login page checks the state (a link carrying someone else's token must not sign this browser
 *    in as them) and signs in with it (POST /sys/thirdLogin/login); the server checks and uses the
 *    state up too, and exchanges a code with the PKCE verifier only it holds.
 *
 * A full-page redirect rather than a pop-up: nothing for pop-up blockers to stop, and no window
 * messages to check the origin of.
 */
import { sessionBackend, type StorageLike } from '../../storage/localStore';
import type { ThirdLoginParams } from '../../session/types';

export interface ThirdPartyReturn {
  thirdType: string;
  /** The provider's token, or '' when it sent a code. */
  token: string;
  /** The authorization code, or '' when it sent a token. */
  code: string;
  state: string | null;
}

interface PendingSignIn {
  state: string;
  thirdType: string;
  redirect: string | null;
}

const PENDING_KEY = 'THIRD_LOGIN_PENDING';

/** The login page address the provider returns to. */
export function returnAddress(origin: string, loginPath: string, thirdType: string): string {
  return `${origin}${loginPath}?${new URLSearchParams({ thirdType }).toString()}`;
}

/** A provider's answer on the current address, or null when the page was opened otherwise. */
export function readThirdPartyReturn(search: string, hash: string): ThirdPartyReturn | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const thirdType = query.get('thirdType');
  const token = query.get('token') ?? fragment.get('access_token') ?? '';
  const code = token === '' ? (query.get('code') ?? '') : '';
  if (thirdType === null || thirdType === '' || (token === '' && code === '')) return null;
  return { thirdType, token, code, state: query.get('state') ?? fragment.get('state') };
}

/** Step 1, once the server has started the flow: remembers its state and where to go afterwards, and returns the address to open. */
export function beginThirdPartySignIn(
  thirdType: string,
  started: { url: string; state: string },
  redirect: string | null,
  storage: StorageLike = sessionBackend,
): string {
  const pending: PendingSignIn = { state: started.state, thirdType, redirect };
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  return started.url;
}

/**
 * Step 3: whether the returning state is the one this browser started with; the pending sign-in is
 * used up either way. Resolves to the page kept in step 1 (undefined when the state does not match).
 */
export function finishThirdPartySignIn(returned: ThirdPartyReturn, storage: StorageLike = sessionBackend): { redirect: string | null } | undefined {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  let pending: Partial<PendingSignIn> = {};
  try {
    pending = raw === null ? {} : (JSON.parse(raw) as Partial<PendingSignIn>);
  } catch {
    return undefined;
  }
  if (returned.state === null || pending.state !== returned.state || pending.thirdType !== returned.thirdType) return undefined;
  return { redirect: typeof pending.redirect === 'string' ? pending.redirect : null };
}

/** Step 3's sign-in call: the token or the code (with the return address it was issued for) and the state. */
export function thirdPartySignInParams(returned: ThirdPartyReturn, returnUrl: string): ThirdLoginParams {
  const state = returned.state ?? undefined;
  if (returned.code !== '') return { thirdType: returned.thirdType, code: returned.code, state, redirect_uri: returnUrl };
  return { thirdType: returned.thirdType, token: returned.token, state };
}
