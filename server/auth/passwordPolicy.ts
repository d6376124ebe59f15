import fs from 'node:fs';
import { msg } from '../http/messages.ts';

/**
 * The one rule for a newly chosen password (OWASP ASVS 4.0 level 2, 2.1.1-2.1.7): at least 12
 * characters, at most 128, and not on the common-password list. Every place that sets a password
 * asks here: registration, change of one's own password, an administrator's add or reset, password
 * recovery and `npm run admin:password`.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** argon2 takes any length; the cap only keeps one sign-in from hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

const common = new Set(
  fs.readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** The message that refuses the password, or null when it may be chosen. */
export function passwordPolicyProblem(password: string): string | null {
  // Characters as people count them: a Chinese character or an emoji is one, not one or two UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return msg.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return msg.passwordTooLong;
  if (common.has(password.toLowerCase())) return msg.passwordTooCommon;
  return null;
}
