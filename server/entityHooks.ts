import { departRoleHooks } from './admin/departRoles/hooks.ts';
import { logHooks } from './admin/logs/hooks.ts';
import { positionHooks } from './admin/positions/hooks.ts';
import { categoryHooks } from './categories/hooks.ts';
import type { HookRegistry } from './entities/hooks.ts';
import { userHooks } from './admin/users/hooks.ts';

/**
 * The hooks of each entity that has some, by table: the engine (server/entities/) serves every
 * declared entity the same way and asks here for what is special about one.
 */
export const entityHooks: HookRegistry = new Map([
  ['sys_position', positionHooks],
  ['sys_category', categoryHooks],
  ['sys_log', logHooks],
  ['sys_depart_role', departRoleHooks],
  ['sys_user', userHooks],
]);
