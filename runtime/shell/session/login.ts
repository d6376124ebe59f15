import { postPlain } from '../request/actions';
import type { Envelope } from '../request/envelope';
import { HttpError } from '../request/HttpError';
import { storeLogin, storeTenantId } from '../storage/authStorage';
import { firstTenantId, isLoginSuccess, LoginError } from './loginResult';
import type { LoginParams, LoginResult } from './types';
import { toUserInfo } from './userInfo';

/**
 * Signs in with username and password. Resolves with the server's answer once the session is
 * stored; rejects with a LoginError carrying the server's code and message otherwise.
 */
export async function login(params: LoginParams): Promise<Envelope<LoginResult>> {
  let response: Envelope<LoginResult>;
  try {
    // Silent: the login page shows the reason itself, next to the form.
    response = await postPlain<LoginResult>('/sys/login', params, { silentErrors: true });
  } catch (error) {
    if (error instanceof HttpError) throw new LoginError(error.message, error.envelope?.code ?? error.status);
    throw error;
  }
  if (!isLoginSuccess(response)) throw new LoginError(response.message, response.code);

  const result = response.result;
  const user = toUserInfo(result?.userInfo);
  if (typeof result?.token !== 'string' || user === null) throw new LoginError(undefined, response.code);
  storeLogin({
    token: result.token,
    userInfo: result.userInfo,
    username: user.username,
    dictItems: result.sysAllDictItems ?? {},
  });
  const tenantId = firstTenantId(result);
  if (tenantId !== null) storeTenantId(tenantId);
  return response;
}
