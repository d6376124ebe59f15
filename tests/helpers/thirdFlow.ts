import type { TestServer } from './server.ts';

export interface ThirdFlow {
  /** The provider address the browser would open. */
  url: URL;
  state: string;
  /** The flow cookie as a browser sends it back (`name=value`). */
  cookie: string;
  setCookie: string;
}

/** Starts a third-party sign-in as the login page does: the server issues the state and sets the flow cookie. */
export async function startThirdFlow(server: TestServer, thirdType: string, options: { redirectUri?: string; cookie?: string } = {}): Promise<ThirdFlow> {
  const redirectUri = options.redirectUri ?? `http://127.0.0.1:8080/user/login?thirdType=${thirdType}`;
  const response = await fetch(`${server.url}/jeecg-boot/sys/thirdLogin/authorize/${thirdType}?redirect_uri=${encodeURIComponent(redirectUri)}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const body = (await response.json()) as { success: boolean; message: string; result: { url: string; state: string } };
  if (!body.success) throw new Error(`authorize for ${thirdType} refused: ${body.message}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { url: new URL(body.result.url), state: body.result.state, cookie: setCookie.split(';')[0], setCookie };
}
