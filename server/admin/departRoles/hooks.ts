import type { Db } from '../../db/database.ts';
import type { EntityHooks } from '../../entities/hooks.ts';
import { paramText, type Filter } from '../../entities/filterRules.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { ROLE_CODE } from '../roles/hooks.ts';
import { refuse } from '../../http/params.ts';
import { departRoleMsg } from './messages.ts';

/** A live department, or the refusal. */
export async function liveDepart(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysDepart').select(['id', 'departName', 'orgCode']).where('id', '=', id).where('delFlag', '=', '0').executeTakeFirst();
  if (!row) throw new ApiError(departRoleMsg.departNotFound);
  return row;
}

/** The platform's clients name the department deptId (its list parameter) or departId. */
const departOf = (source: Record<string, unknown> | undefined) => paramText(source?.departId).trim() || paramText(source?.deptId).trim();

/** Matches no row: a list with no department chosen shows nothing. */
const NO_ROW: Filter = { kind: 'in', field: 'id', values: [] };

/**
 * 部门角色 is the declared entity of schemas/pages/depart-roles.json; what the declaration cannot
 * say is here. A role belongs to one department for good (its grants are bounded by the
 * department's), its code is unique within that department, and a role a live user holds is not
 * deleted (the user's permissions would change unseen); its grants and former holders go with it.
 */
export const departRoleHooks: EntityHooks = {
  messages: { notFound: departRoleMsg.roleNotFound },
  answerRow: true,
  describe: (row) => `${String(row.roleName)}(${String(row.roleCode)})`,

  listParams(given) {
    const params = { ...given };
    delete params.deptId;
    const depart = departOf(given);
    return depart ? { params: { ...params, departId: depart }, filters: [] } : { params, filters: [NO_ROW] };
  },

  async beforeWrite({ db }, { mode, values, before, body }) {
    if (mode === 'add') {
      const departId = departOf(body);
      if (!departId) throw new ApiError(departRoleMsg.departRequired);
      values.departId = (await liveDepart(db, departId)).id;
    } else {
      delete values.departId;
    }
    if (values.roleCode === undefined) return;
    const roleCode = String(values.roleCode);
    if (!ROLE_CODE.test(roleCode)) refuse('roleCode', departRoleMsg.codeInvalid);
    let taken = db.kysely.selectFrom('sysDepartRole').select('id').where('departId', '=', String(values.departId ?? before?.departId)).where('roleCode', '=', roleCode);
    if (before) taken = taken.where('id', '<>', String(before.id));
    if (await taken.executeTakeFirst()) refuse('roleCode', departRoleMsg.codeTaken);
  },

  async beforeDelete({ db }, rows) {
    for (const role of rows) {
      const { n } = await db.kysely.selectFrom('sysDepartRoleUser as ru').innerJoin('sysUser as u', 'u.id', 'ru.userId')
        .select((eb) => eb.fn.countAll<number>().as('n')).where('ru.droleId', '=', String(role.id)).where('u.delFlag', '=', 0).executeTakeFirstOrThrow();
      if (Number(n) > 0) throw new ApiError(fill(departRoleMsg.inUse, { name: String(role.roleName), count: Number(n) }));
    }
    // Only deleted accounts can still hold them; the grants go with the roles.
    const ids = rows.map((r) => String(r.id));
    await db.kysely.deleteFrom('sysDepartRoleUser').where('droleId', 'in', ids).execute();
    await db.kysely.deleteFrom('sysDepartRolePermission').where('roleId', 'in', ids).execute();
  },
};
