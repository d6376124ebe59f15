import type { AppContext } from '../../context.ts';

/**
 * After a change to roles, grants or a user's roles: the access guard of this process forgets the
 * permission codes it keeps for a few seconds, so the change holds at once here (other processes
 * within PERMISSION_CACHE_MS). The permission fetch of the front end always reads live.
 */
export function permissionsChanged(ctx: AppContext): void {
  ctx.permissionCache?.clear();
}
