import type { SysCategoryTable } from './tables.ts';

type Column = keyof SysCategoryTable;

/**
 * The columns a request may name (loadOne's `field`, the keys of loadTreeData's `condition`), by
 * their camelCase and snake_case spellings. Anything else is refused: request text never reaches
 * an SQL identifier.
 */
const COLUMNS: Record<string, Column> = {
  id: 'id', pid: 'pid', name: 'name', code: 'code', hasChild: 'hasChild', has_child: 'hasChild',
  sysOrgCode: 'sysOrgCode', sys_org_code: 'sysOrgCode', createBy: 'createBy', create_by: 'createBy',
  updateBy: 'updateBy', update_by: 'updateBy',
};

export function categoryColumn(name: string): Column | undefined {
  return Object.hasOwn(COLUMNS, name) ? COLUMNS[name] : undefined;
}
