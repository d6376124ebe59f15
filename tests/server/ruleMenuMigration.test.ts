import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { migrations } from '../../server/db/migrations/index.ts';

/**
 * Migration 018 on a database of the version before it: the menus of 编码校验规则 and 填值规则 take
 * the platform's component names (system/SysCheckRuleList, system/SysFillRuleList), which the
 * platform's own client opens; other menus are left as they were.
 */
describe.each(testDatabases)('migration 018 on an older $name database', ({ name }) => {
  it('renames the rule pages\' menu components to the platform\'s', async () => {
    const database = await createTestDatabase(name);
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('017_msg_category_todo')).error).toBeUndefined();
      const menu = (id: string, component: string) => ({ id, name: id, menuType: 1, component });
      await db.kysely.insertInto('sysPermission').values([
        menu('m_check', 'system/CheckRuleList'), menu('m_fill', 'system/FillRuleList'), menu('m_log', 'system/LogList'),
      ] as never).execute();
      await migrateToLatest(db);
      const rows = await db.kysely.selectFrom('sysPermission').select(['id', 'component']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'm_check', component: 'system/SysCheckRuleList' },
        { id: 'm_fill', component: 'system/SysFillRuleList' },
        { id: 'm_log', component: 'system/LogList' },
      ]);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
