import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedAdminDemoRows } from './db/adminDemoRows.ts';
import { seedDemoRows } from './db/demoRows.ts';
import { addNewDemoData, seedDemoData } from './db/seed.ts';
import { loadSchemaRegistry } from './entities/registry.ts';
import { syncEntities } from './entities/sync.ts';
import { scheduleSweep } from './jobs/sweep.ts';
import { describeSms } from './sms/settings.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Schema files are read first: two of them claiming one table stops the start before any change.
  const registry = loadSchemaRegistry(config.schemasDir);
  const { dbConnectTimeoutMs, dbStatementTimeoutMs } = config.limits;
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, connectTimeoutMs: dbConnectTimeoutMs, statementTimeoutMs: dbStatementTimeoutMs });
  await migrateToLatest(db);
  const seed = await seedDemoData(db, config.adminPassword);
  // A database seeded by an older version gets the dictionaries and menus of the newer demo data.
  const added = await addNewDemoData(db);
  if (added.dicts.length > 0) console.log(`Added the dictionaries the page schemas need: ${added.dicts.join(', ')}`);
  if (added.menus.length > 0) console.log(`Added the menus of this version: ${added.menus.join(', ')}`);
  await syncEntities(db, registry);
  // Only the process that seeded the empty database adds the business and administration rows, once.
  if (seed.seeded && config.demoRows) {
    await seedDemoRows(db, registry);
    await seedAdminDemoRows(db, registry);
  }
  const { app } = await buildApp({ config, db, registry });
  await app.listen({ port: config.port, host: config.host });
  const stopSweep = scheduleSweep(db, app.log);
  const where = `http://${config.host}:${config.port}`;
  console.log(describeSms(config.sms));
  console.log(`智慧安置区平台 is running at ${where} (database: ${db.dialect === 'postgres' ? 'PostgreSQL' : `${config.dataDir}/app.db`})`);
  if (seed.generatedPassword) {
    console.log('');
    console.log(`  First start: demo data loaded${config.demoRows ? ', with sample rows in the business and administration lists' : ''}. Sign in as admin with this password (shown only once):`);
    console.log(`      ${seed.generatedPassword}`);
    console.log('  The demo users jeecg, lihua and wangfang have the same password.');
    console.log('  Lost it? `npm run admin:password` sets a new one.');
    console.log('');
  }
  const stop = async () => {
    stopSweep();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
