import { LoginError } from '../../session/loginResult';
import { sessionBackend, type StorageLike } from '../../storage/localStore';
import { SessionStorageKeys } from '../../storage/storageKeys';

/*
 * The slider verification on the login page (seed 002 §4) is friction that pairs with the server's
 * throttle (server/auth/throttle.ts), which slows an account or address after failures but says
 * nothing of them before a try. So the browser keeps its own mark: once a password sign-in of this
 * tab was refused, every further try needs the slider first. The captcha and the throttle stay
 * as they are; the slider only adds to them.
 */

/** A refusal the throttle counts (wrong name or password, or "wait"): a wrong captcha answer is not one. */
export function countsAsFailure(failure: unknown): boolean {
  return failure instanceof LoginError && !failure.isCaptchaError;
}

export function failedBefore(storage: StorageLike = sessionBackend): boolean {
  return storage.getItem(SessionStorageKeys.loginFailedBefore) === '1';
}

export function rememberFailure(storage: StorageLike = sessionBackend): void {
  storage.setItem(SessionStorageKeys.loginFailedBefore, '1');
}

/** After a sign-in: the next person at this tab starts without the slider. */
export function forgetFailures(storage: StorageLike = sessionBackend): void {
  storage.removeItem(SessionStorageKeys.loginFailedBefore);
}
