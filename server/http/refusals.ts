import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';
import { msg } from './messages.ts';

/** Query parameters that carry a secret: a URL ends up in proxy logs, browser history and Referer headers. */
const SECRET_PARAMS = new Set(['password', 'oldpassword', 'newpassword', 'confirmpassword', 'pwd', 'passwd']);

// Sign-in, registration and password routes; other routes read `password=` as a list filter, which the entity rules refuse.
const CREDENTIAL_ROUTE = /password|login|regist/i;

/** A request that names a password in the query string of an anonymous or credential route is refused. */
export function refuseSecretsInQuery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions;
    if (route.config?.access?.kind !== 'anon' && !CREDENTIAL_ROUTE.test(route.url ?? '')) return;
    const query = request.query;
    if (!query || typeof query !== 'object') return;
    if (!Object.keys(query).some((key) => SECRET_PARAMS.has(key.toLowerCase()))) return;
    return reply.code(400).send(fail(msg.secretInQuery, 400));
  });
}

const LOGGED = new Set([401, 403, 429]);

/**
 * Refused requests are logged so an operator sees probing and floods: the route pattern (never
 * the URL, which may hold a download token), the user when known, and the address.
 */
export function logRefusals(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!LOGGED.has(reply.statusCode)) return;
    request.log.warn(
      { status: reply.statusCode, method: request.method, route: request.routeOptions.url ?? null, user: request.auth?.user.username ?? null, ip: request.ip },
      'request refused',
    );
  });
}
