import { postPlain } from '../request/actions';
import { clearAuthStorage, getToken } from '../storage/authStorage';
import { clearSchemaCatalogue } from '../schema/schemaCatalogue';
import { setPermissions } from './permissionStore';

/**
 * Ends the session: local data first, so the user is signed out even when the server cannot be
 * reached, then the server is told with the token being ended. Always resolves (seed 000 section 4).
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearAuthStorage();
  setPermissions(null);
  clearSchemaCatalogue();
  if (token === null) return;
  try {
    await postPlain('/sys/logout', { token }, { headers: { 'X-Access-Token': token }, silentErrors: true });
  } catch {
    // The local session is already gone; a failed notice to the server changes nothing for the user.
  }
}
