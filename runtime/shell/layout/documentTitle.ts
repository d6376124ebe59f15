import { shellMessages } from '../messages';
import { HOME_PATH } from '../router/paths';
import { findRoute } from '../router/resolveRoute';
import type { ShellRouteModel } from '../router/routeModel';
import { staticPageTitle } from './tabs/pageKey';

/** Page title plus the product name; the product name alone without a page title (seed 000 section 2.5). */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle === undefined || pageTitle === '' ? shellMessages.productName : `${pageTitle} - ${shellMessages.productName}`;
}

/** The title of the page at a path; none on the dashboard, whose tab shows the product name alone. */
export function pageTitleFor(model: ShellRouteModel | null, pathname: string): string | undefined {
  if (pathname === HOME_PATH || model === null) return undefined;
  return findRoute(model, pathname)?.title ?? staticPageTitle(pathname);
}

/** The label of a workspace tab: 首页 for the dashboard, else the page title, else the path itself. */
export function tabTitleFor(model: ShellRouteModel, pathname: string): string {
  if (pathname === HOME_PATH) return shellMessages.homeTitle;
  return pageTitleFor(model, pathname) ?? pathname;
}
