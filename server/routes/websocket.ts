import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { resolveSession } from '../auth/sessions.ts';

const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

/** The first offered subprotocol: the existing platform's clients send the token there. */
export function tokenFromProtocols(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(',')[0].trim();
}

/**
 * A browser names the page's origin: another site's page must not open a socket with a token it
 * got hold of. Clients that are not browsers send no Origin.
 */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The notice channel `/websocket/{userId}`. The route is anonymous to the header guard because a
 * browser cannot set headers on a websocket: the token travels as the subprotocol, and the
 * upgrade is refused unless it names a live session of that very user.
 */
export function websocketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { userId: string } }>('/websocket/:userId', {
    websocket: true,
    config: { access: anon, unlimited: true },
    preValidation: async (request, reply) => {
      if (!sameOrigin(request.headers.origin, request.host)) return reply.code(403).send();
      const auth = await resolveSession(ctx.db, tokenFromProtocols(request.headers['sec-websocket-protocol']), ctx.sessions);
      if (!auth || auth.user.id !== request.params.userId) return reply.code(401).send();
      request.auth = auth;
    },
  }, (socket, request) => {
    const auth = request.auth;
    if (!auth) return socket.close(4001, 'unauthorized');
    const remove = ctx.push.add(auth.user.id, { id: auth.session.id, expiresAt: auth.session.expiresAt }, socket);
    socket.on('message', () => socket.send(HEARTBEAT_REPLY));
    socket.on('close', remove);
  });
}
