import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { consumeSmsCode, hasLiveCode, SMS_MODE, storeSmsCode } from '../auth/smsCodes.ts';
import { throttleKeys } from '../auth/throttle.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { bodyOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin } from '../services/login.ts';
import { findUser } from '../services/users.ts';
import { createSmsProvider } from '../sms/createProvider.ts';
import { deliverSmsCode } from '../sms/deliver.ts';

const SMS_LIFETIME_MS = 600_000;
const MOBILE = /^1[3-9]\d{9}$/;

export function phoneLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const provider = createSmsProvider(ctx.config.sms);

  // The code is stored first (the limits count rows), then sent; 短信发送记录 (server/admin/sms/) lists the outbox.
  app.post('/sys/sms', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body, 'mobile', 20);
    const smsMode = text(body, 'smsmode', 2) || '0';
    if (!MOBILE.test(mobile)) throw new ApiError(msg.smsMobileInvalid);
    if (smsMode === '0') {
      // Whether a number has an account is an answer about accounts (as checkOnlyUser, issue 14):
      // each "not registered" counts as a failed try of the address, so no address sweeps numbers.
      const keys = throttleKeys('smsprobe', mobile, request.ip);
      await ctx.throttle.before(keys);
      if (!(await findUser(db, { phone: mobile }))) {
        await ctx.throttle.failed(keys);
        throw new ApiError(msg.smsUnknownMobile);
      }
    }
    const now = Date.now();
    if (await hasLiveCode(db.kysely, { mobile, smsMode }, now)) throw new ApiError(msg.smsStillValid);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Anonymous: bounded per number and per address, or anyone could fill the outbox (issue 14).
    const stored = await storeSmsCode(db.kysely, {
      mobile, code, smsMode, requestIp: request.ip.slice(0, 100), lifetimeMs: SMS_LIFETIME_MS, provider: provider.name,
    }, now);
    if (stored.outcome !== 'ok') throw new ApiError(stored.outcome === 'tooManyForMobile' ? msg.smsTooManyForMobile : msg.smsTooManyForAddress);
    const sent = await deliverSmsCode(db.kysely, provider, { id: stored.id, mobile, code, smsMode });
    if (!sent.ok) {
      request.log.warn({ provider: provider.name, reason: sent.reason }, 'SMS code not sent');
      throw new ApiError(msg.smsSendFailed);
    }
    return okMessage(msg.smsSent);
  });

  app.post('/sys/phoneLogin', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body, 'mobile', 20);
    const code = text(body, 'captcha', 10);
    const keys = throttleKeys('sms', mobile, request.ip);
    await ctx.throttle.before(keys);
    const user = mobile ? await findUser(db, { phone: mobile }) : undefined;
    // Only a login code signs in: a registration or password-recovery code for the phone does not.
    const outcome = user ? await consumeSmsCode(db.kysely, { mobile, smsMode: SMS_MODE.login, code }) : 'wrong';
    if (!user || outcome !== 'ok') {
      await ctx.throttle.failed(keys);
      throw new ApiError(msg.smsWrong);
    }
    await ctx.throttle.succeeded(keys);
    return ok(await completeLogin(ctx, request, user, 'phone'), msg.loginOk);
  });
}
