import { afterAll, beforeAll, describe } from 'vitest';
import { createFetchTransport, createHttpAdapter } from '../../adapters/http/index.ts';
import type { Scalar } from '../../server/entities/fieldValues.ts';
import { dictCache } from '../../server/entities/dictCache.ts';
import { dynamic } from '../../server/entities/dynamic.ts';
import type { EntityModel } from '../../server/entities/model.ts';
import { insertRows } from '../../server/entities/writes.ts';
import { newId } from '../../server/ids.ts';
import type { ContractFixture } from '../contracts/busLineFixture.ts';
import { runDataAdapterContract } from '../contracts/dataAdapter.contract.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** The fixture's dictionaries as the server's: each code's items replaced by the fixture's. */
async function seedDictionaries(server: TestServer, dictionaries: ContractFixture['dictionaries']): Promise<void> {
  const db = server.ctx.db.kysely;
  for (const [code, items] of Object.entries(dictionaries)) {
    let dict = await db.selectFrom('sysDict').select('id').where('dictCode', '=', code).where('delFlag', '=', 0).executeTakeFirst();
    if (!dict) {
      dict = { id: newId() };
      const audit = { createBy: null, createTime: null, updateBy: null, updateTime: null };
      await db.insertInto('sysDict').values({ ...audit, id: dict.id, dictCode: code, dictName: code, description: null, delFlag: 0, type: 0 }).execute();
    }
    const dictId = dict.id;
    await db.deleteFrom('sysDictItem').where('dictId', '=', dictId).execute();
    await db
      .insertInto('sysDictItem')
      .values(
        items.map((item, i) => ({
          id: newId(), dictId, itemValue: String(item.value), itemText: String(item.text ?? item.label ?? item.value), description: null, sortOrder: i, status: 1,
          createBy: null, createTime: null, updateBy: null, updateTime: null,
        })),
      )
      .execute();
  }
  // Written behind the server's back: its dictionary cache must not keep the old items.
  dictCache(server.ctx.db).drop();
}

/**
 * Exactly the fixture's rows, ids and creation times included. The rows go in through the
 * entity's own write path (insertRows), so the maintained counts and the search index follow
 * through their triggers as they do for any write; the delete before them likewise.
 */
async function seedRows(server: TestServer, entity: EntityModel, rows: ContractFixture['rows']): Promise<void> {
  await dynamic(server.ctx.db).deleteFrom(entity.table).execute();
  const stored = rows.map((row) => Object.fromEntries(entity.columns.filter((c) => c.name in row).map((c) => [c.name, row[c.name] as Scalar | null])));
  await insertRows(server.ctx.db, entity, stored);
}

describe.each(testDatabases)('the real server on $name', ({ name }) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(name);
    token = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  runDataAdapterContract(`http (fetch to the server on ${name})`, async (fixture) => {
    const entity = server.ctx.registry.entities.find((e) => e.api === fixture.api);
    if (!entity) throw new Error(`no entity is declared at ${fixture.api}`);
    await seedDictionaries(server, fixture.dictionaries);
    await seedRows(server, entity, fixture.rows);
    const transport = createFetchTransport({ baseUrl: `${server.url}/jeecg-boot`, headers: () => ({ 'X-Access-Token': token }) });
    return createHttpAdapter({ api: fixture.api, transport });
  });
});
