/**
 * Third-party sign-in, the simplest flow the server supports. The server accepts only a provider
 * token (POST /sys/thirdLogin/login {token, thirdType}) and checks it against the provider's
 * userinfo address, so the browser's part is to obtain that token:
 *
 * 1. The provider's button sends the browser to its authorize address (THIRD_LOGIN_<TYPE>_AUTHORIZE_URL
 *    on the server, handed over by /sys/loginOptions; client id and scope belong in it) with
 *    `redirect_uri` = this login page with `?thirdType=<type>`, and a random `state`. The state and
 *    the page to open afterwards wait in session storage.
 * 2. The provider (an implicit grant) or the operator's relay (which exchanged a code) sends the
 *    browser back to that address with the token: `&token=…&state=…` in the query, or
 *    `#access_token=…&state=…` as an implicit grant puts it.
 * 3. The login page checks the state (a link carrying someone else's token must not sign this
 *    browser in as them), signs in with the token and opens the page kept in step 1.
 *
 * A full-page redirect rather than a pop-up: nothing for pop-up blockers to stop, and no window
 * messages to check the origin of.
 */
import { sessionBackend, type StorageLike } from '../../storage/localStore';

export interface ThirdPartyReturn {
  thirdType: string;
  token: string;
  state: string | null;
}

interface PendingSignIn {
  state: string;
  thirdType: string;
  redirect: string | null;
}

const PENDING_KEY = 'THIRD_LOGIN_PENDING';

/** The authorize address with this page's return address and the state added. */
export function authorizeAddress(authorizeUrl: string, returnUrl: string, state: string): string {
  const separator = authorizeUrl.includes('?') ? '&' : '?';
  return `${authorizeUrl}${separator}${new URLSearchParams({ redirect_uri: returnUrl, state }).toString()}`;
}

/** The login page address the provider returns to. */
export function returnAddress(origin: string, loginPath: string, thirdType: string): string {
  return `${origin}${loginPath}?${new URLSearchParams({ thirdType }).toString()}`;
}

/** A provider's answer on the current address, or null when the page was opened otherwise. */
export function readThirdPartyReturn(search: string, hash: string): ThirdPartyReturn | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const thirdType = query.get('thirdType');
  const token = query.get('token') ?? fragment.get('access_token');
  if (thirdType === null || thirdType === '' || token === null || token === '') return null;
  return { thirdType, token, state: query.get('state') ?? fragment.get('state') };
}

function randomState(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http deployments.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Step 1: remembers the state and where to go afterwards, and returns the address to open. */
export function beginThirdPartySignIn(
  option: { type: string; authorizeUrl: string },
  returnUrl: string,
  redirect: string | null,
  storage: StorageLike = sessionBackend,
): string {
  const pending: PendingSignIn = { state: randomState(), thirdType: option.type, redirect };
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  return authorizeAddress(option.authorizeUrl, returnUrl, pending.state);
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
