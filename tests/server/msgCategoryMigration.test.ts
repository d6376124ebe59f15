import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/db/migrations/017_msg_category_todo.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(testDatabases)('消息类型 3 (待办消息) has its dictionary text, on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  const items = async (dictId: string) =>
    server.ctx.db.kysely.selectFrom('sysDictItem').select(['itemValue', 'itemText']).where('dictId', '=', dictId).orderBy('sortOrder').execute();

  it('is in a new database\'s msg_category, which the lists translate with', async () => {
    const token = await server.login('admin');
    const { body } = await server.call('GET', '/sys/dict/getDictItems/msg_category', { token });
    expect(body.result).toContainEqual(expect.objectContaining({ value: '3', text: '待办消息' }));
  });

  it('is added to a database seeded before, once', async () => {
    const db = server.ctx.db.kysely;
    const dict = await db.selectFrom('sysDict').select('id').where('dictCode', '=', 'msg_category').executeTakeFirstOrThrow();
    await db.deleteFrom('sysDictItem').where('dictId', '=', dict.id).where('itemValue', '=', '3').execute();

    await up(db);
    expect(await items(dict.id)).toEqual([
      { itemValue: '1', itemText: '通知公告' }, { itemValue: '2', itemText: '系统消息' }, { itemValue: '3', itemText: '待办消息' },
    ]);
    await up(db);
    expect(await items(dict.id)).toHaveLength(3);
  });
});
