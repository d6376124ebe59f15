import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { migrations } from '../../server/db/migrations/index.ts';

/**
 * Migration 014 on a database of the version before it: older outbox rows read as `stored` (they
 * were never sent), and the old `sms:outbox` button, which answered codes, becomes the list's code.
 */
describe.each(testDatabases)('migration 014 on an older $name database', ({ name }) => {
  it('marks older codes stored and renames the outbox button code', async () => {
    const database = await createTestDatabase(name);
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('013_sms_outbox_address')).error).toBeUndefined();
      const old = db.kysely;
      await old.insertInto('sysPermission').values({ id: 'b_sms_outbox', name: '查看短信发件箱', menuType: 2, perms: 'sms:outbox' } as never).execute();
      await old.insertInto('sysSmsOutbox').values({
        id: 'old1', mobile: '13700000001', code: '123456', smsMode: '1', createdAt: 1, expiresAt: 2, usedAt: null, requestIp: null,
      } as never).execute();
      await migrateToLatest(db);
      expect(await db.kysely.selectFrom('sysPermission').select('perms').where('id', '=', 'b_sms_outbox').executeTakeFirst()).toEqual({ perms: 'sms:outbox:list' });
      expect(await db.kysely.selectFrom('sysSmsOutbox').select(['sendStatus', 'provider', 'sentAt']).executeTakeFirst())
        .toEqual({ sendStatus: 'stored', provider: null, sentAt: null });
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
