import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityHooks } from '../../server/entities/hooks.ts';
import { entityHooks } from '../../server/entityHooks.ts';
import { ApiError } from '../../server/http/envelope.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';

type Row = Record<string, unknown>;

/** Hooks of the test entity: each shows one promise of server/entities/hooks.ts. */
const hooks: EntityHooks = {
  async beforeWrite(_ctx, change) {
    if (typeof change.values.code === 'string') change.values.code = change.values.code.toUpperCase();
  },
  async afterWrite({ db }, { row }) {
    // Written, then refused: the row and its log entry must both be rolled back.
    const stored = await db.kysely.selectFrom('sysLog').select('id').where('logContent', 'like', '%回滚%').execute();
    if (row.name === '回滚') throw new ApiError(`已写入${stored.length}条日志，仍然撤销`);
  },
  async beforeDelete(_ctx, rows) {
    if (rows.some((r) => r.name === '保留')) throw new ApiError('该条目仍在使用，不能删除');
  },
  async decorate(_db, rows) {
    for (const row of rows) row.nameTxt = `【${String(row.name)}】`;
  },
};

describe.each(testDatabases)('entity hooks on $name', ({ name }) => {
  let server: TestServer;
  let token = '';
  const schemas = schemaDir({ 'test-item.json': itemPage() });
  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token, body })).body;
  const rows = async (query = '') => (await call('GET', `/test/item/list?pageSize=100&${query}`)).result.records as Row[];
  const logs = async () =>
    ((await call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('测试条目')}`)).result.records as { logContent: string }[]).map((l) => l.logContent);

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir }, { entityHooks: new Map([...entityHooks, ['biz_test_item', hooks]]) });
    token = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('lets beforeWrite change the values, and decorate the rows answered', async () => {
    expect((await call('POST', '/test/item/add', { name: '甲', code: 'ab1' })).success).toBe(true);
    const [row] = await rows('name=甲');
    expect(row).toMatchObject({ code: 'AB1', nameTxt: '【甲】' });
    expect((await call('GET', `/test/item/queryById?id=${String(row.id)}`)).result).toMatchObject({ nameTxt: '【甲】' });
  });

  it('rolls the write and its log entry back when afterWrite refuses', async () => {
    const refused = await call('POST', '/test/item/add', { name: '回滚' });
    // The hook ran after the row and inside the transaction: it saw no log entry yet (the entry comes after it).
    expect(refused).toMatchObject({ success: false, message: '已写入0条日志，仍然撤销' });
    expect(await rows('name=回滚')).toEqual([]);
    expect((await logs()).filter((c) => c.includes('回滚'))).toEqual([]);
  });

  it('refuses a delete from beforeDelete, deleting none of a batch', async () => {
    await call('POST', '/test/item/add', { name: '保留' });
    const ids = (await rows()).map((r) => String(r.id));
    expect(ids).toHaveLength(2);
    expect(await call('DELETE', `/test/item/deleteBatch?ids=${ids.join(',')}`)).toMatchObject({ success: false, message: '该条目仍在使用，不能删除' });
    expect(await rows()).toHaveLength(2);
    expect((await logs()).filter((c) => c.startsWith('删除'))).toEqual([]);
  });
});
