import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { isOwnService, validateCasTicket } from '../auth/cas.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin } from '../services/login.ts';
import { findUser } from '../services/users.ts';

const OUTSIDE_CALL_MS = 10_000;

/** Single sign-on: a CAS ticket, or a third-party provider's token. */
export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/cas/client/validateLogin', { config: { access: anon } }, async (request) => {
    const { casServerUrl: casUrl, casServiceUrl } = ctx.config;
    if (!casUrl || !casServiceUrl) throw new ApiError(msg.casNotConfigured);
    const query = queryOf(request);
    const ticket = text(query, 'ticket', 500);
    // The login page's own address with its redirect query, or by default the configured one.
    const service = text(query, 'service', 1000) || casServiceUrl;
    if (!ticket || !isOwnService(service, casServiceUrl)) throw new ApiError(msg.casTicketInvalid);
    let username: string | null;
    try {
      username = await validateCasTicket(casUrl, ticket, service, AbortSignal.timeout(OUTSIDE_CALL_MS));
    } catch (error) {
      request.log.warn({ err: error }, 'CAS server did not answer');
      throw new ApiError(msg.casTicketInvalid);
    }
    if (!username) throw new ApiError(msg.casTicketInvalid);
    const user = await findUser(db, { username });
    if (!user) throw new ApiError(msg.casUnknownUser);
    return ok(await completeLogin(ctx, request, user, 'cas'), msg.loginOk);
  });

  const thirdLogin = async (request: FastifyRequest, token: string, thirdType: string) => {
    const provider = ctx.thirdParty.get(thirdType.toLowerCase());
    if (!provider) throw new ApiError(msg.thirdTypeUnknown);
    if (!token) throw new ApiError(msg.thirdTokenInvalid);
    let thirdUserId: string | null;
    try {
      thirdUserId = await provider.resolveUserId(token, AbortSignal.timeout(OUTSIDE_CALL_MS));
    } catch (error) {
      request.log.warn({ err: error, thirdType }, 'third-party provider did not answer');
      throw new ApiError(msg.thirdTokenInvalid);
    }
    if (!thirdUserId) throw new ApiError(msg.thirdTokenInvalid);
    const binding = await db.kysely
      .selectFrom('sysThirdAccount')
      .select('userId')
      .where('thirdType', '=', provider.type)
      .where('thirdUserId', '=', thirdUserId)
      .executeTakeFirst();
    const user = binding && (await findUser(db, { id: binding.userId }));
    if (!user) throw new ApiError(msg.thirdUnknownUser);
    return ok(await completeLogin(ctx, request, user, `third:${provider.type}`), msg.loginOk);
  };

  app.post('/sys/thirdLogin/login', { config: { access: anon } }, async (request) => {
    const body = bodyOf(request);
    return thirdLogin(request, text(body, 'token', 4000), text(body, 'thirdType', 32));
  });

  app.get<{ Params: { token: string; thirdType: string } }>(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { access: anon } },
    async (request) => thirdLogin(request, request.params.token, request.params.thirdType),
  );
}
