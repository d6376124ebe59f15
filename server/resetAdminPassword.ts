/**
 * `npm run admin:password`: sets a new password for admin (ADMIN_PASSWORD, or a generated one that
 * is printed) and ends admin's sessions, closing their notice sockets on the running servers through
 * the database's push bus. For the operator who lost the first-start password.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { generatePassword, hashPassword } from './auth/password.ts';
import { passwordPolicyProblem } from './auth/passwordPolicy.ts';
import { revokeUserSessions } from './auth/sessions.ts';
import { formatDateTime } from './ids.ts';
import { databaseBus } from './push/installPushBus.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // A chosen password meets the same policy as one set through the API (checked before the database is touched).
  const weak = config.adminPassword === undefined ? null : passwordPolicyProblem(config.adminPassword);
  if (weak) throw new Error(`ADMIN_PASSWORD is refused: ${weak}`);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const admin = await db.kysely.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirst();
    if (!admin) throw new Error('there is no admin user in this database (start the server once first)');
    const password = config.adminPassword ?? generatePassword();
    await db.kysely
      .updateTable('sysUser')
      .set({ password: await hashPassword(password), passwordChangedAt: Date.now(), updateBy: 'admin:password', updateTime: formatDateTime() })
      .where('id', '=', admin.id)
      .execute();
    await db.kysely.deleteFrom('sysLoginAttempt').where('attemptKey', '=', 'user:admin').execute();
    const ended = await revokeUserSessions(db, admin.id, 'password');
    // This process holds no sockets: it only tells the servers, which close theirs as on a logout.
    const log = { warn: (object: object, message: string) => console.warn(message, object) };
    const bus = databaseBus(db, config.databaseUrl, log);
    const origin = randomUUID();
    for (const id of ended) await bus.publish({ origin, event: { kind: 'closeSession', sessionId: id } });
    await bus.stop();
    console.log(config.adminPassword ? 'The admin password is now the one in ADMIN_PASSWORD.' : `The new admin password is: ${password}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
