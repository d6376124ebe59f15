import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { uploadRoot } from '../files/uploadRoot.ts';

/** What a backup folder holds besides `app.db` and `upload/`: enough to check a restore against. */
export interface BackupManifest {
  createdAt: string;
  /** Rows per table at the moment of the snapshot. */
  tables: Record<string, number>;
  uploads: { files: number; bytes: number };
}

export const DATABASE_FILE = 'app.db';
const MANIFEST_FILE = 'manifest.json';

/** The user tables of a SQLite file (FTS shadow tables included: they are part of the snapshot). */
export function sqliteTables(sqlite: SQLite.Database): string[] {
  return (sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[])
    .map((row) => row.name);
}

export function rowCounts(sqlite: SQLite.Database, tables: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    // Table names come from sqlite_master, never from a caller; quoted as identifiers.
    counts[table] = (sqlite.prepare(`select count(*) as n from "${table.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

/** Copies a folder tree; files that vanish while it runs (a delete on the live server) are skipped. */
function copyTree(from: string, to: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  if (!fs.existsSync(from)) return total;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = copyTree(source, target);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
        total.files += 1;
        total.bytes += fs.statSync(target).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return total;
}

/**
 * An online backup of the embedded database: `VACUUM INTO` writes a consistent snapshot from one
 * read transaction, so the servers keep reading and writing meanwhile (WAL readers do not block the
 * writer), and no committed row is half in it. Copying the file instead loses what still sits in
 * the WAL. The uploaded files are copied after the snapshot: a file uploaded meanwhile is an extra
 * file no row names, never a row without its file.
 */
export function backupDatabase(dataDir: string, targetDir: string): BackupManifest {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`there is no database at ${source}`);
  if (fs.existsSync(targetDir) && fs.readdirSync(targetDir).length > 0) throw new Error(`${targetDir} is not empty: choose a new folder`);
  fs.mkdirSync(targetDir, { recursive: true });
  const snapshot = path.join(targetDir, DATABASE_FILE);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(snapshot);
  } finally {
    live.close();
  }
  const copy = new SQLite(snapshot, { readonly: true });
  let tables: Record<string, number>;
  try {
    tables = rowCounts(copy, sqliteTables(copy));
  } finally {
    copy.close();
  }
  const uploads = copyTree(uploadRoot(dataDir), uploadRoot(targetDir));
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), tables, uploads };
  fs.writeFileSync(path.join(targetDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads and checks a backup folder: its manifest, and the snapshot's integrity and row counts. */
export function checkBackup(backupDir: string): BackupManifest {
  const manifestFile = path.join(backupDir, MANIFEST_FILE);
  const snapshot = path.join(backupDir, DATABASE_FILE);
  if (!fs.existsSync(manifestFile) || !fs.existsSync(snapshot)) throw new Error(`${backupDir} is not a backup made by db:backup (no ${MANIFEST_FILE} or ${DATABASE_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const copy = new SQLite(snapshot, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the backup's database is damaged: ${String(integrity)}`);
    const counts = rowCounts(copy, Object.keys(manifest.tables));
    const differing = Object.keys(manifest.tables).filter((table) => counts[table] !== manifest.tables[table]);
    if (differing.length > 0) throw new Error(`the backup's row counts differ from its manifest in ${differing.join(', ')}`);
  } finally {
    copy.close();
  }
  return manifest;
}

/**
 * Puts a backup in place of the data folder's database and uploads. Run it with the servers
 * stopped. What was there is kept, moved aside into `before-restore-<time>/`, so a restore loses
 * nothing either.
 */
export function restoreDatabase(dataDir: string, backupDir: string): { manifest: BackupManifest; keptAside: string | null } {
  const manifest = checkBackup(backupDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const aside = path.join(dataDir, `before-restore-${stamp}`);
  const current = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'upload'].filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (current.length > 0) {
    fs.mkdirSync(aside, { recursive: true });
    for (const name of current) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
  }
  fs.copyFileSync(path.join(backupDir, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  copyTree(uploadRoot(backupDir), uploadRoot(dataDir));
  return { manifest, keptAside: current.length > 0 ? aside : null };
}
