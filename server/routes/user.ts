import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endUserSessions } from '../auth/endSessions.ts';
import { passwordPolicyProblem } from '../auth/passwordPolicy.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { bodyOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime } from '../ids.ts';
import { writeLog } from '../services/login.ts';
import { chooseSessionTenant } from '../admin/tenants/signInTenant.ts';
import { publicUser, userDeparts } from '../services/users.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/user/getCurrentUserDeparts', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    return ok({ list: await userDeparts(db, user.id), orgCode: user.orgCode });
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/selectDepart',
    config: { access: signedIn },
    handler: async (request) => {
      const auth = caller(request);
      const { user } = auth;
      const body = bodyOf(request);
      const orgCode = text(body, 'orgCode', 64);
      // The sign-in's selection sends the department, the tenant (loginTenantId), or both.
      const tenantAsked = body.loginTenantId !== undefined && body.loginTenantId !== null && body.loginTenantId !== '';
      if (!orgCode && !tenantAsked) throw new ApiError(msg.departRequired);
      const departs = await userDeparts(db, user.id);
      if (orgCode && !departs.some((d) => d.orgCode === orgCode)) throw new ApiError(msg.departNotYours);
      if (tenantAsked) await chooseSessionTenant(db, auth, body.loginTenantId);
      if (!orgCode) return ok({ userInfo: publicUser(user, departs) });
      await db.kysely.updateTable('sysUser').set({ orgCode, updateBy: user.username, updateTime: formatDateTime() }).where('id', '=', user.id).execute();
      return ok({ userInfo: publicUser({ ...user, orgCode }, departs) });
    },
  });

  app.put('/sys/user/updatePassword', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const body = bodyOf(request);
    const username = text(body, 'username', 100);
    const oldPassword = text(body, 'oldpassword', 200);
    const password = text(body, 'password', 200);
    const confirm = text(body, 'confirmpassword', 200);
    if (username && username !== user.username) throw new ApiError(msg.onlyOwnPassword, 403, 403);
    if (!oldPassword) throw new ApiError(msg.passwordRequired);
    if (!password) throw new ApiError(msg.newPasswordRequired);
    if (!confirm) throw new ApiError(msg.confirmRequired);
    if (password !== confirm) throw new ApiError(msg.passwordMismatch);
    const weak = passwordPolicyProblem(password);
    if (weak) throw new ApiError(weak);
    if (!(await verifyPassword(oldPassword, user.password))) throw new ApiError(msg.oldPasswordWrong);
    await db.kysely
      .updateTable('sysUser')
      .set({ password: await hashPassword(password), passwordChangedAt: Date.now(), updateBy: user.username, updateTime: formatDateTime() })
      .where('id', '=', user.id)
      .execute();
    // A new password ends every session of the account, this one included, and closes their notice sockets: sign in again.
    await endUserSessions(ctx, user.id, 'password');
    await writeLog(ctx, request, { logType: 2, content: '修改密码', userId: user.id, username: user.username, operateType: 3 });
    return okMessage(msg.passwordChanged);
  });
}
