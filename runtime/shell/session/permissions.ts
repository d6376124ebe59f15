import { getAction } from '../request/actions';
import { storeButtonAuth } from '../storage/authStorage';
import { parsePermissions } from './parsePermissions';
import type { PermissionData } from './types';

export const PERMISSION_URL = '/sys/permission/getUserPermissionByToken';

/**
 * Fetches the user's menu and button authorisations. The button lists go to session storage for the
 * element-permission checks; the caller decides when the menu becomes current (setPermissions), so a
 * menu that cannot be turned into routes never does.
 */
export async function fetchPermissions(): Promise<PermissionData> {
  const response = await getAction<unknown>(PERMISSION_URL);
  const data = parsePermissions(response.result);
  storeButtonAuth(data.auth, data.allAuth);
  return data;
}
