import { matchPath } from 'react-router-dom';
import { shellMessages } from '../messages';
import { HOME_PATH } from './paths';
import type { ShellRoute, ShellRouteModel } from './routeModel';

export interface ResolvedRoute {
  route: ShellRoute;
  /** Set when opening the path should lead elsewhere. */
  redirectTo: string | undefined;
}

export interface Crumb {
  title: string;
  /** Undefined for the current page, which is not a link (seed 000 section 2.4). */
  path: string | undefined;
}

function isLayout(route: ShellRoute): boolean {
  return route.target.kind === 'component' && route.target.component.startsWith('layouts/');
}

/** Static paths win over `:param` patterns, whatever their order in the menu. */
export function findRoute(model: ShellRouteModel, pathname: string): ShellRoute | undefined {
  const exact = model.routes.find((route) => route.path === pathname);
  if (exact !== undefined) return exact;
  return model.routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function parentsOf(model: ShellRouteModel, route: ShellRoute): ShellRoute[] {
  return route.parentIds
    .map((id) => model.routes.find((candidate) => candidate.id === id))
    .filter((parent): parent is ShellRoute => parent !== undefined);
}

/**
 * The route for a path. A folder (a layout component such as RouteView) opened directly has nothing
 * of its own to show, so it leads to its first child unless the menu gave it a redirect.
 */
export function resolveShellRoute(model: ShellRouteModel, pathname: string): ResolvedRoute | null {
  const route = findRoute(model, pathname);
  if (route === undefined) return null;
  if (route.redirect !== undefined && route.redirect !== '' && route.redirect !== pathname) {
    return { route, redirectTo: route.redirect };
  }
  if (isLayout(route)) {
    const firstChild = model.routes.find((child) => child.parentIds.at(-1) === route.id);
    if (firstChild !== undefined) return { route, redirectTo: firstChild.path };
  }
  return { route, redirectTo: undefined };
}

/**
 * Home first, then the enclosing menus, then the page itself. A page outside the menu (account
 * settings, 我的消息) is home and its own title, given as `staticTitle`.
 */
export function breadcrumbTrail(model: ShellRouteModel, pathname: string, staticTitle?: string): Crumb[] {
  const route = findRoute(model, pathname);
  if (pathname === HOME_PATH || route?.path === HOME_PATH) return [{ title: shellMessages.homeTitle, path: undefined }];
  if (route === undefined) {
    const home = { title: shellMessages.homeTitle, path: staticTitle === undefined ? undefined : HOME_PATH };
    return staticTitle === undefined ? [home] : [home, { title: staticTitle, path: undefined }];
  }
  const parents = parentsOf(model, route).map((parent) => ({ title: parent.title, path: parent.path }));
  return [{ title: shellMessages.homeTitle, path: HOME_PATH }, ...parents, { title: route.title, path: undefined }];
}

/**
 * The side menu's selected key follows the route; for a route with parameters the full path is the
 * key (seed 000 section 2.4). Open keys are the enclosing menus.
 */
export function menuSelection(model: ShellRouteModel, pathname: string): { selected: string[]; open: string[] } {
  const route = findRoute(model, pathname);
  if (route === undefined) return { selected: [pathname], open: [] };
  const selected = route.path.includes(':') ? pathname : route.path;
  return { selected: [selected], open: parentsOf(model, route).map((parent) => parent.path) };
}
