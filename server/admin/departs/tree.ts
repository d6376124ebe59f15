import type { Db } from '../../db/database.ts';
import type { SysDepartTable } from '../../db/types.ts';

/** A node of the department tree (api-contract §6): the row plus key, value, title, isLeaf and children (null on a leaf). */
export type DepartNode = SysDepartTable & {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  qywxIdentifier: null;
  directorUserIds: null;
  children: DepartNode[] | null;
};

export async function liveDeparts(db: Db): Promise<SysDepartTable[]> {
  return db.kysely.selectFrom('sysDepart').selectAll().where('delFlag', '=', '0')
    .orderBy('departOrder').orderBy('orgCode').execute();
}

export function departNode(row: SysDepartTable, isLeaf: boolean): DepartNode {
  return { ...row, key: row.id, value: row.id, title: row.departName, isLeaf, qywxIdentifier: null, directorUserIds: null, children: null };
}

function childrenByParent(rows: SysDepartTable[]): Map<string, SysDepartTable[]> {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, SysDepartTable[]>();
  for (const row of rows) {
    // A row whose parent is gone is shown as a root rather than lost.
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  return byParent;
}

/** The whole tree, or the subtrees under the given roots. */
export function buildDepartTree(rows: SysDepartTable[], rootIds?: string[]): DepartNode[] {
  const byParent = childrenByParent(rows);
  const build = (row: SysDepartTable): DepartNode => {
    const kids = byParent.get(row.id) ?? [];
    const node = departNode(row, kids.length === 0);
    if (kids.length > 0) node.children = kids.map(build);
    return node;
  };
  const roots = rootIds ? rows.filter((r) => rootIds.includes(r.id)) : byParent.get('') ?? [];
  return roots.map(build);
}

/** The direct children of `parentId` (the roots when empty), each saying whether it has children. */
export function departLevel(rows: SysDepartTable[], parentId: string): DepartNode[] {
  const byParent = childrenByParent(rows);
  return (byParent.get(parentId) ?? []).map((row) => departNode(row, !byParent.has(row.id)));
}

/** The id tree: key, value, title and children only. */
export interface IdNode { key: string; value: string; title: string; children?: IdNode[] }

export function idTree(nodes: DepartNode[]): IdNode[] {
  return nodes.map((node) => ({
    key: node.id, value: node.id, title: node.departName,
    ...(node.children ? { children: idTree(node.children) } : {}),
  }));
}
