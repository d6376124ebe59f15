import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Scalar } from './fieldValues.ts';
import type { EntityModel } from './model.ts';

/**
 * Secret fields (a data source's password): kept encrypted (AES-256-GCM), never answered. The key
 * is SECRET_KEY's when the server is given one (then it is in no database dump), else one the
 * database keeps for itself in app_meta, made on first use (one for every process sharing the
 * database). Changing or dropping SECRET_KEY leaves stored secrets unreadable: they are typed again.
 */
const PREFIX = 'enc:v1:';
const configured = new WeakMap<Db, string>();
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The server's SECRET_KEY for this database (config.secretKey); none: the database keeps a key. */
export function configureSecretKey(db: Db, secret: string | undefined): void {
  if (secret) configured.set(db, secret);
  else configured.delete(db);
  keys.delete(db);
}

async function loadKey(db: Db): Promise<Buffer> {
  const secret = configured.get(db);
  if (secret) return crypto.createHash('sha256').update(secret).digest();
  await db.kysely.insertInto('appMeta').values({ key: 'secretKey', value: crypto.randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.kysely.selectFrom('appMeta').select('value').where('key', '=', 'secretKey').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** A write's transaction (writes.ts inTransaction) seals with its database's key. */
const origins = new WeakMap<Db, Db>();

function keyOf(given: Db): Promise<Buffer> {
  const db = origins.get(given) ?? given;
  let key = keys.get(db);
  if (!key) keys.set(db, (key = loadKey(db)));
  return key;
}

/**
 * The key read (or made) before a transaction starts: on SQLite the transaction holds the one
 * connection, so it cannot be read beside it. Then `tx` seals and opens with `db`'s key.
 */
export async function secretKeyReady(db: Db): Promise<void> {
  await keyOf(db);
}

/**
 * A key for another use (a signature, not the sealing of fields), derived from the database's key
 * with HKDF under `purpose`: one secret to keep, and no key serving two uses.
 */
export async function derivedKey(db: Db, purpose: string): Promise<Buffer> {
  return Buffer.from(crypto.hkdfSync('sha256', await keyOf(db), Buffer.alloc(0), purpose, 32));
}

export function shareSecretKey(db: Db, tx: Db): void {
  origins.set(tx, db);
}

/** The values with every secret field's text encrypted; the same object when the entity has none. */
export async function sealSecrets<V extends Record<string, Scalar | null>>(db: Db, entity: EntityModel, values: V): Promise<V> {
  const secrets = entity.fields.filter((f) => f.secret && typeof values[f.name] === 'string');
  if (secrets.length === 0) return values;
  const key = await keyOf(db);
  const sealed: Record<string, Scalar | null> = { ...values };
  for (const field of secrets) {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(String(values[field.name]), 'utf8'), cipher.final()]);
    sealed[field.name] = PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }
  return sealed as V;
}

/** A stored secret as it was typed; undefined when it was sealed with another key or is not sealed. */
export async function openSecret(db: Db, stored: string): Promise<string | undefined> {
  if (!stored.startsWith(PREFIX)) return undefined;
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', await keyOf(db), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
