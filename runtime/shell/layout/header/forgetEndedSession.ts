import { clearSchemaCatalogue } from '../../schema/schemaCatalogue';
import { setPermissions } from '../../session/permissionStore';
import { clearAuthStorage } from '../../storage/authStorage';

/**
 * After a password change the server has ended every session of the account (seed 000 section 4:
 * remove the token, go to login). Unlike logout the server is not told: the token is already dead.
 * The token goes first so the guard lets the login page open; the in-memory menu goes once the
 * login page is rendered (`goToLogin` must not resolve earlier), so the next sign-in loads a fresh
 * one and the frame never renders without it (it would redirect with a `redirect` query).
 */
export async function forgetEndedSession(goToLogin: () => void | Promise<void>): Promise<void> {
  clearAuthStorage();
  await goToLogin();
  setPermissions(null);
  clearSchemaCatalogue();
}
