import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

type Category = { id: string; pid: string; name: string; code: string; hasChild: string };

/** The tree calls the engine serves for a tree entity, on 分类字典 (the platform's rootList and childList). */
describe.each(testDatabases)('分类字典 tree calls on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body })).body;

  it('rootList: the top level a page at a time with hasChild; a search stays on the top level', async () => {
    const page = await call('GET', '/sys/category/rootList?pageNo=1&pageSize=2');
    expect(page.result.total).toBe(3);
    expect((page.result.records as Category[]).map((c) => [c.code, c.hasChild, c.pid])).toEqual([['A01', '1', ''], ['A02', '1', '']]);
    // 其他民族 (under 民族) contains 民族 too, but is not a root.
    const found = await call('GET', `/sys/category/rootList?name=${encodeURIComponent('*民族*')}`);
    expect((found.result.records as Category[]).map((c) => c.code)).toEqual(['A01']);
  });

  it('childList: every child of one row, in code order; pid is required', async () => {
    const body = await call('GET', '/sys/category/childList?pid=cat_A03');
    expect((body.result as Category[]).map((c) => c.code)).toEqual(['A03A01', 'A03A02', 'A03A03']);
    expect((body.result as Category[])[0]).toMatchObject({ pid: 'cat_A03', hasChild: '1' });
    expect((await call('GET', '/sys/category/childList')).message).toBe('缺少参数：pid');
  });

  it('keeps hasChild to itself: a body cannot set it', async () => {
    const edited = await call('PUT', '/sys/category/edit', { id: 'cat_A01A01', name: '汉族', code: 'A01A01', hasChild: '1' });
    expect(edited).toMatchObject({ success: true, result: { hasChild: '0' } });
  });

  it('needs the list code', async () => {
    const staff = await server.login('jeecg');
    expect((await server.call('GET', '/sys/category/rootList', { token: staff })).status).toBe(403);
    expect((await server.call('GET', '/sys/category/childList?pid=cat_A03', { token: staff })).status).toBe(403);
  });
});
