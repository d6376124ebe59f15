import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { ITEM_FIELDS, itemPage, schemaDir } from '../helpers/schemas.ts';

type Row = Record<string, unknown>;

/** The test entity with soft delete: delete marks rows, which the recycle bin restores or purges. */
function softPage() {
  const page = itemPage(ITEM_FIELDS);
  return { ...page, entity: { ...(page.entity as object), softDelete: true } };
}

describe.each(testDatabases)('soft delete and the recycle bin on $name', ({ name }) => {
  let server: TestServer;
  let token = '';
  const schemas = schemaDir({ 'test-item.json': softPage() });
  const call = async (method: string, path: string, body?: unknown, as = token) => (await server.call(method, path, { token: as, body })).body;
  const names = async (query = '') => ((await call('GET', `/test/item/list?pageSize=100&${query}`)).result.records as Row[]).map((r) => r.name);
  const binned = async () => ((await call('GET', '/test/item/recycleBin')).result as Row[]).map((r) => r.name);
  const idOf = async (item: string) => String(((await call('GET', `/test/item/list?name=${encodeURIComponent(item)}`)).result.records as Row[])[0].id);

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
    for (const item of ['甲', '乙', '丙']) expect((await call('POST', '/test/item/add', { name: item, code: `c${item.codePointAt(0)}` })).success).toBe(true);
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('marks a deleted row: the list, queryById and the duplicate check skip it, the recycle bin shows it', async () => {
    const id = await idOf('甲');
    expect(await call('DELETE', `/test/item/delete?id=${id}`)).toMatchObject({ success: true, message: '删除成功!' });
    expect(await names()).not.toContain('甲');
    expect((await call('GET', '/test/item/list')).result.total).toBe(2);
    expect((await call('GET', `/test/item/queryById?id=${id}`)).success).toBe(false);
    expect((await call('DELETE', `/test/item/delete?id=${id}`)).success).toBe(false);
    expect(await binned()).toEqual(['甲']);
    expect((await call('GET', '/test/item/recycleBin')).result[0]).toMatchObject({ id, delFlag: 1, updateBy: 'admin' });
    // Its unique name is free again: a new 甲 may be added, and the duplicate check says so.
    const check = await call('GET', `/sys/duplicate/check?tableName=biz_test_item&fieldName=name&fieldVal=${encodeURIComponent('甲')}`);
    expect(check.success).toBe(true);
    expect((await call('POST', '/test/item/add', { name: '甲', code: 'new' })).success).toBe(true);
  });

  it('refuses restoring a row whose unique value another row holds now, and restores one whose value is free', async () => {
    const [old] = (await call('GET', '/test/item/recycleBin')).result as Row[];
    expect(await call('PUT', '/test/item/putRecycleBin', { ids: String(old.id) })).toMatchObject({ success: false, message: '名称已存在' });
    expect(await binned()).toEqual(['甲']);
    await call('DELETE', `/test/item/delete?id=${await idOf('甲')}`);
    expect(await call('PUT', '/test/item/putRecycleBin', { ids: String(old.id) })).toMatchObject({ success: true, message: '还原成功' });
    expect(await names('name=甲')).toEqual(['甲']);
    expect((await call('GET', `/test/item/queryById?id=${String(old.id)}`)).result).toMatchObject({ code: `c${'甲'.codePointAt(0)}` });
  });

  it('purges binned rows for good, and only binned ones', async () => {
    const live = await idOf('乙');
    expect((await call('DELETE', `/test/item/deleteRecycleBin?ids=${live}`)).success).toBe(false);
    expect(await names('name=乙')).toEqual(['乙']);
    await call('DELETE', `/test/item/deleteBatch?ids=${live}`);
    const bin = (await call('GET', '/test/item/recycleBin')).result as Row[];
    expect(await call('DELETE', `/test/item/deleteRecycleBin?ids=${bin.map((r) => String(r.id)).join(',')}`)).toMatchObject({ success: true, message: '删除成功' });
    expect(await binned()).toEqual([]);
    const logs = (await call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('测试条目')}`)).result.records as { logContent: string }[];
    const contents = logs.map((l) => l.logContent);
    expect(contents).toContain('还原测试条目：甲');
    const purged = contents.filter((c) => c.startsWith('彻底删除测试条目：')).map((c) => c.split('：')[1].split('、').sort());
    expect(purged).toEqual([['乙', '甲'].sort()]);
  });

  it('keeps the recycle bin behind its own codes', async () => {
    const staff = await server.login('jeecg');
    expect((await server.call('GET', '/test/item/recycleBin', { token: staff })).status).toBe(403);
    expect((await server.call('PUT', '/test/item/putRecycleBin', { token: staff, body: { ids: 'x' } })).status).toBe(403);
    expect((await server.call('DELETE', '/test/item/deleteRecycleBin?ids=x', { token: staff })).status).toBe(403);
    expect((await call('DELETE', '/test/item/deleteRecycleBin')).message).toBe('缺少参数：ids');
  });

  // The dashboards' counts read the tables directly for a caller without data rules: a marked row is not counted there either.
  it('leaves marked rows out of the dashboards\' counts', async () => {
    type Series = { key: string; counts: number[] };
    const figures = async () => {
      const analysis = (await call('GET', '/sys/dashboard/analysis')).result;
      const workplace = (await call('GET', '/sys/dashboard/workplace')).result;
      return {
        count: (analysis.entities as Row[]).find((e) => e.table === 'biz_test_item')?.count,
        today: (analysis.daily.entities as Series[]).find((s) => s.key === 'biz_test_item')?.counts.at(-1),
        mine: (workplace.recentChanges.entities as Row[]).find((e) => e.table === 'biz_test_item')?.count ?? 0,
      };
    };
    const before = await figures();
    expect(before.today).toBeGreaterThanOrEqual(1);
    expect((await call('POST', '/test/item/add', { name: '戊', code: 'wu' })).success).toBe(true);
    const added = await figures();
    expect(added).toEqual({ count: Number(before.count) + 1, today: Number(before.today) + 1, mine: Number(before.mine) + 1 });
    expect((await call('DELETE', `/test/item/delete?id=${await idOf('戊')}`)).success).toBe(true);
    expect(await figures()).toEqual(before);
  });
});
