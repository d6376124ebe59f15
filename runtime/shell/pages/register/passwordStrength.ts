export type PasswordStrength = 'short' | 'weak' | 'medium' | 'strong';

/**
 * The server's minimum for a new password (server/auth/passwordPolicy.ts, OWASP ASVS level 2); it also
 * refuses common passwords and says so in its answer.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** The strength meter keeps the seed's levels (seed 002: short below 8); only acceptance asks for 12. */
const METER_SHORT_BELOW = 8;

/** A hint for the user: kinds of characters used (lower, upper, digits, others), and length. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < METER_SHORT_BELOW) return 'short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds >= 3 && password.length >= 10) return 'strong';
  return kinds >= 2 ? 'medium' : 'weak';
}
