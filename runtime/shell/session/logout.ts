import { getFeedback } from '../feedback/feedback';
import { postPlain } from '../request/actions';
import { loginPathFor } from '../router/paths';
import { clearSchemaCatalogue } from '../schema/schemaCatalogue';
import { clearAuthStorage, getToken } from '../storage/authStorage';
import { sessionMessages } from './messages';
import { inOAuth2App } from './oauth2App';
import { setPermissions } from './permissionStore';

/** How long a failed logout call stays readable before the page goes. */
const FAILURE_NOTICE_MS = 1500;

/** Tells the server the session is over; resolves with why that failed, or null. Never rejects. */
async function endServerSession(token: string | null): Promise<string | null> {
  if (token === null) return null;
  try {
    const response = await postPlain('/sys/logout', { token }, { headers: { 'X-Access-Token': token }, silentErrors: true });
    return response.success ? null : response.message || sessionMessages.logoutFailed;
  } catch (error) {
    return error instanceof Error && error.message !== '' ? error.message : sessionMessages.logoutFailed;
  }
}

/**
 * Ends the session without leaving the page (the route guard uses it when start-up fails): local
 * data first, so the user is signed out even when the server cannot be reached, then the server is
 * told with the token being ended (seed 000 section 4). Never rejects.
 */
export async function endSession(): Promise<void> {
  const token = getToken();
  clearAuthStorage();
  setPermissions(null);
  clearSchemaCatalogue();
  await endServerSession(token);
}

/**
 * 退出登录 (seed 000 sections 4 and 8): forgets the stored session, tells the server (showing why
 * that failed, if it did, without stopping for it), then loads the login page afresh, so nothing of
 * the old session (menus, caches, open sockets) lives on in memory. It never settles: the page is
 * replaced, and a caller's next step would only race the load.
 */
export async function logout(): Promise<never> {
  const token = getToken();
  clearAuthStorage();
  const failure = await endServerSession(token);
  if (failure !== null) {
    getFeedback().message.error(failure);
    await new Promise((resolve) => window.setTimeout(resolve, FAILURE_NOTICE_MS));
  }
  window.location.assign(loginPathFor(inOAuth2App()));
  return new Promise<never>(() => undefined);
}
