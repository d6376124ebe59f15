import { getAction, postAction } from '../../request/actions';

/** smsmode of POST /sys/sms (api-contract section 2): "1" register, "2" forgot password. */
async function expectSuccess<T>(call: Promise<{ success: boolean; message: string; result: T | null }>): Promise<{ message: string; result: T | null }> {
  const response = await call;
  if (!response.success) throw new Error(response.message);
  return response;
}

/** True when no account has this username (the platform answers success false when taken). */
export async function isUsernameFree(username: string): Promise<boolean> {
  const response = await getAction<unknown>('/sys/user/checkOnlyUser', { username }, { silentErrors: true });
  return response.success;
}

export interface Registration {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

export async function registerAccount(registration: Registration): Promise<string> {
  return (await expectSuccess(postAction<unknown>('/sys/user/register', registration, { silentErrors: true }))).message;
}

/** Proves the recovery code; the answer's `smscode` is the server's one-time ticket for the next step. */
export async function verifyPhone(phone: string, smscode: string): Promise<{ username: string; ticket: string }> {
  const { result } = await expectSuccess(postAction<{ username?: unknown; smscode?: unknown }>('/sys/user/phoneVerification', { phone, smscode }, { silentErrors: true }));
  if (typeof result?.username !== 'string' || typeof result.smscode !== 'string') throw new Error('phoneVerification answered without username and ticket');
  return { username: result.username, ticket: result.smscode };
}

export async function changeForgottenPassword(change: { username: string; password: string; phone: string; ticket: string }): Promise<string> {
  const body = { username: change.username, password: change.password, phone: change.phone, smscode: change.ticket };
  return (await expectSuccess(postAction<unknown>('/sys/user/passwordChange', body, { silentErrors: true }))).message;
}
