import { matchPath } from 'react-router-dom';
import { resolveShellRoute } from '../../router/resolveRoute';
import type { ShellRouteModel } from '../../router/routeModel';
import { tabMessages } from './messages';

/** The title of a page outside the menu (account settings, own announcements, workflow record). */
export function staticPageTitle(pathname: string): string | undefined {
  return tabMessages.staticPages.find((page) => matchPath({ path: page.pattern, end: true }, pathname) !== null)?.title;
}

/**
 * The key of the page shown at a location: its full path (seed 000 section 2.5), or null when the
 * path only leads elsewhere (`/`, `/test`, a folder that redirects, an unknown menu path on its way to /404).
 * `fromMenu` says the path reached the layout's catch-all route rather than one of its static pages.
 */
export function pageKeyFor(model: ShellRouteModel, location: { pathname: string; search: string }, fromMenu: boolean): string | null {
  const { pathname, search } = location;
  if (pathname === '/') return null;
  const resolved = resolveShellRoute(model, pathname);
  if (resolved !== null) return resolved.redirectTo === undefined ? pathname + search : null;
  // A static path of the layout is a page only when it is one of the named pages: the others
  // (/test) only redirect, and a tab for them would stay behind after the redirect.
  return fromMenu || staticPageTitle(pathname) === undefined ? null : pathname + search;
}
