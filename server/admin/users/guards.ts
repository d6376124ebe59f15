import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { userMsg } from './messages.ts';

/** The role whose holders administer the system: one of them must stay able to sign in. */
export const ADMIN_ROLE_CODE = 'admin';

/** Live, unfrozen holders of the admin role, among `ids` or all when not given. */
async function activeAdmins(db: Db, ids?: string[]): Promise<string[]> {
  let query = db.kysely.selectFrom('sysUser as u')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('u.id').distinct()
    .where('r.roleCode', '=', ADMIN_ROLE_CODE).where('u.delFlag', '=', 0).where('u.status', '=', 1);
  if (ids) query = query.where('u.id', 'in', ids);
  return (await query.execute()).map((row) => row.id);
}

/**
 * Refuses a change that takes the users `ids` out of administration (delete, freeze, role removal)
 * when no other usable administrator would remain.
 */
export async function assertAdminsRemain(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0 || (await activeAdmins(db, ids)).length === 0) return;
  const leaving = new Set(ids);
  if ((await activeAdmins(db)).every((id) => leaving.has(id))) throw new ApiError(userMsg.lastAdmin);
}
