/**
 * A third-party identity provider: it turns the provider's token into the provider's user id,
 * which sys_third_account binds to one of our users. The provider's word is all we trust, so it
 * must be reached over a channel the operator configured, never one named by the request.
 */
export interface ThirdPartyProvider {
  type: string;
  /**
   * Where the login page sends the browser to obtain a provider token; the provider (or the
   * operator's relay) sends it back to the login page with `token` (see the login page's flow).
   */
  authorizeUrl?: string;
  /**
   * This application's client id at the provider (THIRD_LOGIN_<TYPE>_CLIENT_ID). When set, the
   * userinfo answer must name it (aud, azp, client_id or appid): a token the provider issued to
   * another application is refused, and so is an answer that names no client.
   */
  clientId?: string;
  /**
   * The provider's token address (THIRD_LOGIN_<TYPE>_TOKEN_URL). When set, the flow is the
   * authorization-code grant with PKCE: the provider returns a code, which the server exchanges here
   * (with THIRD_LOGIN_<TYPE>_CLIENT_SECRET when the provider wants one) for the token.
   */
  tokenUrl?: string;
  clientSecret?: string;
  resolveUserId(token: string, signal: AbortSignal): Promise<string | null>;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** The access token the provider's token address gives for a code, or null when it refuses. */
export async function exchangeCode(provider: ThirdPartyProvider, exchange: CodeExchange, signal: AbortSignal): Promise<string | null> {
  if (!provider.tokenUrl) return null;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  if (provider.clientId) form.set('client_id', provider.clientId);
  if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json()) as Record<string, unknown>;
  return typeof body.access_token === 'string' && body.access_token ? body.access_token : null;
}

/**
 * The address the browser opens at the provider: the configured authorize address with the return
 * address and the server's state, and for a code flow the response type, client id and S256 challenge.
 */
export function authorizeAddress(provider: ThirdPartyProvider, redirectUri: string, state: string, codeChallenge: string): string | null {
  if (!provider.authorizeUrl) return null;
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (provider.tokenUrl) {
    url.searchParams.set('response_type', 'code');
    if (provider.clientId && !url.searchParams.has('client_id')) url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/**
 * The generic OAuth2 provider: GET userinfoUrl with `Authorization: Bearer <token>`; the answer's
 * `id` (or `sub`, `userid`, `openid`) is the provider's user id.
 */
export function oauthUserinfoProvider(
  type: string,
  userinfoUrl: string,
  authorizeUrl?: string,
  clientId?: string,
  code?: { tokenUrl: string; clientSecret?: string },
): ThirdPartyProvider {
  return {
    type,
    authorizeUrl,
    clientId,
    tokenUrl: code?.tokenUrl,
    clientSecret: code?.clientSecret,
    async resolveUserId(token, signal) {
      const response = await fetch(userinfoUrl, { headers: { Authorization: `Bearer ${token}` }, signal });
      if (!response.ok) return null;
      const body = (await response.json()) as Record<string, unknown>;
      if (clientId !== undefined && !audiences(body).includes(clientId)) return null;
      const id = body.id ?? body.sub ?? body.userid ?? body.openid;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
    },
  };
}

/** The client ids a userinfo answer names: OIDC's aud (one or a list) and azp, OAuth's client_id, WeChat's appid. */
function audiences(body: Record<string, unknown>): string[] {
  const named = [body.aud, body.azp, body.client_id, body.appid].flat();
  return named.filter((value): value is string => typeof value === 'string');
}

/**
 * Providers from the environment: THIRD_LOGIN_<TYPE>_USERINFO_URL=https://… per type, and optionally
 * THIRD_LOGIN_<TYPE>_AUTHORIZE_URL, the sign-in address the login page's button opens, and
 * THIRD_LOGIN_<TYPE>_CLIENT_ID, the client id the provider's answer must name, and
 * THIRD_LOGIN_<TYPE>_TOKEN_URL (with THIRD_LOGIN_<TYPE>_CLIENT_SECRET if the provider wants one) for
 * the authorization-code grant with PKCE.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): Map<string, ThirdPartyProvider> {
  const providers = new Map<string, ThirdPartyProvider>();
  for (const [key, value] of Object.entries(env)) {
    const match = /^THIRD_LOGIN_([A-Z0-9_]+)_USERINFO_URL$/.exec(key);
    if (match && value) {
      const type = match[1].toLowerCase();
      const setting = (name: string) => env[`THIRD_LOGIN_${match[1]}_${name}`] || undefined;
      const tokenUrl = setting('TOKEN_URL');
      const code = tokenUrl ? { tokenUrl, clientSecret: setting('CLIENT_SECRET') } : undefined;
      providers.set(type, oauthUserinfoProvider(type, value, setting('AUTHORIZE_URL'), setting('CLIENT_ID'), code));
    }
  }
  return providers;
}
