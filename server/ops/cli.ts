/**
 * The operator's database commands (package.json): `db:backup [folder]`, `db:restore <folder>` and
 * `db:move-to-postgres <postgres://…>`. They read the same environment as the server (DATA_DIR,
 * DATABASE_URL, SCHEMAS_DIR).
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { moveToPostgres } from './moveToPostgres.ts';

const POSTGRES_BACKUP = [
  'This server runs on PostgreSQL (DATABASE_URL): back it up with PostgreSQL\'s own tools, for example',
  '  pg_dump --format=custom --file=app.dump "$DATABASE_URL"      (online, consistent)',
  '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" app.dump',
  'and copy DATA_DIR/upload (the uploaded files) beside the dump.',
].join('\n');

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
}

async function main(command: string | undefined, argument: string | undefined): Promise<number> {
  const config = loadConfig();
  if (command === 'backup') {
    if (config.databaseUrl) {
      console.error(POSTGRES_BACKUP);
      return 2;
    }
    const target = path.resolve(argument ?? path.join('backups', `app-${stamp()}`));
    const manifest = backupDatabase(config.dataDir, target);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.uploads.files} uploaded files to ${target}`);
    return 0;
  }
  if (command === 'restore') {
    if (!argument) throw new Error('name the backup folder: npm run db:restore -- backups/app-…');
    if (config.databaseUrl) throw new Error(POSTGRES_BACKUP);
    const { manifest, keptAside } = restoreDatabase(config.dataDir, path.resolve(argument));
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
    if (keptAside) console.log(`What was there before is kept in ${keptAside}.`);
    console.log('Start the servers again.');
    return 0;
  }
  if (command === 'move-to-postgres') {
    if (!argument || !/^postgres(ql)?:\/\//.test(argument)) throw new Error('name the empty PostgreSQL database: npm run db:move-to-postgres -- postgres://user:password@host:5432/db');
    const report = await moveToPostgres({ dataDir: config.dataDir, schemasDir: config.schemasDir, targetUrl: argument });
    for (const t of report.tables) {
      console.log(`${t.matches ? 'ok  ' : 'DIFF'} ${t.table.padEnd(32)} ${String(t.sourceRows).padStart(9)} rows  ${t.matches ? t.targetChecksum : `source ${t.sourceRows} ${t.sourceChecksum}, PostgreSQL ${t.targetRows} ${t.targetChecksum}`}`);
    }
    if (report.addedColumns.length > 0) console.log(`Columns no declaration has any more, kept: ${report.addedColumns.join(', ')}`);
    if (report.tables.some((t) => !t.matches)) {
      console.error('The copy differs from the source: nothing was committed. Drop the PostgreSQL database, create it again and retry.');
      return 1;
    }
    console.log(`\nCopied ${report.tables.length} tables; counts and checksums agree. Stop the servers on ${config.dataDir}, copy its upload/ folder where the new servers' DATA_DIR is, and start them with`);
    console.log(`  DATABASE_URL=${argument}`);
    return 0;
  }
  console.error('usage: db:backup [folder] | db:restore <folder> | db:move-to-postgres <postgres://…>');
  return 2;
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
