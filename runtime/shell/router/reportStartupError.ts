import { getFeedback } from '../feedback/feedback';
import { PermissionListError } from '../session/parsePermissions';
import { routerMessages } from './messages';
import { ShellStartupError } from './menuToRoutes';

/**
 * Call failures were already shown by the request layer; the two start-up errors of the seed's
 * catalogue were not, and the user would otherwise land on login without knowing why.
 */
export function reportStartupError(error: unknown): void {
  if (error instanceof ShellStartupError || error instanceof PermissionListError) {
    getFeedback().notification.error({ message: routerMessages.startupFailed, description: error.message, duration: 0 });
  }
}
