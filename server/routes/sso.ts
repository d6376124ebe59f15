import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { isOwnService, validateCasTicket } from '../auth/cas.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { queryOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin } from '../services/login.ts';
import { findUser } from '../services/users.ts';

const OUTSIDE_CALL_MS = 10_000;

/** Single sign-on with a CAS ticket (third-party providers: thirdLogin.ts). */
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
}
