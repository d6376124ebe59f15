import { sessionMessages } from './messages';
import type { AuthItem, MenuNode, PermissionData } from './types';

export class PermissionListError extends Error {
  constructor() {
    super(sessionMessages.emptyPermissions);
    this.name = 'PermissionListError';
  }
}

function authList(value: unknown): AuthItem[] {
  return Array.isArray(value) ? value.filter((item): item is AuthItem => typeof item?.action === 'string') : [];
}

/**
 * A top-level menu whose children are all hidden is hidden itself, as the old front end did on
 * load, so a folder with nothing visible inside never shows up.
 */
function hideEmptyFolders(menu: MenuNode[]): MenuNode[] {
  return menu.map((node) => {
    const children = node.children ?? [];
    if (children.length > 0 && children.every((child) => child.hidden === true)) return { ...node, hidden: true };
    return node;
  });
}

/** Checks the `result` of getUserPermissionByToken; an empty menu is an error (seed 000 section 8). */
export function parsePermissions(result: unknown): PermissionData {
  const record = typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
  const menu = record.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new PermissionListError();
  return {
    menu: hideEmptyFolders(menu as MenuNode[]),
    auth: authList(record.auth),
    allAuth: authList(record.allAuth),
    sysSafeMode: record.sysSafeMode === true,
  };
}
