import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon, caller, signedIn } from '../auth/access.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { contentDisposition } from '../http/download.ts';
import { ApiError, fail, ok, type Envelope } from '../http/envelope.ts';
import { fileTypeOf, extensionOf } from '../files/fileTypes.ts';
import { findStored } from '../files/findStored.ts';
import { receiveUpload } from '../files/receiveUpload.ts';
import { signStaticPath, staticLinkValid, staticUrlTtlMs } from '../files/staticLinks.ts';
import { storeUpload } from '../files/storeUpload.ts';
import { uploadLimitBytes, uploadRoot } from '../files/uploadRoot.ts';
import { accountMsg } from './accountMessages.ts';

/** How many stored paths one signing call may name (a list page asks for one page of cells). */
const MAX_SIGN_PATHS = 100;

/** The `paths` of a signing call: an array of at most MAX_SIGN_PATHS strings, else refused. */
function pathsToSign(body: Record<string, unknown>): string[] {
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length > MAX_SIGN_PATHS || !paths.every((p): p is string => typeof p === 'string')) {
    throw new ApiError(accountMsg.staticPathsInvalid);
  }
  return [...new Set(paths)];
}

/**
 * Uploads (api-contract: the stored path comes back in `message`, code 0) and the files behind
 * them. Files are never served anonymously (api-contract): an <img> or a link sends no token, so
 * a signed-in client first turns stored paths into short-lived signed addresses
 * (POST /sys/common/static/sign), and GET /sys/common/static/<path> answers only those.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const root = uploadRoot(ctx.config.dataDir);
  const maxBytes = uploadLimitBytes();

  app.post('/sys/common/upload', { config: { access: signedIn } }, async (request): Promise<Envelope<null>> => {
    const { user } = caller(request);
    try {
      const received = await receiveUpload(request, root, maxBytes);
      const stored = await storeUpload(db, root, received, user);
      return { success: true, message: stored, code: 0, result: null, timestamp: Date.now() };
    } catch (error) {
      // A malformed multipart body is the client's fault: say the upload failed, no more.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (!(error instanceof ApiError) && typeof status === 'number' && status < 500) throw new ApiError(accountMsg.uploadFailed);
      throw error;
    }
  });

  const ttlMs = staticUrlTtlMs();

  /*
   * Any signed-in user may sign any stored path that exists. Uploads are the shared attachments of
   * records (avatars shown beside names, pictures and files in list cells): whoever may see a
   * record may see its files, and the files carry no owner or record of their own to check
   * against. A path is known only from a record (96 random bits in every stored name), and the
   * signature keeps the file from anyone without a session for longer than the link lives.
   */
  app.post('/sys/common/static/sign', { config: { access: signedIn } }, async (request): Promise<Envelope<Record<string, string>>> => {
    const paths = pathsToSign(bodyOf(request));
    const found = await Promise.all(paths.map((stored) => findStored(root, stored)));
    const signed: Record<string, string> = {};
    for (const [i, stored] of paths.entries()) if (found[i]) signed[stored] = await signStaticPath(db, stored, ttlMs);
    return ok(signed);
  });

  app.get<{ Params: { '*': string } }>('/sys/common/static/*', { config: { access: anon, unlimited: true } }, async (request, reply) => {
    const stored = request.params['*'];
    const query = queryOf(request);
    const expires = text(query, 'expires', 20);
    if (!(await staticLinkValid(db, stored, expires, text(query, 'sig', 64)))) {
      return reply.code(403).send(fail(accountMsg.staticLinkInvalid, 403));
    }
    const found = await findStored(root, stored);
    if (!found) return reply.code(404).send(fail(accountMsg.staticMissing, 404));

    const type = fileTypeOf(extensionOf(found.file));
    const name = path.basename(found.file);
    const disposition = type?.kind === 'image' ? `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"` : contentDisposition(name);
    // The browser may keep the file while its address works; a shared cache must not keep it at all.
    const maxAge = Math.max(0, Math.floor((Number(expires) - Date.now()) / 1000));
    return reply
      .header('content-type', type?.contentType ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('content-disposition', disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${maxAge}`)
      .send(fs.createReadStream(found.file));
  });
}
