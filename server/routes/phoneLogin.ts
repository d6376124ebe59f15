import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon, perm } from '../auth/access.ts';
import { storeSmsCode } from '../auth/smsCodes.ts';
import { throttleKeys } from '../auth/throttle.ts';
import { ApiError, ok, okMessage, page } from '../http/envelope.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin } from '../services/login.ts';
import { findUser } from '../services/users.ts';

const SMS_LIFETIME_MS = 600_000;
const MOBILE = /^1[3-9]\d{9}$/;

export function phoneLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // There is no SMS gateway: the code is written to sys_sms_outbox, which an administrator reads.
  app.post('/sys/sms', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body, 'mobile', 20);
    const smsMode = text(body, 'smsmode', 2) || '0';
    if (!MOBILE.test(mobile)) throw new ApiError(msg.smsMobileInvalid);
    if (smsMode === '0' && !(await findUser(db, { phone: mobile }))) throw new ApiError(msg.smsUnknownMobile);
    const now = Date.now();
    const live = await db.kysely
      .selectFrom('sysSmsOutbox')
      .select('id')
      .where('mobile', '=', mobile)
      .where('smsMode', '=', smsMode)
      .where('expiresAt', '>', now)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (live) throw new ApiError(msg.smsStillValid);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Anonymous: bounded per number and per address, or anyone could fill the outbox (issue 14).
    const stored = await storeSmsCode(db.kysely, { mobile, code, smsMode, requestIp: request.ip.slice(0, 100), lifetimeMs: SMS_LIFETIME_MS }, now);
    if (stored !== 'ok') throw new ApiError(stored === 'tooManyForMobile' ? msg.smsTooManyForMobile : msg.smsTooManyForAddress);
    return okMessage(msg.smsSent);
  });

  app.post('/sys/phoneLogin', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body, 'mobile', 20);
    const code = text(body, 'captcha', 10);
    const keys = throttleKeys('sms', mobile, request.ip);
    await ctx.throttle.before(keys);
    const sent = await db.kysely
      .selectFrom('sysSmsOutbox')
      .selectAll()
      .where('mobile', '=', mobile)
      // Only a login code signs in: a registration or password-recovery code for the phone does not.
      .where('smsMode', '=', '0')
      .where('expiresAt', '>', Date.now())
      .where('usedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    const user = mobile ? await findUser(db, { phone: mobile }) : undefined;
    if (!sent || !user || sent.code !== code) {
      await ctx.throttle.failed(keys);
      throw new ApiError(msg.smsWrong);
    }
    await db.kysely.updateTable('sysSmsOutbox').set({ usedAt: Date.now() }).where('id', '=', sent.id).execute();
    await ctx.throttle.succeeded(keys);
    return ok(await completeLogin(ctx, request, user, 'phone'), msg.loginOk);
  });

  app.get('/sys/sms/outbox', { config: { access: perm('sms:outbox') } }, async (request) => {
    const query = queryOf(request);
    const size = Math.min(100, Math.max(1, Number(text(query, 'pageSize')) || 10));
    const current = Math.max(1, Number(text(query, 'pageNo')) || 1);
    const mobile = text(query, 'mobile', 20);
    let base = db.kysely.selectFrom('sysSmsOutbox');
    if (mobile) base = base.where('mobile', '=', mobile);
    const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
    const records = await base.selectAll().orderBy('createdAt', 'desc').limit(size).offset((current - 1) * size).execute();
    return ok(page(records, Number(total), size, current));
  });
}
