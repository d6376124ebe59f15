/** A node of the platform's permission tree (TreeModel): key, title and children. */
export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function nodeOf(raw: unknown): GrantNode | undefined {
  if (!isRecord(raw)) return undefined;
  const key = raw.key ?? raw.id ?? raw.value;
  if (typeof key !== 'string' || key === '') return undefined;
  const title = String(raw.title ?? raw.slotTitle ?? raw.name ?? key);
  const kids = Array.isArray(raw.children) ? raw.children.flatMap((c) => nodeOf(c) ?? []) : [];
  return kids.length > 0 ? { key, title, children: kids } : { key, title };
}

/** The tree of `queryTreeList`'s answer (`{treeList, ids}`, or the list itself). */
export function grantTreeOf(result: unknown): GrantNode[] {
  const list = isRecord(result) ? result.treeList : result;
  return Array.isArray(list) ? list.flatMap((n) => nodeOf(n) ?? []) : [];
}

/** Every key of the tree, parents first. */
export function allKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** The keys with children (what 展开所有 opens). */
export function parentKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/** `queryRolePermission`'s answer: the held ids, as a list or comma-joined; ids the tree lacks are dropped. */
export function heldKeys(result: unknown, nodes: readonly GrantNode[]): string[] {
  const known = new Set(allKeys(nodes));
  const raw = Array.isArray(result) ? result : typeof result === 'string' ? result.split(',') : [];
  return raw.map(String).filter((id) => known.has(id));
}

/**
 * The keys with every ancestor of each: a button or page granted without its menu cannot be
 * reached (the server leaves out menus whose parent is not granted), so saving adds the parents.
 */
export function withAncestors(keys: readonly string[], nodes: readonly GrantNode[]): string[] {
  const parent = new Map<string, string>();
  const walk = (list: readonly GrantNode[], up?: string) => {
    for (const node of list) {
      if (up !== undefined) parent.set(node.key, up);
      walk(node.children ?? [], node.key);
    }
  };
  walk(nodes);
  const out = new Set(keys);
  for (const key of keys) {
    for (let up = parent.get(key); up !== undefined && !out.has(up); up = parent.get(up)) out.add(up);
  }
  return [...out];
}
