import type { ShellMenuItem } from '../../router/routeModel';

/** A page the menu search can open: a menu item without children. */
export interface MenuLeaf {
  key: string;
  path: string;
  title: string;
  /** Titles of the folders above it, outermost first, to tell equal titles apart. */
  trail: string[];
  externalUrl: string | undefined;
}

/** Every leaf of the user's menu, in menu order. */
export function menuLeaves(items: ShellMenuItem[], trail: string[] = []): MenuLeaf[] {
  return items.flatMap((item) =>
    item.children.length === 0
      ? [{ key: item.key, path: item.path, title: item.title, trail, externalUrl: item.externalUrl }]
      : menuLeaves(item.children, [...trail, item.title]),
  );
}

/** The leaves whose title holds the query, ignoring case and surrounding blanks; all of them for an empty query. */
export function filterMenuLeaves(leaves: MenuLeaf[], query: string): MenuLeaf[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return leaves;
  return leaves.filter((leaf) => leaf.title.toLowerCase().includes(needle));
}
