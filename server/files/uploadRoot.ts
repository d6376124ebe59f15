import path from 'node:path';

/** Uploads live under DATA_DIR/upload: the database (app.db) sits beside it, never inside. */
export const uploadRoot = (dataDir: string) => path.join(dataDir, 'upload');

export const DEFAULT_UPLOAD_MB = 10;

/** The size limit of one upload: UPLOAD_MAX_MB (a positive number), else 10 MB. */
export function uploadLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.UPLOAD_MAX_MB;
  if (raw === undefined || raw === '') return DEFAULT_UPLOAD_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`UPLOAD_MAX_MB must be a positive number, got "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}
