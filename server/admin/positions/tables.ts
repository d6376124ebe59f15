import type { Db } from '../../db/database.ts';

/** sys_position (migration 008) as Kysely sees it; added with `withTables`, so this module owns its view. */
export interface SysPositionTable {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  companyId: string | null;
  sysOrgCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export function positionTables(db: Db) {
  return db.kysely.withTables<{ sysPosition: SysPositionTable }>();
}
