import { usePermissions } from '../session/usePermissions';
import type { ShellRouteModel } from './routeModel';
import { routeModelFor } from './routeModelCache';

/** The routes and menu of the signed-in user, or null before the permission list has arrived. */
export function useRouteModel(): ShellRouteModel | null {
  const permissions = usePermissions();
  return permissions === null ? null : routeModelFor(permissions.menu);
}
