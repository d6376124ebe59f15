import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { authorizeAddress, exchangeCode, type ThirdPartyProvider } from '../auth/thirdParty.ts';
import {
  consumeThirdState, flowCookie, flowFor, flowFromCookies, issueThirdState, pkceChallenge, pkceVerifier, type StateCheck,
} from '../auth/thirdPartyState.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { completeLogin } from '../services/login.ts';
import { findUser } from '../services/users.ts';

const OUTSIDE_CALL_MS = 10_000;

const stateRefusals: Record<Exclude<StateCheck, 'ok'>, string> = {
  missing: msg.thirdStateMissing,
  invalid: msg.thirdStateInvalid,
  expired: msg.thirdStateExpired,
};

/** What the browser brings back from the provider: a token (implicit grant, relay) or a code. */
interface Returned {
  token: string;
  code: string;
  state: string;
  redirectUri: string;
}

function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Third-party sign-in. A provider with an authorize address is a browser redirect flow: the server
 * issues its state (single use, ten minutes, bound to the browser by an HttpOnly cookie) and refuses
 * a sign-in without it; with a token address the provider returns a code, exchanged with PKCE. A
 * provider without an authorize address takes tokens handed over by an enterprise app or a platform
 * client, checked with the provider (and its audience) as before.
 */
export function thirdLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const providerOf = (thirdType: string): ThirdPartyProvider => {
    const provider = ctx.thirdParty.get(thirdType.toLowerCase());
    if (!provider) throw new ApiError(msg.thirdTypeUnknown);
    return provider;
  };

  app.get<{ Params: { thirdType: string } }>('/sys/thirdLogin/authorize/:thirdType', { config: { access: anon } }, async (request, reply) => {
    const provider = providerOf(request.params.thirdType);
    if (!provider.authorizeUrl) throw new ApiError(msg.thirdNoAuthorize);
    const redirectUri = text(queryOf(request), 'redirect_uri', 1000);
    if (!isHttpAddress(redirectUri)) throw new ApiError(msg.thirdRedirectInvalid);
    const flow = flowFor(flowFromCookies(request.headers.cookie));
    const state = await issueThirdState(db, provider.type, flow);
    reply.header('set-cookie', flowCookie(flow, request.protocol === 'https'));
    return ok({ url: authorizeAddress(provider, redirectUri, state, pkceChallenge(pkceVerifier(flow, state))), state });
  });

  /** The provider's token for what the browser brought back, after its state is checked and used up. */
  const providerToken = async (request: FastifyRequest, provider: ThirdPartyProvider, returned: Returned): Promise<string | null> => {
    if (!provider.authorizeUrl && !returned.code) return returned.token;
    const flow = flowFromCookies(request.headers.cookie);
    const check = await consumeThirdState(db, provider.type, flow, returned.state);
    if (check !== 'ok') throw new ApiError(stateRefusals[check]);
    if (!returned.code) return returned.token;
    if (!provider.tokenUrl || !flow || !returned.redirectUri) return null;
    const exchange = { code: returned.code, redirectUri: returned.redirectUri, codeVerifier: pkceVerifier(flow, returned.state) };
    return exchangeCode(provider, exchange, AbortSignal.timeout(OUTSIDE_CALL_MS));
  };

  const thirdLogin = async (request: FastifyRequest, thirdType: string, returned: Returned) => {
    const provider = providerOf(thirdType);
    if (!returned.token && !returned.code) throw new ApiError(msg.thirdTokenInvalid);
    let thirdUserId: string | null = null;
    try {
      const token = await providerToken(request, provider, returned);
      if (token) thirdUserId = await provider.resolveUserId(token, AbortSignal.timeout(OUTSIDE_CALL_MS));
    } catch (error) {
      if (error instanceof ApiError) throw error;
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
    return thirdLogin(request, text(body, 'thirdType', 32), {
      token: text(body, 'token', 4000),
      code: text(body, 'code', 2000),
      state: text(body, 'state', 200),
      redirectUri: text(body, 'redirect_uri', 1000),
    });
  });

  app.get<{ Params: { token: string; thirdType: string } }>(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { access: anon } },
    async (request) => thirdLogin(request, request.params.thirdType, {
      token: request.params.token, code: '', state: text(queryOf(request), 'state', 200), redirectUri: '',
    }),
  );
}
