import { getAction, getPlain } from '../../request/actions';

export interface LoginOptions {
  captcha: boolean;
}

/**
 * Whether the login form needs a captcha. A server without this endpoint is an older one, which
 * always wants a captcha, so any failure reads as "captcha on".
 */
export async function fetchLoginOptions(): Promise<LoginOptions> {
  try {
    const response = await getPlain<unknown>('/sys/loginOptions', undefined, { silentErrors: true });
    const result = response.result;
    const captcha = typeof result === 'object' && result !== null && 'captcha' in result ? result.captcha : true;
    return { captcha: captcha !== false };
  } catch {
    return { captcha: true };
  }
}

/** The captcha image for a key, as a data URL (api-contract section 2). */
export async function fetchCaptchaImage(key: string): Promise<string> {
  const response = await getAction<unknown>(`/sys/randomImage/${key}`, undefined, { silentErrors: true });
  if (!response.success || typeof response.result !== 'string') throw new Error(response.message);
  return response.result;
}
