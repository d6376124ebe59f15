import { safeUrl } from '../../../schemas/safeUrl.ts';
import type { MenuNode } from '../session/types';
import { renderUrlTemplate } from './evaluateUrl';
import { routerMessages } from './messages';
import type { RouteTarget, ShellMenuItem, ShellRoute, ShellRouteModel } from './routeModel';

/** The Vue3 menu table's home layout; a Vue2-style shell cannot run those menus (seed 000 section 2.3). */
export const VUE3_LAYOUT = 'layouts/default/index';
export const IFRAME_LAYOUT = 'layouts/IframePageView';
/** What a folder without a component renders: just its child. */
export const ROUTE_VIEW = 'layouts/RouteView';

export class ShellStartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShellStartupError';
  }
}

type Config = Readonly<Record<string, string>>;

function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function titleOf(node: MenuNode): string {
  return node.meta?.title ?? node.name ?? node.path;
}

function targetOf(node: MenuNode, config: Config): RouteTarget {
  const rendered = renderUrlTemplate(node.meta?.url ?? '', config);
  // The one place a menu URL becomes a frame source or a window.open target: a javascript: or
  // data: address there would run in the app's origin, beside the token. Such a URL becomes empty.
  const url = safeUrl(rendered) ?? '';
  if (node.meta?.internalOrExternal === true) return { kind: 'external', url: url || normalisePath(node.path) };
  if (rendered !== '' || node.component === IFRAME_LAYOUT) return { kind: 'iframe', url };
  const hasChildren = (node.children ?? []).length > 0;
  const component = node.component ?? (hasChildren ? ROUTE_VIEW : routerMessages.noComponent);
  return { kind: 'component', component };
}

function assertVue2Menu(nodes: MenuNode[]): void {
  for (const node of nodes) {
    if (node.component === VUE3_LAYOUT) throw new ShellStartupError(routerMessages.vue3Menu);
    assertVue2Menu(node.children ?? []);
  }
}

function toRoutes(nodes: MenuNode[], parentIds: string[], config: Config, out: ShellRoute[]): void {
  for (const node of nodes) {
    // route "0": the item is a menu entry only; neither it nor anything under it becomes a route.
    if (node.route === '0') continue;
    const path = normalisePath(node.path);
    out.push({
      id: node.id,
      path,
      name: node.name ?? path,
      title: titleOf(node),
      icon: node.meta?.icon,
      target: targetOf(node, config),
      redirect: node.alwaysShow === true ? path : (node.redirect ?? undefined),
      keepAlive: node.meta?.keepAlive === true,
      componentName: node.meta?.componentName,
      parentIds,
    });
    toRoutes(node.children ?? [], [...parentIds, node.id], config, out);
  }
}

function toMenu(nodes: MenuNode[], config: Config): ShellMenuItem[] {
  return nodes
    .filter((node) => node.hidden !== true)
    .map((node) => {
      const target = targetOf(node, config);
      const path = normalisePath(node.path);
      return {
        key: path,
        path,
        title: titleOf(node),
        icon: node.meta?.icon,
        externalUrl: target.kind === 'external' ? target.url : undefined,
        children: toMenu(node.children ?? [], config),
      };
    });
}

/**
 * Turns the server menu into the shell's routes and menu (seed 000 section 2.3). Throws
 * ShellStartupError for a Vue3 menu table, which the guard treats as a failed start.
 */
export function menuToRoutes(menu: MenuNode[], config: Config): ShellRouteModel {
  assertVue2Menu(menu);
  const routes: ShellRoute[] = [];
  toRoutes(menu, [], config, routes);
  return { routes, menu: toMenu(menu, config) };
}
