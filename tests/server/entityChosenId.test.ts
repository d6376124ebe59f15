import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { ITEM_FIELDS, itemPage, schemaDir } from '../helpers/schemas.ts';

type Row = Record<string, unknown>;

/** The test entity with ids the administrator chooses (idStrategy integer), as a tenant's number is chosen. */
function numberedPage() {
  const page = itemPage(ITEM_FIELDS);
  return { ...page, entity: { ...(page.entity as object), idStrategy: 'integer', actions: ['list', 'add', 'edit', 'delete'] } };
}

describe.each(testDatabases)('ids an administrator chooses on $name', ({ name }) => {
  let server: TestServer;
  let token = '';
  const schemas = schemaDir({ 'test-item.json': numberedPage() });
  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token, body })).body;

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('stores the chosen number as the id, and finds, edits and deletes by it', async () => {
    expect(await call('POST', '/test/item/add', { id: 1001, name: '甲' })).toMatchObject({ success: true });
    expect(await call('POST', '/test/item/add', { id: '7', name: '乙' })).toMatchObject({ success: true });
    const rows = (await call('GET', '/test/item/list?column=id&order=asc')).result.records as Row[];
    expect(rows.map((r) => [Number(r.id), r.name])).toEqual([[7, '乙'], [1001, '甲']]);
    expect((await call('GET', '/test/item/queryById?id=1001')).result).toMatchObject({ name: '甲' });
    expect((await call('PUT', '/test/item/edit', { id: 7, name: '丙' })).success).toBe(true);
    expect((await call('GET', '/test/item/queryById?id=7')).result).toMatchObject({ name: '丙' });
    // Text that is no whole number names no row (rather than failing the query on PostgreSQL).
    expect((await call('GET', '/test/item/queryById?id=abc')).message).toBe('未找到对应数据');
    expect((await call('DELETE', '/test/item/deleteBatch?ids=abc,7')).success).toBe(true);
    expect((await call('GET', '/test/item/queryById?id=7')).success).toBe(false);
  });

  it('refuses a taken, missing or malformed number, naming the id field', async () => {
    expect(await call('POST', '/test/item/add', { id: 1001, name: '丁' })).toMatchObject({
      success: false, message: '测试条目编号1001已存在', result: { id: '测试条目编号1001已存在' },
    });
    expect((await call('POST', '/test/item/add', { name: '丁' })).message).toBe('测试条目编号不能为空');
    for (const bad of ['0', '-3', '1.5', 'x1', '99999999999']) {
      expect((await call('POST', '/test/item/add', { id: bad, name: '丁' })).message, bad).toBe('测试条目编号必须是1到2147483647之间的整数');
    }
    expect((await call('GET', `/test/item/list?name=${encodeURIComponent('丁')}`)).result.total).toBe(0);
  });

  // Found by the platform's client: a dataId that is no number failed the query on PostgreSQL (500).
  it('answers the duplicate check on an integer key for any dataId', async () => {
    expect(await call('POST', '/test/item/add', { id: 2001, name: '戊' })).toMatchObject({ success: true });
    const check = `/sys/duplicate/check?tableName=biz_test_item&fieldName=name&fieldVal=${encodeURIComponent('戊')}`;
    expect(await call('GET', check)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await call('GET', `${check}&dataId=2001`)).toMatchObject({ success: true });
    for (const dataId of ['abc', '1.5', '99999999999']) {
      const { status, body } = await server.call('GET', `${check}&dataId=${dataId}`, { token });
      expect(status, dataId).toBe(200);
      // It names no row, so no row is left out: the value is taken.
      expect(body, dataId).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    }
    const free = `/sys/duplicate/check?tableName=biz_test_item&fieldName=name&fieldVal=${encodeURIComponent('己')}&dataId=abc`;
    expect(await call('GET', free)).toMatchObject({ success: true });
  });
});
