import { appThirdType } from '../../session/oauth2App';

/**
 * What the enterprise app handed /oauth2-app/login: a provider token, and the provider type (named
 * in the query, or else that of the app whose browser this is). The server signs in with tokens
 * only, so an app must pass one (`token`, or `access_token`); a bare OAuth `code` would need an
 * exchange the server does not offer.
 */
export function readAppToken(search: string, userAgent: string): { token: string; thirdType: string } | null {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? query.get('access_token');
  const thirdType = query.get('thirdType') ?? appThirdType(userAgent);
  if (token === null || token === '' || thirdType === null || thirdType === '') return null;
  return { token, thirdType };
}
