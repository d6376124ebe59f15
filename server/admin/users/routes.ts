import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { hashPassword } from '../../auth/password.ts';
import { bodyOf, text } from '../../http/body.ts';
import { ApiError, okMessage } from '../../http/envelope.ts';
import { formatDateTime } from '../../ids.ts';
import { passwordProblem } from '../../routes/registerRules.ts';
import { audit } from '../logs/audit.ts';
import { endUserSessions } from '../../auth/endSessions.ts';
import { assertAdminsRemain } from './guards.ts';
import { userMsg } from './messages.ts';
import { refuse, requiredIds } from '../../http/params.ts';
import { userPerms } from './permissions.ts';
import { userLookupRoutes } from './lookupRoutes.ts';
import { assertMayManageUsers } from '../shared/privilege.ts';

/**
 * 用户管理's routes beside the engine's (list, queryById, add, edit, delete, export and the recycle
 * bin of the declared entity, with hooks.ts): freezing, the administrator's password reset and the
 * pickers' reads (lookupRoutes.ts).
 */
export function userAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/user';
  userLookupRoutes(app, ctx);

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/frozenBatch`,
    config: { access: perm(userPerms.freeze) },
    handler: async (request) => {
      const { user: actor } = caller(request);
      const body = bodyOf(request);
      const ids = requiredIds(body);
      const status = Number(text(body, 'status', 2));
      if (status !== 1 && status !== 2) throw new ApiError(userMsg.statusInvalid);
      if (status === 2 && ids.includes(actor.id)) throw new ApiError(userMsg.selfFreeze);
      const rows = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('id', 'in', ids).where('delFlag', '=', 0).execute();
      if (rows.length === 0) throw new ApiError(userMsg.userNotFound);
      await assertMayManageUsers(db, actor.id, rows);
      if (status === 2) await assertAdminsRemain(db, ids);
      await db.kysely.updateTable('sysUser').set({ status, updateBy: actor.username, updateTime: formatDateTime() })
        .where('id', 'in', rows.map((r) => r.id)).execute();
      // A frozen account is signed out everywhere at once, not at its next request's expiry.
      if (status === 2) for (const row of rows) await endUserSessions(ctx, row.id, 'frozen');
      await audit(ctx, request, `${status === 2 ? '冻结' : '解冻'}用户：${rows.map((r) => r.username).join(',')}`);
      return okMessage(status === 2 ? userMsg.frozenOk : userMsg.unfrozenOk);
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/changePassword`,
    config: { access: perm(userPerms.password) },
    handler: async (request) => {
      const { user: actor } = caller(request);
      const body = bodyOf(request);
      const username = text(body, 'username', 100);
      if (!username) refuse('username', userMsg.usernameRequired);
      const target = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('username', '=', username).where('delFlag', '=', 0).executeTakeFirst();
      if (!target) throw new ApiError(userMsg.userNotFound);
      await assertMayManageUsers(db, actor.id, [target]);
      const password = text(body, 'password', 201);
      const weak = password ? passwordProblem(password) : userMsg.passwordRequired;
      if (weak) refuse('password', weak);
      if ('confirmpassword' in body && text(body, 'confirmpassword', 201) !== password) refuse('confirmpassword', userMsg.passwordMismatch);
      await db.kysely.updateTable('sysUser')
        .set({ password: await hashPassword(password), passwordChangedAt: Date.now(), updateBy: actor.username, updateTime: formatDateTime() })
        .where('id', '=', target.id).execute();
      // Whoever knew the old password is signed out everywhere.
      await endUserSessions(ctx, target.id, 'password');
      await audit(ctx, request, `重置用户密码：${target.username}`);
      return okMessage(userMsg.passwordReset);
    },
  });
}
