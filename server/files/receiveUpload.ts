import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { accountMsg } from '../routes/accountMessages.ts';
import { extensionOf, HEAD_BYTES } from './fileTypes.ts';
import type { ReceivedFile } from './checkUpload.ts';

/** Unfinished uploads: inside the root so the final rename stays on one file system, never served. */
export const INCOMING_DIR = '.incoming';

export interface Received extends ReceivedFile {
  originalName: string;
  /** Where the content waits until it is checked; the caller moves or removes it. */
  tempFile: string;
  fields: Record<string, string>;
}

/** Copies a stream while keeping its first bytes, its size and whether it held a NUL byte. */
function inspector(into: { head: Buffer; size: number; hasNul: boolean }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (into.head.length < HEAD_BYTES) into.head = Buffer.concat([into.head, chunk.subarray(0, HEAD_BYTES - into.head.length)]);
      into.size += chunk.length;
      if (!into.hasNul && chunk.includes(0)) into.hasNul = true;
      done(null, chunk);
    },
  });
}

const tooLarge = (maxBytes: number) => new ApiError(fill(accountMsg.uploadTooLarge, { mb: Math.round((maxBytes / 1024 / 1024) * 100) / 100 }));

/**
 * Reads a multipart upload: the part named `file` is streamed to a temporary file (never held in
 * memory), the other fields are collected. A second file, a part over `maxBytes` or no file at all
 * is refused with the message the client shows.
 */
export async function receiveUpload(request: FastifyRequest, root: string, maxBytes: number): Promise<Received> {
  if (!request.isMultipart()) throw new ApiError(accountMsg.uploadNoFile);
  const incoming = path.join(root, INCOMING_DIR);
  await fs.promises.mkdir(incoming, { recursive: true });
  const tempFile = path.join(incoming, randomBytes(16).toString('hex'));
  const fields: Record<string, string> = {};
  let file: Omit<Received, 'fields' | 'tempFile'> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 10, parts: 12 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        if (file) throw new ApiError(accountMsg.uploadOneFile);
        part.file.resume();
        continue;
      }
      const seen = { head: Buffer.alloc(0), size: 0, hasNul: false };
      await pipeline(part.file, inspector(seen), fs.createWriteStream(tempFile, { flags: 'wx' }));
      if (part.file.truncated) throw tooLarge(maxBytes);
      file = { ...seen, ext: extensionOf(part.filename), declaredType: part.mimetype, originalName: part.filename.slice(-255) };
    }
  } catch (error) {
    await fs.promises.rm(tempFile, { force: true });
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw new ApiError(accountMsg.uploadOneFile);
    // A body that ends mid-part or breaks the multipart grammar is the parser's plain Error: the
    // client's fault, found by the upload property test. A file system failure (it names its
    // syscall) stays a server error.
    if (!(error instanceof ApiError) && (error as { syscall?: unknown }).syscall === undefined) throw new ApiError(accountMsg.uploadFailed);
    throw error;
  }
  if (!file) throw new ApiError(accountMsg.uploadNoFile);
  return { ...file, tempFile, fields };
}
