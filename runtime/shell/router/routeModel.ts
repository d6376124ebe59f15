/** The shell's view of the server menu: routes to match against, and the visible menu tree. */

export type RouteTarget =
  /** A page from the component registry, by its menu component name (`system/UserList`). */
  | { kind: 'component'; component: string }
  /** A URL shown inside the content area. */
  | { kind: 'iframe'; url: string }
  /** A URL opened in a new window; the menu never navigates to it. */
  | { kind: 'external'; url: string };

export interface ShellRoute {
  id: string;
  /** Always starts with `/`. May hold `:params`. */
  path: string;
  name: string;
  title: string;
  icon: string | undefined;
  target: RouteTarget;
  /** Where opening this path leads instead; equal to `path` for alwaysShow items, meaning "stay". */
  redirect: string | undefined;
  keepAlive: boolean;
  componentName: string | undefined;
  /** Ids of the enclosing routes, outermost first. Their components wrap this route's page. */
  parentIds: string[];
}

export interface ShellMenuItem {
  key: string;
  path: string;
  title: string;
  icon: string | undefined;
  /** Set when the item opens a new window rather than navigating. */
  externalUrl: string | undefined;
  children: ShellMenuItem[];
}

export interface ShellRouteModel {
  routes: ShellRoute[];
  menu: ShellMenuItem[];
}
