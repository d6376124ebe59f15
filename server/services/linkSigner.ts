import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * Signatures of links a browser opens without headers (export downloads, uploaded files): the
 * signature is the permission, never a token in the query string (api-contract).
 */
const SECRET_KEY = 'file_link_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key: made once, kept in app_meta, so every process signs and checks with the same one. The
 * first process to store it wins; the others read its value.
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

/**
 * `subject` names what the link opens; each kind of link gives its subjects a form of its own
 * (download ids are digits, static paths start with `static/`), so a signature for one never
 * opens another. The expiry is digits only, so `subject.expires` reads back one way.
 */
const hmac = (secret: Buffer, subject: string, expires: number) => createHmac('sha256', secret).update(`${subject}.${expires}`).digest('hex');

/** The signature (hex) of `subject` until `expires` (epoch ms). */
export async function signLink(db: Db, subject: string, expires: number): Promise<string> {
  return hmac(await linkSecret(db), subject, expires);
}

/** Whether `sig` is ours for `subject` and `expires` (epoch ms, as text from a query) has not passed. */
export async function linkSignatureValid(db: Db, subject: string, expires: string, sig: string, now = Date.now()): Promise<boolean> {
  const when = Number(expires);
  if (!/^\d{1,15}$/.test(expires) || when < now || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(hmac(await linkSecret(db), subject, when), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
