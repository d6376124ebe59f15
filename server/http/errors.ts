import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, fail } from './envelope.ts';
import { fill, msg } from './messages.ts';
import { NO_CACHE } from './staticFiles.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export const API_PREFIX = '/jeecg-boot';

/**
 * PostgreSQL refusing a value's bytes (a NUL character, which no text column can hold): the
 * request's data is at fault, so it is answered as a malformed request, not a server error.
 */
const CLIENT_DATA_CODES = new Set(['22021']);
const clientDataError = (error: unknown) => CLIENT_DATA_CODES.has(String((error as { code?: unknown }).code));

/**
 * Errors become the envelope: an ApiError shows its message; a malformed request gets its status
 * and a plain message; anything else is logged with the request id and shown only as that id.
 */
export function installErrorHandling(app: FastifyInstance, staticDir: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(fail(error.message, error.code, error.result));
    const status = error.statusCode ?? (clientDataError(error) ? 400 : 500);
    if (status === 413) {
      const kb = Math.floor((request.routeOptions.bodyLimit ?? 0) / 1024);
      request.log.info({ route: request.routeOptions.url, ip: request.ip }, 'request body too large');
      return reply.code(413).send(fail(fill(msg.bodyTooLarge, { kb }), 413));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.code(status).send(fail(msg.badRequest, status));
    }
    // An unreachable or frozen database is no bug of the request: say so, and the next one tries again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database unavailable');
      return reply.code(503).header('Retry-After', 5).send(fail(msg.databaseUnavailable, 503));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.code(500).send(fail(fill(msg.unexpected, { id: request.id }), 500));
  });

  const indexFile = path.join(staticDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // The front end uses history mode: any other page path is the single page.
    if (!url.startsWith(API_PREFIX) && request.method === 'GET' && fs.existsSync(indexFile)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send(fail(msg.notFound, 404));
  });
}

/**
 * The API's own 404 for a path no route answers: the same envelope as the root's, but answered
 * inside the API so the API's hooks (the request trace among them) see it.
 */
export function installApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(msg.notFound, 404)));
}
