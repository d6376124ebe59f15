import type { AppContext } from '../../context.ts';

/**
 * After a change to roles, grants, a user's roles or departments, or data rules: the access guard
 * of this process forgets the permission codes it keeps for a few seconds, and the entity routes
 * the data rules, so the change holds at once here (other processes within PERMISSION_CACHE_MS).
 * The permission fetch of the front end always reads live.
 */
export function permissionsChanged(ctx: AppContext): void {
  ctx.permissionCache?.clear();
  ctx.dataRuleCache?.clear();
}
