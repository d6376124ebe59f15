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
  resolveUserId(token: string, signal: AbortSignal): Promise<string | null>;
}

/**
 * The generic OAuth2 provider: GET userinfoUrl with `Authorization: Bearer <token>`; the answer's
 * `id` (or `sub`, `userid`, `openid`) is the provider's user id.
 */
export function oauthUserinfoProvider(type: string, userinfoUrl: string, authorizeUrl?: string, clientId?: string): ThirdPartyProvider {
  return {
    type,
    authorizeUrl,
    clientId,
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
 * THIRD_LOGIN_<TYPE>_CLIENT_ID, the client id the provider's answer must name.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): Map<string, ThirdPartyProvider> {
  const providers = new Map<string, ThirdPartyProvider>();
  for (const [key, value] of Object.entries(env)) {
    const match = /^THIRD_LOGIN_([A-Z0-9_]+)_USERINFO_URL$/.exec(key);
    if (match && value) {
      const type = match[1].toLowerCase();
      const setting = (name: string) => env[`THIRD_LOGIN_${match[1]}_${name}`] || undefined;
      providers.set(type, oauthUserinfoProvider(type, value, setting('AUTHORIZE_URL'), setting('CLIENT_ID')));
    }
  }
  return providers;
}
