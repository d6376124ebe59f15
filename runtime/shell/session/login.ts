import { getAction, postAction, postPlain } from '../request/actions';
import type { Envelope } from '../../../schemas/envelope.ts';
import { HttpError } from '../request/HttpError';
import { clearTenantChoice, storeLogin, storeSignInTenant, storeTenantId } from '../storage/authStorage';
import { acceptLogin, isCasSuccess, isLoginSuccess, LoginError } from './loginResult';
import type { CasLoginParams, LoginParams, LoginResult, PhoneLoginParams, ThirdLoginParams } from './types';

/** Silent: the login pages show the reason themselves, next to the form. */
const silent = { silentErrors: true } as const;

/**
 * Sends one sign-in call and, when the answer counts as a success, stores the session: token, user
 * info, username and dictionary items for 7 days, and the user's tenant, or, for a user of several
 * tenants, the tenants to choose from (the route guard then opens the tenant selection before any
 * page). Rejects with a LoginError carrying the server's code and message otherwise.
 */
async function signIn(
  send: () => Promise<Envelope<LoginResult | null>>,
  accepted: (response: Envelope<unknown>) => boolean,
): Promise<Envelope<LoginResult | null>> {
  let response: Envelope<LoginResult | null>;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof HttpError) throw new LoginError(error.message, error.envelope?.code ?? error.status);
    throw error;
  }
  const { login, tenantId, tenantChoice } = acceptLogin(response, accepted);
  storeLogin(login);
  storeSignInTenant(tenantId, tenantChoice);
  return response;
}

/** Username and password (api-contract section 2). */
export function login(params: LoginParams) {
  return signIn(() => postPlain<LoginResult | null>('/sys/login', params, silent), isLoginSuccess);
}

/** Mobile number and the SMS code sent by POST /sys/sms. */
export function phoneLogin(params: PhoneLoginParams) {
  return signIn(() => postPlain<LoginResult | null>('/sys/phoneLogin', params, silent), isLoginSuccess);
}

/** A provider token, checked by the server with the provider. */
export function thirdLogin(params: ThirdLoginParams) {
  return signIn(() => postPlain<LoginResult | null>('/sys/thirdLogin/login', params, silent), isLoginSuccess);
}

/** A CAS ticket for the service address it was issued to. */
export function casLogin(params: CasLoginParams) {
  return signIn(() => getAction<LoginResult | null>('/sys/cas/client/validateLogin', { ...params }, silent), isCasSuccess);
}

/**
 * The tenant chosen on the tenant selection after sign-in (seed 000 §2.9): the server makes it the
 * session's (PUT /sys/selectDepart with loginTenantId), then it is the stored tenant the requests
 * name and the choice is over. Rejects with the server's message, the choice still pending.
 */
export async function chooseTenant(tenantId: string | number): Promise<void> {
  let answer: Envelope<unknown>;
  try {
    answer = await postAction<unknown>('/sys/selectDepart', { loginTenantId: tenantId }, silent);
  } catch (error) {
    if (error instanceof HttpError) throw new LoginError(error.message, error.envelope?.code ?? error.status);
    throw error;
  }
  if (!answer.success) throw new LoginError(answer.message, answer.code);
  storeTenantId(tenantId);
  clearTenantChoice();
}
