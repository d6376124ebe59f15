/** 0 empty, 1 low, 2 medium, 3 high: the levels of seed 002 §4. */
export type PasswordLevel = 0 | 1 | 2 | 3;

/** Below this length a password is low whatever it holds (seed 002 §9: password minimum length 8). */
const LOW_BELOW = 8;

/**
 * The three kinds the seed counts. Only the seed's special characters count as special (the full-width
 * ￥ included); other punctuation adds no kind, so `abc-defg` has letters only.
 */
const KINDS: readonly RegExp[] = [/\d/, /[A-Za-z]/, /[@#￥!^&*()]/];

/**
 * How strong a password looks, for the meter where one is chosen. Only a hint: acceptance is the
 * server's policy (server/auth/passwordPolicy.ts), which asks for more (12 characters, not common).
 */
export function passwordLevel(password: string): PasswordLevel {
  if (password === '') return 0;
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  if (password.length < LOW_BELOW || kinds < 2) return 1;
  return kinds === 2 ? 2 : 3;
}
