import type { Db } from '../../db/database.ts';
import type { SysDepartTable } from '../../db/types.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { departMsg } from './messages.ts';

/**
 * Deletes live departments, all or none: each must have no sub-department left outside the batch
 * and no live member. A refusal of a batch names the department it is about.
 */
export async function removeDeparts(db: Db, ids: string[]): Promise<SysDepartTable[]> {
  const departs = await db.kysely.selectFrom('sysDepart').selectAll().where('id', 'in', ids).where('delFlag', '=', '0').execute();
  if (departs.length === 0) throw new ApiError(departMsg.departNotFound);
  const batch = departs.map((d) => d.id);
  const refuse = (depart: SysDepartTable, reason: string): never => {
    throw new ApiError(departs.length > 1 ? fill(departMsg.inBatch, { name: depart.departName, reason }) : reason);
  };
  for (const depart of departs) {
    const children = await db.kysely.selectFrom('sysDepart').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', depart.id).where('delFlag', '=', '0').where('id', 'not in', batch).executeTakeFirstOrThrow();
    if (Number(children.n) > 0) refuse(depart, fill(departMsg.hasChildren, { count: Number(children.n) }));
    const members = await db.kysely.selectFrom('sysUserDepart as ud').innerJoin('sysUser as u', 'u.id', 'ud.userId')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('ud.depId', '=', depart.id).where('u.delFlag', '=', 0).executeTakeFirstOrThrow();
    if (Number(members.n) > 0) refuse(depart, fill(departMsg.hasMembers, { count: Number(members.n) }));
  }
  await db.kysely.transaction().execute(async (trx) => {
    // Only deleted accounts can still name them: their links go with them.
    await trx.deleteFrom('sysUserDepart').where('depId', 'in', batch).execute();
    // Their permissions and their own roles, with their grants and holders, go with them.
    await trx.deleteFrom('sysDepartRoleUser')
      .where('droleId', 'in', trx.selectFrom('sysDepartRole').select('id').where('departId', 'in', batch)).execute();
    await trx.deleteFrom('sysDepartRolePermission').where('departId', 'in', batch).execute();
    await trx.deleteFrom('sysDepartRole').where('departId', 'in', batch).execute();
    await trx.deleteFrom('sysDepartPermission').where('departId', 'in', batch).execute();
    await trx.deleteFrom('sysDepart').where('id', 'in', batch).execute();
    // Users who were in charge of them (sys_user.depart_ids) are no longer.
    for (const depart of departs) {
      const inCharge = await trx.selectFrom('sysUser').select(['id', 'departIds']).where('departIds', 'like', `%${depart.id}%`).execute();
      for (const user of inCharge) {
        const rest = (user.departIds ?? '').split(',').filter((id) => id && id !== depart.id).join(',') || null;
        if (rest !== user.departIds) await trx.updateTable('sysUser').set({ departIds: rest }).where('id', '=', user.id).execute();
      }
    }
  });
  return departs;
}
