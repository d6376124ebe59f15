import type { Envelope } from '../../../schemas/envelope.ts';
import type { OfferedTenant, StoredLogin } from '../storage/authStorage';
import { sessionMessages } from './messages';
import type { LoginResult } from './types';
import { toUserInfo } from './userInfo';

/**
 * Username, phone and third-party logins count only when `code` is 200 (seed 000 section 4);
 * success alone is not enough.
 */
export function isLoginSuccess(response: Envelope<unknown>): boolean {
  return String(response.code) === '200';
}

/** CAS validation counts on the success flag instead (seed 000 section 4). */
export function isCasSuccess(response: Envelope<unknown>): boolean {
  return response.success === true;
}

/** The tenant to send as `tenant-id` after login: the first of the user's tenants, if any. */
export function firstTenantId(result: Pick<LoginResult, 'tenantList'>): string | number | null {
  const first = Array.isArray(result.tenantList) ? result.tenantList[0] : undefined;
  return first !== undefined && (typeof first.id === 'string' || typeof first.id === 'number') ? first.id : null;
}

/**
 * The tenants to choose from after the password check (seed 000 §2.9 tenant selection): the login
 * answer's tenantList when it holds more than one; null when there is nothing to choose. A tenant
 * without a name is shown by its number.
 */
export function tenantChoiceOf(result: Pick<LoginResult, 'tenantList'>): OfferedTenant[] | null {
  const list = Array.isArray(result.tenantList) ? result.tenantList : [];
  const tenants = list
    .filter((t) => typeof t === 'object' && t !== null && (typeof t.id === 'string' || typeof t.id === 'number'))
    .map((t) => ({ id: t.id, name: typeof t.name === 'string' && t.name !== '' ? t.name : String(t.id) }));
  return tenants.length > 1 ? tenants : null;
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

export interface AcceptedLogin {
  login: StoredLogin;
  tenantId: string | number | null;
  /** More than one tenant: the user chooses before entering, and `tenantId` is not stored meanwhile. */
  tenantChoice: OfferedTenant[] | null;
}

/** What a sign-in answer leaves in storage, or a LoginError when the answer is not a success. */
export function acceptLogin(response: Envelope<LoginResult | null>, accepted: (response: Envelope<unknown>) => boolean): AcceptedLogin {
  if (!accepted(response)) throw new LoginError(response.message, response.code);
  const result = response.result;
  const user = toUserInfo(result?.userInfo);
  if (typeof result?.token !== 'string' || result.token === '' || user === null) throw new LoginError(undefined, response.code);
  return {
    login: { token: result.token, userInfo: result.userInfo, username: user.username, dictItems: result.sysAllDictItems ?? {} },
    tenantId: firstTenantId(result),
    tenantChoice: tenantChoiceOf(result),
  };
}
