import type { Db } from '../../db/database.ts';
import { ApiError, page, type Page } from '../../http/envelope.ts';
import { assertMayManageUsers } from '../shared/privilege.ts';
import { findTenant } from './records.ts';
import { tenantsOf } from './callerTenant.ts';
import { tenantMsg } from './messages.ts';

export interface TenantMember {
  id: string;
  username: string;
  realname: string | null;
  status: number;
}

/** Live users with their tenants; the tenant lists are parsed here, not matched in SQL. */
async function liveUsers(db: Db, ids?: string[]) {
  let query = db.kysely.selectFrom('sysUser').select(['id', 'username', 'realname', 'status', 'relTenantIds']).where('delFlag', '=', 0);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('username').execute();
}

/** 租户用户: the users of a tenant (sys_user.rel_tenant_ids names it), a page at a time. */
export async function tenantMembers(db: Db, tenantId: number, pageNo: number, pageSize: number): Promise<Page<TenantMember>> {
  await findTenant(db, tenantId);
  const members = (await liveUsers(db)).filter((user) => tenantsOf(user).includes(tenantId));
  const records = members.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ id, username, realname, status }) => ({ id, username, realname, status }));
  return page(records, members.length, pageSize, pageNo);
}

/**
 * Adds the tenant to (or removes it from) each user's tenants; answers the usernames changed.
 * A user's next request already works in the tenants it now has (callerTenant.ts reads them per request).
 */
export async function changeMembers(db: Db, actorId: string, tenantId: number, userIds: string[], change: 'add' | 'remove'): Promise<string[]> {
  await findTenant(db, tenantId);
  if (userIds.length === 0) throw new ApiError(tenantMsg.usersRequired);
  const users = await liveUsers(db, userIds);
  if (users.length !== new Set(userIds).size) throw new ApiError(tenantMsg.userNotFound);
  // Moving an account into or out of a tenant changes what it reads: only for accounts within the caller's reach.
  await assertMayManageUsers(db, actorId, users);
  const changed: string[] = [];
  for (const user of users) {
    const own = tenantsOf(user);
    const next = change === 'add' ? [...new Set([...own, tenantId])] : own.filter((id) => id !== tenantId);
    if (next.length === own.length) continue;
    await db.kysely.updateTable('sysUser').set({ relTenantIds: next.length === 0 ? null : next.join(',') }).where('id', '=', user.id).execute();
    changed.push(user.username);
  }
  return changed;
}
