import { passwordPolicyProblem } from '../auth/passwordPolicy.ts';
import { registerMsg } from './registerMessages.ts';

/** Seed 001: 4 to 18 letters, digits or underscores. */
export const USERNAME = /^\w{4,18}$/;
/** The rule POST /sys/sms applies too. */
export const MOBILE = /^1[3-9]\d{9}$/;
/** Seed 001: a top level of 2 to 14 letters; the column holds 45 characters. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,14}$/;
export const EMAIL_MAX = 45;

/** The password policy (auth/passwordPolicy.ts), with registration's message for an empty one. */
export function passwordProblem(password: string): string | null {
  if (!password) return registerMsg.passwordRequired;
  return passwordPolicyProblem(password);
}
