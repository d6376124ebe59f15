import { createHash } from 'node:crypto';
import type { SysPermissionTable } from '../db/types.ts';

export interface MenuMeta {
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  title?: string;
  componentName?: string;
  icon?: string;
  url?: string;
  hideTab?: boolean;
  hideMenu?: boolean;
}

export interface MenuNode {
  id: string;
  route: '0' | '1';
  path: string;
  name: string;
  component: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuNode[];
}

type Row = Pick<
  SysPermissionTable,
  | 'id' | 'parentId' | 'name' | 'url' | 'component' | 'componentName' | 'redirect' | 'menuType' | 'isRoute'
  | 'hidden' | 'alwaysShow' | 'keepAlive' | 'internalOrExternal' | 'icon' | 'hideTab' | 'isLeaf'
>;

const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

/** One menu row as the existing platform's front end expects it (api-contract section 3). */
export function menuNode(row: Row, topLevel: boolean): MenuNode {
  const url = row.url ?? '';
  const external = isExternal(url);
  const meta: MenuMeta = {
    keepAlive: row.keepAlive === 1,
    internalOrExternal: row.internalOrExternal === 1,
    title: row.name,
    componentName: row.componentName || (row.component ?? '').split('/').pop() || undefined,
  };
  if (row.icon) meta.icon = row.icon;
  if (external) meta.url = url;
  if (row.hideTab === 1) meta.hideTab = true;
  const node: MenuNode = {
    id: row.id,
    route: row.isRoute === 1 ? '1' : '0',
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: row.componentName || url.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@'),
    component: row.component,
    meta,
  };
  if (topLevel) node.redirect = row.redirect;
  if (row.hidden === 1) {
    node.hidden = true;
    meta.hideMenu = true;
  }
  if (row.alwaysShow === 1) node.alwaysShow = true;
  return node;
}

/**
 * The menu tree from the rows a user may see (already sorted). Buttons (menu_type 2) never become
 * nodes. A first-level menu whose children are all hidden is hidden itself.
 */
export function buildMenuTree(rows: Row[]): MenuNode[] {
  const menus = rows.filter((r) => r.menuType === 0 || r.menuType === 1);
  const byParent = new Map<string, Row[]>();
  for (const row of menus) {
    const key = row.parentId ?? '';
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const build = (row: Row, topLevel: boolean): MenuNode => {
    const node = menuNode(row, topLevel);
    const children = (byParent.get(row.id) ?? []).map((child) => build(child, false));
    if (children.length > 0) node.children = children;
    if (topLevel && children.length > 0 && children.every((c) => c.hidden)) {
      node.hidden = true;
      node.meta = { hideMenu: true };
    }
    return node;
  };
  // A row whose parent the user cannot see has nowhere to hang, so it is left out with its parent.
  return menus.filter((r) => !r.parentId).map((r) => build(r, true));
}
