import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

type Category = { id: string; pid: string; name: string; code: string; hasChild: string };

describe.each(testDatabases)('分类字典 administration on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body })).body;
  const records = async (path: string) => (await call('GET', path)).result.records as Category[];
  const byCode = async (code: string) => (await records(`/sys/category/list?code=${code}`)).find((c) => c.code === code) as Category;

  it('refuses every call without the codes (403) and without a session (401)', async () => {
    const staff = await server.login('jeecg');
    const calls: [string, string, unknown?][] = [
      ['GET', '/sys/category/list'], ['GET', '/sys/category/queryById?id=cat_A01'], ['POST', '/sys/category/add', { name: 'a', code: 'a' }],
      ['PUT', '/sys/category/edit', { id: 'cat_A01', name: 'a', code: 'a' }], ['DELETE', '/sys/category/delete?id=cat_A01'],
      ['DELETE', '/sys/category/deleteBatch?ids=cat_A01'],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, path, { token: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect((await server.call(method, path, { body })).status).toBe(401);
    }
    // The selector's reads stay open to every signed-in user.
    expect((await server.call('GET', '/sys/category/loadTreeRoot?pcode=A01', { token: staff })).body.success).toBe(true);
  });

  it('lists the roots, a level by pid, and matches at every level', async () => {
    const roots = await records('/sys/category/list');
    expect(roots.map((c) => c.code)).toEqual(['A01', 'A02', 'A03']);
    expect(roots[0]).toMatchObject({ pid: '', hasChild: '1', name: '民族' });
    const housing = await records('/sys/category/list?pid=cat_A03');
    expect(housing.map((c) => c.code)).toEqual(['A03A01', 'A03A02', 'A03A03']);
    expect(housing[0].pid).toBe('cat_A03');
    expect((await records(`/sys/category/list?name=${encodeURIComponent('*两室*')}`)).map((c) => c.code)).toEqual(['A03A01A02', 'A03A02A01']);
    expect((await call('GET', '/sys/category/queryById?id=cat_A02A01')).result).toMatchObject({ name: '小学及以下', pid: 'cat_A02' });
    expect((await call('GET', '/sys/category/queryById?id=nope')).message).toBe('分类不存在或已删除');
  });

  it('adds a root and a child (the parent gets its expander), refusing bad input and taken codes', async () => {
    const root = await call('POST', '/sys/category/add', { name: '宗教信仰', code: 'B01', pid: '' });
    expect(root).toMatchObject({ success: true, message: '添加成功！', result: { pid: '', hasChild: '0', createBy: 'admin' } });
    expect((await call('POST', '/sys/category/add', { name: '无', code: 'B01A01', pid: root.result.id })).success).toBe(true);
    expect(await byCode('B01')).toMatchObject({ hasChild: '1' });
    expect((await call('GET', '/sys/category/loadTreeRoot?pcode=B01')).result.map((n: { code: string }) => n.code)).toEqual(['B01A01']);
    expect(await call('POST', '/sys/category/add', { name: '重复', code: 'A01' })).toMatchObject({ success: false, message: '分类编码“A01”已存在', result: { code: '分类编码“A01”已存在' } });
    expect(await call('POST', '/sys/category/add', { name: '', code: 'X1' })).toMatchObject({ success: false, message: '分类名称不能为空' });
    expect(await call('POST', '/sys/category/add', { name: '甲', code: 'a b' })).toMatchObject({ success: false, message: '分类编码只能包含字母、数字、下划线和短横线' });
    expect(await call('POST', '/sys/category/add', { name: '甲', code: 'X1', pid: 'nope' })).toMatchObject({ success: false, message: '父级分类不存在或已删除' });
    expect(await call('POST', '/sys/category/add', { name: '甲'.repeat(101), code: 'X1' })).toMatchObject({ success: false, message: '分类名称长度不能超过100个字符' });
  });

  it('edits a category, moves it under another parent, and refuses a move under itself', async () => {
    const child = await byCode('B01A01');
    const edited = await call('PUT', '/sys/category/edit', { id: child.id, name: '无宗教信仰', code: 'B01A01', pid: child.pid });
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { name: '无宗教信仰', updateBy: 'admin' } });
    const root = await byCode('B01');
    expect(await call('PUT', '/sys/category/edit', { id: root.id, name: '宗教信仰', code: 'B01', pid: child.id })).toMatchObject({
      success: false, message: '不能把分类移到它自己或它的下级分类之下',
    });
    expect((await call('PUT', '/sys/category/edit', { id: child.id, name: '无宗教信仰', code: 'A01' })).message).toBe('分类编码“A01”已存在');
    expect((await call('PUT', '/sys/category/edit', { id: child.id, name: '无宗教信仰', code: 'B01A01', pid: 'cat_A02' })).success).toBe(true);
    expect(await byCode('B01')).toMatchObject({ hasChild: '0' });
    expect((await records('/sys/category/list?pid=cat_A02')).map((c) => c.code)).toContain('B01A01');
  });

  it('refuses to delete a category with children and deletes a leaf, updating its parent', async () => {
    const refused = await call('DELETE', '/sys/category/delete?id=cat_A03A01');
    expect(refused).toMatchObject({ success: false, message: '分类“多层住宅”下还有3个子分类，请先删除子分类' });
    for (const id of ['cat_A03A01A01', 'cat_A03A01A02', 'cat_A03A01A03']) {
      expect((await call('DELETE', `/sys/category/delete?id=${id}`)).success).toBe(true);
    }
    expect(await byCode('A03A01')).toMatchObject({ hasChild: '0' });
    expect((await call('DELETE', '/sys/category/delete?id=cat_A03A01')).success).toBe(true);
    expect((await call('DELETE', '/sys/category/delete?id=cat_A03A01')).message).toBe('分类不存在或已删除');
    const logged = await call('GET', `/sys/log/list?logType=2&keyWord=${encodeURIComponent('删除分类')}`);
    expect(logged.result.total).toBe(4);
  });

  it('deletes a batch together, a parent with its children, or none of it', async () => {
    const exists = async (id: string) => (await call('GET', `/sys/category/queryById?id=${id}`)).success as boolean;
    expect(await call('DELETE', '/sys/category/deleteBatch?ids=cat_A03A02,cat_A03A02A01')).toMatchObject({
      success: false, message: '分类“小高层”下还有1个子分类，请先删除子分类',
    });
    expect(await call('DELETE', '/sys/category/deleteBatch?ids=cat_A03A02A01,nope')).toMatchObject({ success: false, message: '分类不存在或已删除' });
    expect((await call('DELETE', '/sys/category/deleteBatch')).message).toBe('缺少参数：ids');
    expect([await exists('cat_A03A02'), await exists('cat_A03A02A01'), await exists('cat_A03A02A02')]).toEqual([true, true, true]);

    expect(await call('DELETE', '/sys/category/deleteBatch?ids=cat_A03A02A02,cat_A03A02,cat_A03A02A01')).toMatchObject({ success: true, message: '批量删除成功!' });
    expect([await exists('cat_A03A02'), await exists('cat_A03A02A01'), await exists('cat_A03A02A02')]).toEqual([false, false, false]);
    // 商铺安置 is still under 住房安置.
    expect(await byCode('A03')).toMatchObject({ hasChild: '1' });
    // Leaves of one parent: the parent loses its expander.
    await call('DELETE', '/sys/category/deleteBatch?ids=cat_A02A01');
    const left = await records('/sys/category/list?pid=cat_A02');
    const all = [...left.map((c) => c.id)].join(',');
    expect((await call('DELETE', `/sys/category/deleteBatch?ids=${all}`)).success).toBe(true);
    expect(await byCode('A02')).toMatchObject({ hasChild: '0' });
    const logged = await call('GET', `/sys/log/list?logType=2&keyWord=${encodeURIComponent('批量删除分类')}`);
    expect(logged.result.records.map((r: { logContent: string }) => r.logContent)).toContain('批量删除分类：三室两厅（约115㎡）(A03A02A02),小高层(A03A02),两室两厅（约85㎡）(A03A02A01)');
  });
});
