import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, SysUserTable } from '../../db/types.ts';
import { ApiError } from '../../http/envelope.ts';
import { newId } from '../../ids.ts';
import { userMsg } from './messages.ts';

export async function liveUser(db: Db, id: string): Promise<SysUserTable> {
  const user = await db.kysely.selectFrom('sysUser').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!user) throw new ApiError(userMsg.userNotFound);
  return user;
}

/**
 * Replaces the user's roles and departments with the given ones; a list not given is kept. Leaving
 * a department also ends the user's roles within it (its department roles).
 */
export async function replaceLinks(trx: Kysely<Database>, userId: string, links: { roleIds?: string[]; departIds?: string[] }): Promise<void> {
  if (links.roleIds) {
    await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    if (links.roleIds.length > 0) {
      await trx.insertInto('sysUserRole').values(links.roleIds.map((roleId) => ({ id: newId(), userId, roleId }))).execute();
    }
  }
  if (links.departIds) {
    await trx.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
    if (links.departIds.length > 0) {
      await trx.insertInto('sysUserDepart').values(links.departIds.map((depId) => ({ id: newId(), userId, depId }))).execute();
    }
    let left = trx.selectFrom('sysDepartRole').select('id');
    if (links.departIds.length > 0) left = left.where('departId', 'not in', links.departIds);
    await trx.deleteFrom('sysDepartRoleUser').where('userId', '=', userId).where('droleId', 'in', left).execute();
  }
}
