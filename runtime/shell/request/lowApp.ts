import { matchPath } from 'react-router-dom';

/**
 * The low-code application the current page belongs to (seed 000 section 1): a route whose name
 * starts with `low-app` and that carries an `appId` parameter, in its path (`:appId`) or query.
 * The request layer sends it as `X-Low-App-ID` (api-contract section 4) on every call made while
 * such a page is shown.
 */
let current: string | null = null;

export function lowAppIdOf(route: { name: string; path: string } | undefined, pathname: string, search: string): string | null {
  if (!route || !route.name.startsWith('low-app')) return null;
  const fromPath = matchPath({ path: route.path, end: true }, pathname)?.params.appId;
  const appId = fromPath ?? new URLSearchParams(search).get('appId');
  return appId ? appId : null;
}

export const setLowAppId = (appId: string | null): void => {
  current = appId;
};

export const getLowAppId = (): string | null => current;
