import type { SysCategoryTable } from './tables.ts';

/**
 * A category as the selectors read it: the platform's TreeSelectModel (`key` = id, `title`, `code`,
 * `leaf`, `parentId`, `children`) with the aliases the category selector uses (`value`, `label`,
 * `name`, `isLeaf`). `children` stays null until a whole tree is asked for.
 */
export interface CategoryNode {
  key: string;
  value: string;
  code: string;
  title: string;
  name: string;
  label: string;
  leaf: boolean;
  isLeaf: boolean;
  parentId: string;
  children: CategoryNode[] | null;
}

export type CategoryRow = Pick<SysCategoryTable, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>;

export function categoryNode(row: CategoryRow): CategoryNode {
  const leaf = row.hasChild !== '1';
  return {
    key: row.id, value: row.id, code: row.code, title: row.name, name: row.name, label: row.name,
    leaf, isLeaf: leaf, parentId: row.pid, children: null,
  };
}
