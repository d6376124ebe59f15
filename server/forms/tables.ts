import type { Db } from '../db/database.ts';

/**
 * sys_form (migration 006) as Kysely sees it. Added with `withTables` rather than in db/types.ts,
 * so the saved-forms code owns its own view of its table.
 */
export interface SysFormTable {
  id: string;
  formName: string | null;
  /** The designer's `{list, config}` as the JSON text the client sent, kept byte for byte. */
  formContent: string;
  remark: string | null;
  /** Starts at 1; every edit adds one. An edit must name the version it was made from. */
  version: number;
  sysOrgCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  delFlag: number;
}

export function formTables(db: Db) {
  return db.kysely.withTables<{ sysForm: SysFormTable }>();
}
