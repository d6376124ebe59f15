import { fetchPermissions } from '../session/permissions';
import { getPermissions, setPermissions } from '../session/permissionStore';
import { routeModelFor } from './routeModelCache';

let inFlight: Promise<void> | null = null;

/**
 * Fetches the permission list and builds the routes before making them current, so a menu that
 * cannot start (a Vue3 menu table) fails here and never reaches the layout. Concurrent callers
 * (React's strict-mode double effects) share one request.
 */
export function loadShellRoutes(): Promise<void> {
  if (getPermissions() !== null) return Promise.resolve();
  inFlight ??= fetchPermissions()
    .then((data) => {
      routeModelFor(data.menu);
      setPermissions(data);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
