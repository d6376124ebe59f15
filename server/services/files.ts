import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { API_PREFIX } from '../http/errors.ts';
import { newId } from '../ids.ts';

/** How long a generated file and its link live. */
export const FILE_LINK_MS = 15 * 60_000;

const SECRET_KEY = 'file_link_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key that signs download links: made once, kept in app_meta, so every process signs and
 * checks with the same one. The first process to store it wins; the others read its value.
 */
function linkSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.kysely
        .insertInto('appMeta')
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.kysely.selectFrom('appMeta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const signature = (secret: Buffer, id: string, expires: number) =>
  createHmac('sha256', secret).update(`${id}.${expires}`).digest('hex');

/** Stores a generated file and answers a signed link to it that works for FILE_LINK_MS. */
export async function storeFile(db: Db, file: { name: string; contentType: string; content: Buffer }, now = Date.now()): Promise<string> {
  const id = newId();
  const expires = now + FILE_LINK_MS;
  await db.kysely
    .insertInto('appFile')
    .values({ id, name: file.name, contentType: file.contentType, content: file.content, createdAt: now, expiresAt: expires })
    .execute();
  const sig = signature(await linkSecret(db), id, expires);
  return `${API_PREFIX}/sys/common/download/${id}?expires=${expires}&sig=${sig}`;
}

/** Whether a link's signature is ours and its time has not run out. */
export async function linkIsValid(db: Db, id: string, expires: string, sig: string, now = Date.now()): Promise<boolean> {
  const when = Number(expires);
  if (!/^\d{1,15}$/.test(expires) || when < now || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(signature(await linkSecret(db), id, when), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

export async function readFile(db: Db, id: string, now = Date.now()) {
  return db.kysely
    .selectFrom('appFile')
    .select(['name', 'contentType', 'content'])
    .where('id', '=', id)
    .where('expiresAt', '>=', now)
    .executeTakeFirst();
}
