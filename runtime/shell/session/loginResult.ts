import type { Envelope } from '../request/envelope';
import { sessionMessages } from './messages';
import type { LoginResult } from './types';

/** Only the login calls look at `code`, and it must be 200 (seed 000 section 4); success alone is not enough. */
export function isLoginSuccess(response: Envelope<unknown>): boolean {
  return String(response.code) === '200';
}

/** The tenant to send as `tenant-id` after login: the first of the user's tenants, if any. */
export function firstTenantId(result: Pick<LoginResult, 'tenantList'>): string | number | null {
  const first = Array.isArray(result.tenantList) ? result.tenantList[0] : undefined;
  return first !== undefined && (typeof first.id === 'string' || typeof first.id === 'number') ? first.id : null;
}

/** A refused login, carrying the server's code (412 means a wrong captcha) and message. */
export class LoginError extends Error {
  readonly code: number | string | undefined;

  constructor(message: string | undefined, code: number | string | undefined) {
    super(message !== undefined && message !== '' ? message : sessionMessages.loginFailed);
    this.name = 'LoginError';
    this.code = code;
  }

  get isCaptchaError(): boolean {
    return String(this.code) === '412';
  }
}
