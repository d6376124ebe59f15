import type { Db } from '../db/database.ts';

/** sys_category (migration 006) as Kysely sees it; owned here through `withTables`. */
export interface SysCategoryTable {
  id: string;
  /** The parent's id; '0' at the root (the platform's ROOT_PID_VALUE). */
  pid: string;
  name: string;
  code: string;
  /** '1' when the category has children, '0' otherwise. */
  hasChild: string;
  sysOrgCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const ROOT_PID = '0';

export function categoryTables(db: Db) {
  return db.kysely.withTables<{ sysCategory: SysCategoryTable }>();
}
