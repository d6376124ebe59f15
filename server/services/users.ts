import type { Db } from '../db/database.ts';
import type { SysDepartTable, SysUserTable } from '../db/types.ts';

export type PublicUser = Omit<SysUserTable, 'password' | 'passwordChangedAt'> & { orgCodeTxt: string | null };

/** The user as the front end sees it: never the password hash. */
export function publicUser(user: SysUserTable, departs: SysDepartTable[] = []): PublicUser {
  const { password: _password, passwordChangedAt: _changed, ...rest } = user;
  const current = departs.find((d) => d.orgCode === user.orgCode);
  return { ...rest, orgCodeTxt: current?.departName ?? null };
}

export async function userDeparts(db: Db, userId: string): Promise<SysDepartTable[]> {
  return db.kysely
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .selectAll('d')
    .where('ud.userId', '=', userId)
    .orderBy('d.departOrder')
    .orderBy('d.orgCode')
    .execute();
}

export async function findUser(db: Db, by: { username?: string; phone?: string; id?: string }): Promise<SysUserTable | undefined> {
  let query = db.kysely.selectFrom('sysUser').selectAll();
  if (by.username !== undefined) query = query.where('username', '=', by.username);
  else if (by.phone !== undefined) query = query.where('phone', '=', by.phone);
  else if (by.id !== undefined) query = query.where('id', '=', by.id);
  else return undefined;
  return query.executeTakeFirst();
}
