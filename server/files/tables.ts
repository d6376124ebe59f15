import type { Db } from '../db/database.ts';

/**
 * The tables of migration 005 as Kysely sees them. They are added here with `withTables` rather
 * than in db/types.ts, so the upload and account code owns its own view of them.
 */
export interface AppUploadTable {
  id: string;
  path: string;
  biz: string;
  originalName: string;
  size: number;
  contentType: string;
  userId: string;
  username: string;
  createdAt: number;
}

export interface AppUserSettingTable {
  userId: string;
  settingKey: string;
  /** JSON text. */
  value: string;
  updatedAt: number;
}

export function accountTables(db: Db) {
  return db.kysely.withTables<{ appUpload: AppUploadTable; appUserSetting: AppUserSettingTable }>();
}
