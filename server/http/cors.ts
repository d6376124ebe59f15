import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './errors.ts';

/**
 * The request headers a client of another origin may send: the session token, the tenant (the
 * platform's clients send it under three names), the signature of signed calls and the low-code
 * app id, besides the content type.
 */
const ALLOWED_HEADERS = [
  'Content-Type', 'X-Access-Token', 'X-Tenant-Id', 'tenant-id', 'tenant_id', 'X-Sign', 'X-TIMESTAMP', 'X-Low-App-ID', 'X-Requested-With',
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** A download's name (导出) is read by the client from this header. */
const EXPOSED_HEADERS = 'Content-Disposition';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS_ORIGINS: the exact origins (`scheme://host[:port]`, comma separated) whose pages may call the
 * API, e.g. the platform's own client served by a separate web server. Empty (the default): none,
 * the browser's same-origin rule stands. A wildcard is refused: the API answers with the caller's data.
 */
export function corsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS must be origins like https://admin.example.com separated by commas (no path, no *), got "${origin}"`);
    }
  }
  return origins.map((o) => o.replace(/\/$/, ''));
}

/**
 * Answers the CORS protocol for the API routes when origins are allowed: the allowed origin is
 * echoed (never `*`, no credentials: the token travels in a header, not a cookie), and a preflight
 * is answered at once, before the session is read, since browsers send it without the token.
 */
export function installCors(app: FastifyInstance, allowed: readonly string[]): void {
  if (allowed.length === 0) return;
  const origins = new Set(allowed);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (typeof origin !== 'string' || !origins.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .code(204)
        .send();
    }
  });
}
