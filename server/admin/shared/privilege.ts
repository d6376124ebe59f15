import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { usersPermissionIds } from '../../services/permissions.ts';
import { ADMIN_ROLE_CODE } from '../users/guards.ts';
import { privilegeMsg } from './privilegeMessages.ts';

/**
 * How far a user's permissions reach. Holders of the admin role are the top: they count as holding
 * every permission, menus added after their role's grants included, so they can always grant them.
 * Everyone else reaches exactly the live permissions their roles and department roles grant.
 */
export interface Reach {
  top: boolean;
  ids: ReadonlySet<string>;
}

const NAMES_SHOWN = 5;

/** A refusal of the privilege bounds: 403, as the access guard answers a missing code. */
function forbidden(message: string, values: Record<string, string>): never {
  throw new ApiError(fill(message, values), 403, 403);
}

export async function reachOf(db: Db, userIds: string[]): Promise<Map<string, Reach>> {
  const reach = new Map<string, Reach>();
  if (userIds.length === 0) return reach;
  const admins = new Set((await db.kysely.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('ur.userId').where('r.roleCode', '=', ADMIN_ROLE_CODE).where('ur.userId', 'in', userIds).execute()).map((r) => r.userId));
  const held = await usersPermissionIds(db, userIds);
  for (const id of userIds) reach.set(id, { top: admins.has(id), ids: held.get(id) ?? new Set() });
  return reach;
}

export async function callerReach(db: Db, userId: string): Promise<Reach> {
  return (await reachOf(db, [userId])).get(userId) ?? { top: false, ids: new Set() };
}

/** The ids among `ids` that `reach` does not cover. */
export function beyond(reach: Reach, ids: Iterable<string>): string[] {
  return reach.top ? [] : [...ids].filter((id) => !reach.ids.has(id));
}

/** Whether `reach` covers all of `other` (the top covers only the top). */
export function covers(reach: Reach, other: Reach): boolean {
  if (reach.top) return true;
  return !other.top && beyond(reach, other.ids).length === 0;
}

const shown = (names: string[]) => names.slice(0, NAMES_SHOWN).join('”“');

/**
 * Edits, password resets, freezing and deleting reach only accounts whose permissions the caller
 * holds all of: an account above the caller (an administrator, above all) is out of its reach.
 */
export async function assertMayManageUsers(db: Db, actorId: string, targets: { id: string; username: string }[]): Promise<void> {
  const reach = await reachOf(db, [actorId, ...targets.map((t) => t.id)]);
  const actor = reach.get(actorId) ?? { top: false, ids: new Set() };
  if (actor.top) return;
  const above = targets.filter((t) => t.id !== actorId && !covers(actor, reach.get(t.id) ?? { top: false, ids: new Set() }));
  if (above.length > 0) forbidden(privilegeMsg.userAbove, { names: shown(above.map((t) => t.username)) });
}

/** Nobody grants a permission they do not hold (roles, department roles and departments alike). */
export async function assertMayGrantPermissions(db: Db, reach: Reach, permissionIds: string[]): Promise<void> {
  const outside = beyond(reach, permissionIds);
  if (outside.length === 0) return;
  const rows = await db.kysely.selectFrom('sysPermission').select(['id', 'name']).where('id', 'in', outside.slice(0, NAMES_SHOWN)).execute();
  forbidden(privilegeMsg.permissionsAbove, { names: outside.slice(0, NAMES_SHOWN).map((id) => rows.find((r) => r.id === id)?.name ?? id).join('、') });
}

/**
 * The grants of a role, department role or department change only when all it holds now is within
 * the caller's reach: otherwise the change would take from (or reshape) something above the caller.
 */
export function assertHolderWithin(reach: Reach, holder: { name: string; ids: string[]; top?: boolean }): void {
  if (reach.top) return;
  if (holder.top || beyond(reach, holder.ids).length > 0) forbidden(privilegeMsg.holderAbove, { name: holder.name });
}

/** Roles given to a user hold nothing beyond the giver's reach; the admin role only the top gives. */
export async function assertMayGrantRoles(db: Db, reach: Reach, roleIds: string[]): Promise<void> {
  if (reach.top || roleIds.length === 0) return;
  const roles = await db.kysely.selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).where('id', 'in', roleIds).execute();
  const grants = await db.kysely.selectFrom('sysRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'rp.permissionId']).where('rp.roleId', 'in', roleIds).where('p.delFlag', '=', 0).execute();
  const above = roles.filter((role) => role.roleCode === ADMIN_ROLE_CODE
    || beyond(reach, grants.filter((g) => g.roleId === role.id).map((g) => g.permissionId)).length > 0);
  if (above.length > 0) forbidden(privilegeMsg.rolesAbove, { names: shown(above.map((r) => r.roleName)) });
}

/** As assertMayGrantRoles, for department roles (their grants, whatever the department still holds). */
export async function assertMayGrantDepartRoles(db: Db, reach: Reach, roleIds: string[]): Promise<void> {
  if (reach.top || roleIds.length === 0) return;
  const roles = await db.kysely.selectFrom('sysDepartRole').select(['id', 'roleName']).where('id', 'in', roleIds).execute();
  const grants = await db.kysely.selectFrom('sysDepartRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'rp.permissionId']).where('rp.roleId', 'in', roleIds).where('p.delFlag', '=', 0).execute();
  const above = roles.filter((role) => beyond(reach, grants.filter((g) => g.roleId === role.id).map((g) => g.permissionId)).length > 0);
  if (above.length > 0) forbidden(privilegeMsg.departRolesAbove, { names: shown(above.map((r) => r.roleName)) });
}

/**
 * Data rules narrow what a role sees: taking one off a role the caller holds would widen the caller's
 * own reach. Only the top changes the data rules of a role it holds.
 */
export async function assertDataRulesNotOwn(db: Db, actorId: string, holdsGrantee: boolean): Promise<void> {
  if (!holdsGrantee || (await callerReach(db, actorId)).top) return;
  throw new ApiError(privilegeMsg.ownDataRules, 403, 403);
}
