import type { EntityHooks } from '../../entities/hooks.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { ADMIN_ROLE_CODE } from '../users/guards.ts';
import { roleMsg } from './messages.ts';

/** A role code: letters, digits and `_` (department roles keep the same rule). */
export const ROLE_CODE = /^\w{1,100}$/;

/**
 * 角色管理 is the declared entity of schemas/pages/sys-role.json; what the declaration cannot say
 * is here. A code names one role across every tenant (the administrators are known by theirs, which
 * stays); a role a live user holds is not deleted, and its grants and former holders go with it.
 * The grants themselves (grantRoutes.ts) and the data rules stay code of their own.
 */
export const roleHooks: EntityHooks = {
  messages: { notFound: roleMsg.roleNotFound, taken: roleMsg.codeTaken },
  // The user form's role picker and the platform's client read the saved row back.
  answerRow: true,
  describe: (row) => `${String(row.roleName)}(${String(row.roleCode)})`,

  async beforeWrite({ db }, { values, before }) {
    if (values.roleCode === undefined) return;
    const roleCode = String(values.roleCode);
    if (!ROLE_CODE.test(roleCode)) refuse('roleCode', roleMsg.codeInvalid);
    // The last-administrator rule and the demo grants know the administrators by this code.
    if (before?.roleCode === ADMIN_ROLE_CODE && roleCode !== ADMIN_ROLE_CODE) throw new ApiError(roleMsg.adminCodeFixed);
    // Unique over every tenant, not per tenant as a declared unique field: a tenant's own "admin" would pass for the administrators.
    let taken = db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode);
    if (before) taken = taken.where('id', '<>', String(before.id));
    if (await taken.executeTakeFirst()) refuse('roleCode', roleMsg.codeTaken);
  },

  async beforeDelete({ db }, rows) {
    for (const role of rows) {
      if (role.roleCode === ADMIN_ROLE_CODE) throw new ApiError(roleMsg.adminRoleDelete);
      const { n } = await db.kysely.selectFrom('sysUserRole as ur').innerJoin('sysUser as u', 'u.id', 'ur.userId')
        .select((eb) => eb.fn.countAll<number>().as('n')).where('ur.roleId', '=', String(role.id)).where('u.delFlag', '=', 0).executeTakeFirstOrThrow();
      if (Number(n) > 0) throw new ApiError(fill(roleMsg.inUse, { name: String(role.roleName), count: Number(n) }));
    }
    // Only deleted accounts can still hold them; the grants go with the roles.
    const ids = rows.map((r) => String(r.id));
    await db.kysely.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
    await db.kysely.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
  },
};
