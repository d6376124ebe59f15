import { getAction, getPlain, postAction } from '../../request/actions';
import { type IcpLink, OLDER_SERVER_OPTIONS, parseIcpLink, parseLoginOptions, type LoginOptions } from './loginOptions';

let pending: Promise<unknown> | null = null;

/** GET /sys/loginOptions, once for everyone asking at the same time: the login form and the layout's footer. */
function loginOptionsResult(): Promise<unknown> {
  pending ??= getPlain<unknown>('/sys/loginOptions', undefined, { silentErrors: true })
    .then((response) => response.result)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** What the login page offers. Any failure reads as an older server (captcha on, nothing else). */
export async function fetchLoginOptions(): Promise<LoginOptions> {
  try {
    return parseLoginOptions(await loginOptionsResult());
  } catch {
    return OLDER_SERVER_OPTIONS;
  }
}

/** The footer's ICP link; none when the server names none or cannot be asked. */
export async function fetchIcpLink(): Promise<IcpLink | null> {
  try {
    return parseIcpLink(await loginOptionsResult());
  } catch {
    return null;
  }
}

/** The captcha image for a key, as a data URL (api-contract section 2). */
export async function fetchCaptchaImage(key: string): Promise<string> {
  const response = await getAction<unknown>(`/sys/randomImage/${key}`, undefined, { silentErrors: true });
  if (!response.success || typeof response.result !== 'string') throw new Error(response.message);
  return response.result;
}

/** The provider address to open and the state the server issued for it (its flow cookie is set as well). */
export interface ThirdPartyStart {
  url: string;
  state: string;
}

/** Step 1 of thirdPartyFlow.ts: the server issues the state (and PKCE challenge) and builds the authorize address. */
export async function startThirdPartySignIn(thirdType: string, returnUrl: string): Promise<ThirdPartyStart> {
  const response = await getAction<Partial<ThirdPartyStart>>(`/sys/thirdLogin/authorize/${encodeURIComponent(thirdType)}`, { redirect_uri: returnUrl });
  const { url, state } = response.result ?? {};
  if (!response.success || typeof url !== 'string' || typeof state !== 'string') throw new Error(response.message);
  return { url, state };
}

/** Sends a login SMS code to a mobile number (smsmode "0" is login, api-contract section 2). */
/** What a code is for (api-contract: 0 login, 1 registration, 2 password recovery). */
export type SmsMode = '0' | '1' | '2';

export async function sendSmsCode(mobile: string, smsmode: SmsMode = '0'): Promise<string> {
  const response = await postAction<unknown>('/sys/sms', { mobile, smsmode }, { silentErrors: true });
  if (!response.success) throw new Error(response.message);
  return response.message;
}
