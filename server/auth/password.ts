import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

/**
 * argon2id (the library's default algorithm; its const enum cannot be named under isolatedModules)
 * with OWASP's parameters: 19 MiB, 2 passes, 1 lane. The work runs on libuv's thread pool, not on the
 * event loop, and the whole password counts (bcrypt silently ignored every byte past the 72nd).
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2ID = '$argon2id$';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2);
}

/** A hash of nothing anyone knows, compared against when the user does not exist, so that an
 * unknown user and a wrong password take the same time. Made on first use, not at import. */
let decoy: Promise<string> | undefined;

/** True when plain is the password of the stored hash: argon2id, or bcrypt from before (see needsRehash). */
export async function verifyPassword(plain: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoy, plain);
    return false;
  }
  if (stored.startsWith('$argon2')) return verify(stored, plain).catch(() => false);
  // Rows hashed before argon2: bcryptjs runs on the event loop, but only once per account (the
  // sign-in rehashes them), and the stored cost bounds the work.
  return bcrypt.compare(plain, stored).catch(() => false);
}

/** True for a hash made before argon2id: a successful sign-in replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2ID);
}

/** A strong password for first start when ADMIN_PASSWORD is not given. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
