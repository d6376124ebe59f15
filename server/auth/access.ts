import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError, fail } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { resolveSession, type AuthContext, type SessionPolicy } from './sessions.ts';
import { userPermissionCodes } from '../services/permissions.ts';
import { PermissionCache } from './permissionCache.ts';

/** What a route needs. Every route declares one; a route without it stops the server at start-up. */
export type Access = { kind: 'anon' } | { kind: 'user' } | { kind: 'perm'; code: string };

export const anon: Access = { kind: 'anon' };
export const signedIn: Access = { kind: 'user' };
export const perm = (code: string): Access => ({ kind: 'perm', code });

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The caller's permission codes (cached per session like the guard's): set with `auth`. */
    heldCodes: (() => Promise<Set<string>>) | null;
  }
}

/** The signed-in caller of a route declared `signedIn` or `perm(...)`: the guard ran before it. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} read the caller without declaring access`);
  return request.auth;
}

/**
 * Whether the signed-in caller holds a code: for handlers whose need depends on the request (a
 * dictionary's entity, a tenant outside the caller's own), which a route's `access` cannot say.
 */
export async function callerHolds(request: FastifyRequest, code: string): Promise<boolean> {
  caller(request);
  return request.heldCodes !== null && (await request.heldCodes()).has(code);
}

/** Whether the caller holds at least one of the codes: for reads that serve several pages. */
export async function callerHoldsAny(request: FastifyRequest, codes: readonly string[]): Promise<boolean> {
  return (await Promise.all(codes.map((code) => callerHolds(request, code)))).includes(true);
}

/** Refuses (403) a caller holding none of the codes. */
export async function requireAny(request: FastifyRequest, codes: readonly string[]): Promise<void> {
  if (!(await callerHoldsAny(request, codes))) throw new ApiError(msg.accessDenied, 403, 403);
}

function deny(reply: FastifyReply, status: 401 | 403) {
  const message = status === 401 ? msg.tokenInvalid : msg.accessDenied;
  return reply.code(status).send(fail(message, status));
}

/**
 * The session is read on every request; a session's permission codes are reused for a few seconds
 * (`PermissionCache`), so a grant removed from a role is refused within that time, not at once.
 */
export function installAccessGuard(app: FastifyInstance, db: Db, policy: SessionPolicy, permissions = new PermissionCache()): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('heldCodes', null);

  app.addHook('onRoute', (route) => {
    const isStatic = !route.url.startsWith('/jeecg-boot');
    if (!isStatic && !route.config?.access) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no access (anon, signedIn or perm)`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    // Identity comes only from this header (the websocket route reads its subprotocol instead).
    const header = request.headers['x-access-token'];
    const token = typeof header === 'string' ? header : '';
    request.auth = token ? await resolveSession(db, token, policy) : null;
    if (access.kind === 'anon') return;
    if (!request.auth) return deny(reply, 401);
    const { session, user } = request.auth;
    request.heldCodes = () => permissions.codes(session.id, () => userPermissionCodes(db, user.id));
    if (access.kind === 'perm' && !(await request.heldCodes()).has(access.code)) return deny(reply, 403);
  });
}
