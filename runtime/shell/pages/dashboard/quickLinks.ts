import type { ShellMenuItem } from '../../router/routeModel';

export interface QuickLink {
  key: string;
  title: string;
  path: string;
  icon: string | undefined;
  externalUrl: string | undefined;
}

const toLink = (item: ShellMenuItem, icon: string | undefined): QuickLink =>
  ({ key: item.key, title: item.title, path: item.path, icon: item.icon ?? icon, externalUrl: item.externalUrl });

/**
 * The pages of the caller's menu (its leaves), grouped under their top-level folder; a top-level
 * page stands in a group of its own. `skip` leaves out a path (the page showing the links).
 */
export function quickLinks(menu: ShellMenuItem[], skip?: string): { group: string; icon: string | undefined; links: QuickLink[] }[] {
  const leaves = (item: ShellMenuItem, icon: string | undefined): QuickLink[] =>
    item.children.length === 0 ? [toLink(item, icon)] : item.children.flatMap((child) => leaves(child, icon));
  return menu
    .map((top) => ({ group: top.title, icon: top.icon, links: leaves(top, top.icon).filter((link) => link.path !== skip) }))
    .filter((group) => group.links.length > 0);
}
