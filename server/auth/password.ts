import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

/** A hash of nothing anyone knows, compared against when the user does not exist, so that an
 * unknown user and a wrong password take the same time. */
const decoy = bcrypt.hashSync(randomBytes(16).toString('hex'), COST);

export function verifyPassword(plain: string, hash: string | undefined): Promise<boolean> {
  return bcrypt.compare(plain, hash ?? decoy);
}

/** A strong password for first start when ADMIN_PASSWORD is not given. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
