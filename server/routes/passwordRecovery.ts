import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { consumeResetTicket, issueResetTicket } from '../auth/resetTickets.ts';
import { endUserSessions } from '../auth/endSessions.ts';
import { consumeSmsCode, SMS_MODE } from '../auth/smsCodes.ts';
import { throttleKeys } from '../auth/throttle.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { bodyOf, fields, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime } from '../ids.ts';
import { writeLog } from '../services/login.ts';
import { findUser } from '../services/users.ts';
import { registerMsg } from './registerMessages.ts';
import { MOBILE, passwordProblem } from './registerRules.ts';

/**
 * Password recovery of /user/alteration in two steps. POST /sys/user/phoneVerification proves an
 * SMS code sent with smsmode "2" and spends it; instead of echoing the code back (the platform's
 * way, which leaves the code alive for the second step) it answers a ticket in the `smscode`
 * field, so clients of the platform that pass `result.smscode` on keep working. The ticket is
 * random, lives ten minutes, is bound to the account and is spent by POST /sys/user/passwordChange.
 */
export function passwordRecoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/sys/user/phoneVerification', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const phone = text(body, 'phone', 45);
    const smscode = text(body, 'smscode', 10);
    if (!MOBILE.test(phone)) throw new ApiError(msg.smsMobileInvalid);
    if (!smscode) throw new ApiError(registerMsg.smscodeRequired);
    const keys = throttleKeys('reset', phone, request.ip);
    await ctx.throttle.before(keys);
    const user = await findUser(db, { phone });
    if (!user || user.delFlag !== 0) {
      await ctx.throttle.failed(keys);
      throw new ApiError(registerMsg.phoneUnknown);
    }
    const check = await consumeSmsCode(db.kysely, { mobile: phone, smsMode: SMS_MODE.forgotPassword, code: smscode });
    if (check !== 'ok') {
      await ctx.throttle.failed(keys);
      throw new ApiError(check === 'expired' ? registerMsg.smsExpired : msg.smsWrong);
    }
    await ctx.throttle.succeeded(keys);
    return ok({ smscode: await issueResetTicket(db, user.id), username: user.username });
  });

  // POST as the brief of this server; GET too, as the platform's own clients call it with a query.
  app.route({
    method: ['POST', 'GET'],
    url: '/sys/user/passwordChange',
    config: { access: anon },
    handler: async (request) => {
      const input = changeInput(request);
      if (!input.username || !input.password || !input.ticket || !input.phone) throw new ApiError(registerMsg.resetIncomplete);
      const weak = passwordProblem(input.password);
      if (weak) throw new ApiError(weak);
      if (input.confirm && input.confirm !== input.password) throw new ApiError(msg.passwordMismatch);
      const keys = throttleKeys('reset', input.phone, request.ip);
      await ctx.throttle.before(keys);
      const user = await findUser(db, { username: input.username });
      if (!user || user.delFlag !== 0 || user.phone !== input.phone) {
        await ctx.throttle.failed(keys);
        throw new ApiError(registerMsg.resetUserMismatch);
      }
      if (!(await consumeResetTicket(db, user.id, input.ticket))) {
        await ctx.throttle.failed(keys);
        throw new ApiError(registerMsg.resetTicketInvalid);
      }
      await db.kysely
        .updateTable('sysUser')
        .set({ password: await hashPassword(input.password), passwordChangedAt: Date.now(), updateBy: user.username, updateTime: formatDateTime() })
        .where('id', '=', user.id)
        .execute();
      // Whoever knew the old password is signed out everywhere, open notice sockets included.
      await endUserSessions(ctx, user.id, 'password');
      await writeLog(ctx, request, { logType: 2, content: '找回密码', userId: user.id, username: user.username, operateType: 3 });
      return okMessage(registerMsg.resetDone);
    },
  });
}

function changeInput(request: FastifyRequest) {
  const source = request.method === 'GET' ? fields(request.query) : bodyOf(request);
  return {
    username: text(source, 'username', 100),
    password: text(source, 'password', 200),
    confirm: text(source, 'confirmpassword', 200),
    // `ticket` is the plain name; `smscode` is where the platform's clients put it.
    ticket: text(source, 'ticket', 100) || text(source, 'smscode', 100),
    phone: text(source, 'phone', 45),
  };
}
