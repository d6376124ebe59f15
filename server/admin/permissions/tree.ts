import type { Db } from '../../db/database.ts';
import type { SysPermissionTable } from '../../db/types.ts';

export async function livePermissions(db: Db): Promise<SysPermissionTable[]> {
  return db.kysely.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0).orderBy('sortNo').orderBy('id').execute();
}

function byParent(rows: SysPermissionTable[]): Map<string, SysPermissionTable[]> {
  const ids = new Set(rows.map((r) => r.id));
  const map = new Map<string, SysPermissionTable[]>();
  for (const row of rows) {
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
}

function treeOf<T extends { children?: T[] }>(rows: SysPermissionTable[], node: (row: SysPermissionTable, leaf: boolean) => T): T[] {
  const map = byParent(rows);
  const build = (row: SysPermissionTable): T => {
    const kids = map.get(row.id) ?? [];
    const built = node(row, kids.length === 0);
    if (kids.length > 0) built.children = kids.map(build);
    return built;
  };
  return (map.get('') ?? []).map(build);
}

/**
 * A row of 菜单管理 (the platform's SysPermissionTree): the fields, with the flags as booleans under
 * the platform's names (`route`, `leaf`), plus key and title.
 */
export interface PermissionTreeNode {
  id: string; key: string; title: string; parentId: string | null; name: string; url: string | null;
  component: string | null; componentName: string | null; redirect: string | null; menuType: number;
  perms: string | null; permsType: string | null; sortNo: number; icon: string | null; description: string | null;
  status: string | null; ruleFlag: number; delFlag: number; route: boolean; leaf: boolean; keepAlive: boolean;
  hidden: boolean; hideTab: boolean; alwaysShow: boolean; internalOrExternal: boolean;
  createBy: string | null; createTime: string | null; updateBy: string | null; updateTime: string | null;
  children?: PermissionTreeNode[];
}

export function permissionNode(row: SysPermissionTable, leaf: boolean): PermissionTreeNode {
  return {
    id: row.id, key: row.id, title: row.name, parentId: row.parentId, name: row.name, url: row.url, component: row.component,
    componentName: row.componentName, redirect: row.redirect, menuType: row.menuType, perms: row.perms, permsType: row.permsType,
    sortNo: row.sortNo, icon: row.icon, description: row.description, status: row.status, ruleFlag: row.ruleFlag, delFlag: row.delFlag,
    route: row.isRoute === 1, leaf, keepAlive: row.keepAlive === 1, hidden: row.hidden === 1, hideTab: row.hideTab === 1,
    alwaysShow: row.alwaysShow === 1, internalOrExternal: row.internalOrExternal === 1,
    createBy: row.createBy, createTime: row.createTime, updateBy: row.updateBy, updateTime: row.updateTime,
  };
}

export const permissionTree = (rows: SysPermissionTable[]) => treeOf(rows, permissionNode);

/** The node of the role authorisation tree (the platform's TreeModel). */
export interface GrantNode {
  key: string; value: string; title: string; slotTitle: string; label: string; isLeaf: boolean;
  icon: string | null; ruleFlag: number; parentId: string | null; menuType: number; children?: GrantNode[];
}

export const grantTree = (rows: SysPermissionTable[]) => treeOf<GrantNode>(rows, (row, leaf) => ({
  key: row.id, value: row.id, title: row.name, slotTitle: row.name, label: row.name, isLeaf: leaf,
  icon: row.icon, ruleFlag: row.ruleFlag, parentId: row.parentId, menuType: row.menuType,
}));
