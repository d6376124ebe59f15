import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { queryOf, text } from '../http/body.ts';
import { contentDisposition } from '../http/download.ts';
import { fail } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { linkIsValid, readFile } from '../services/files.ts';

/**
 * Generated files (an import's error rows) behind signed, short-lived links: a browser opens them
 * without headers, so the signature is the permission, never a token in the query string.
 */
export function downloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get<{ Params: { id: string } }>('/sys/common/download/:id', { config: { access: anon, unlimited: true } }, async (request, reply) => {
    const query = queryOf(request);
    const id = request.params.id;
    if (!(await linkIsValid(db, id, text(query, 'expires', 20), text(query, 'sig', 64)))) {
      return reply.code(403).send(fail(msg.downloadInvalid, 403));
    }
    const file = await readFile(db, id);
    if (!file) return reply.code(404).send(fail(msg.downloadMissing, 404));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.content));
  });
}
