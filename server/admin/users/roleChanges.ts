import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { userPermissionCodes } from '../../services/permissions.ts';
import { rolePerms } from '../roles/permissions.ts';
import { assertMayGrantRoles, callerReach } from '../shared/privilege.ts';
import { privilegeMsg } from '../shared/privilegeMessages.ts';

/**
 * A user's roles change through add and edit only for a caller who may authorise roles (角色授权,
 * the code of the role grants) and who holds every permission of each role added. A form that sends
 * the roles unchanged (an edit of the phone number, say) is no change and needs neither.
 */
export async function assertMayChangeRoles(db: Db, actorId: string, current: string[], wanted: string[]): Promise<void> {
  const added = wanted.filter((id) => !current.includes(id));
  const dropped = current.filter((id) => !wanted.includes(id));
  if (added.length === 0 && dropped.length === 0) return;
  const reach = await callerReach(db, actorId);
  if (!reach.top && !(await userPermissionCodes(db, actorId)).has(rolePerms.authorize)) {
    throw new ApiError(privilegeMsg.rolesNeedAuthorize, 403, 403);
  }
  await assertMayGrantRoles(db, reach, added);
}
