export type PasswordStrength = 'short' | 'weak' | 'medium' | 'strong';

/** The server takes any password of 8 or more characters; this only says how far past that it goes. */
export const PASSWORD_MIN_LENGTH = 8;

/** A hint for the user: kinds of characters used (lower, upper, digits, others), and length. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds >= 3 && password.length >= 10) return 'strong';
  return kinds >= 2 ? 'medium' : 'weak';
}
