import { dataRuleHooks } from './admin/dataRules/hooks.ts';
import { departRoleHooks } from './admin/departRoles/hooks.ts';
import { dictHooks } from './admin/dicts/hooks.ts';
import { dictItemHooks } from './admin/dicts/items.ts';
import { departHooks } from './admin/departs/hooks.ts';
import { logHooks } from './admin/logs/hooks.ts';
import { permissionHooks } from './admin/permissions/hooks.ts';
import { positionHooks } from './admin/positions/hooks.ts';
import { roleHooks } from './admin/roles/hooks.ts';
import { tenantHooks } from './admin/tenants/hooks.ts';
import { announcementHooks } from './announcements/hooks.ts';
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
  ['sys_dict', dictHooks],
  ['sys_dict_item', dictItemHooks],
  ['sys_permission', permissionHooks],
  ['sys_permission_data_rule', dataRuleHooks],
  ['sys_role', roleHooks],
  ['sys_tenant', tenantHooks],
  ['sys_depart', departHooks],
  ['sys_announcement', announcementHooks],
  ['sys_user', userHooks],
]);
