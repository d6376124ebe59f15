import type { Db } from '../db/database.ts';
import { API_PREFIX } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { linkSignatureValid, signLink } from './linkSigner.ts';

/** How long a generated file and its link live. */
export const FILE_LINK_MS = 15 * 60_000;

/** Stores a generated file and answers a signed link to it that works for FILE_LINK_MS. */
export async function storeFile(db: Db, file: { name: string; contentType: string; content: Buffer }, now = Date.now()): Promise<string> {
  const id = newId();
  const expires = now + FILE_LINK_MS;
  await db.kysely
    .insertInto('appFile')
    .values({ id, name: file.name, contentType: file.contentType, content: file.content, createdAt: now, expiresAt: expires })
    .execute();
  const sig = await signLink(db, id, expires);
  return `${API_PREFIX}/sys/common/download/${id}?expires=${expires}&sig=${sig}`;
}

/** Whether a link's signature is ours and its time has not run out. */
export function linkIsValid(db: Db, id: string, expires: string, sig: string, now = Date.now()): Promise<boolean> {
  return linkSignatureValid(db, id, expires, sig, now);
}

export async function readFile(db: Db, id: string, now = Date.now()) {
  return db.kysely
    .selectFrom('appFile')
    .select(['name', 'contentType', 'content'])
    .where('id', '=', id)
    .where('expiresAt', '>=', now)
    .executeTakeFirst();
}
