import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { consumeCaptcha, issueCaptcha } from '../auth/captcha.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { hashToken, revokeSession } from '../auth/sessions.ts';
import { deviceCookie, deviceOf } from '../auth/loginDevice.ts';
import { throttleKeys } from '../auth/throttle.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { bodyOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin, writeLog } from '../services/login.ts';
import { findUser } from '../services/users.ts';

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // The login page needs the addresses too: `cas: true` alone gives it nowhere to send the browser.
  app.get('/sys/loginOptions', { config: { access: anon } }, async () => {
    const casUrl = ctx.config.casServerUrl;
    const thirdAuthorizeUrls: Record<string, string> = {};
    for (const [type, provider] of ctx.thirdParty) if (provider.authorizeUrl) thirdAuthorizeUrls[type] = provider.authorizeUrl;
    return ok({
      captcha: ctx.config.loginCaptcha,
      cas: !!casUrl,
      casLoginUrl: casUrl ? `${casUrl.replace(/\/$/, '')}/login` : null,
      thirdTypes: [...ctx.thirdParty.keys()],
      thirdAuthorizeUrls,
      // The footer of the login pages (seed 000 §2.9).
      icpNumber: ctx.config.icp.number ?? null,
      icpUrl: ctx.config.icp.url,
    });
  });

  app.get<{ Params: { key: string } }>('/sys/randomImage/:key', { config: { access: anon } }, async (request) => {
    const key = request.params.key;
    if (!/^[\w-]{1,64}$/.test(key)) throw new ApiError(msg.captchaMissing);
    return ok(await issueCaptcha(db, key));
  });

  app.post('/sys/login', { config: { access: anon } }, async (request, reply) => {
    const body = bodyOf(request);
    const username = text(body, 'username', 100);
    const password = text(body, 'password', 200);
    if (ctx.config.loginCaptcha) {
      const captcha = text(body, 'captcha', 16);
      if (!captcha) throw new ApiError(msg.captchaMissing);
      if (!(await consumeCaptcha(db, text(body, 'checkKey', 64), captcha))) throw new ApiError(msg.captchaWrong, 200, 412);
    }
    const keys = throttleKeys('user', username, request.ip, await deviceOf(db, request.headers.cookie, username));
    await ctx.throttle.before(keys);
    const user = username ? await findUser(db, { username }) : undefined;
    const valid = await verifyPassword(password, user?.password);
    if (!user || !valid) {
      await ctx.throttle.failed(keys);
      await writeLog(ctx, request, { logType: 1, content: `用户名: ${username},登录失败：用户名或密码错误`, username });
      throw new ApiError(msg.badCredentials);
    }
    await ctx.throttle.succeeded(keys);
    // A hash from before argon2id is replaced while the password is at hand (only if no one changed it meanwhile).
    if (needsRehash(user.password)) {
      await db.kysely.updateTable('sysUser').set({ password: await hashPassword(password) })
        .where('id', '=', user.id).where('password', '=', user.password).execute();
    }
    const signedIn = await completeLogin(ctx, request, user, 'password');
    reply.header('set-cookie', await deviceCookie(db, username, request.protocol === 'https'));
    return ok(signedIn, msg.loginOk);
  });

  // Anonymous so that an expired session can still be ended; the token is read from the header only.
  app.route({
    method: ['GET', 'POST'],
    url: '/sys/logout',
    config: { access: anon },
    handler: async (request) => {
      const token = request.headers['x-access-token'];
      if (typeof token !== 'string' || !token) throw new ApiError(msg.logoutFailed);
      const session = await db.kysely
        .selectFrom('sysSession')
        .select(['id', 'userId', 'username'])
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!session) throw new ApiError('Token无效!');
      await revokeSession(db, session.id, 'logout');
      ctx.push.closeSession(session.id);
      await writeLog(ctx, request, { logType: 1, content: `用户名: ${session.username},退出成功！`, userId: session.userId, username: session.username });
      return okMessage(msg.logoutOk);
    },
  });
}
