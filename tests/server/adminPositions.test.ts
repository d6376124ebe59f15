import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

type Position = Record<string, unknown> & { id: string; code: string; name: string };

describe.each(testDatabases)('positions on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body })).body;
  const add = (fields: Record<string, unknown>) => call('POST', '/sys/position/add', fields);
  const setPost = (username: string, post: string | null) =>
    server.ctx.db.kysely.updateTable('sysUser').set({ post }).where('username', '=', username).execute();

  it('refuses every call without the page\'s button codes (403) and without a session (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/sys/position/list'], ['GET', '/sys/position/queryById?id=1'], ['POST', '/sys/position/add', { code: 'a', name: 'a' }],
      ['PUT', '/sys/position/edit', { id: '1', code: 'a', name: 'a' }], ['DELETE', '/sys/position/delete?id=1'],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, path, { token: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.message).toBe('没有权限，请联系管理员授权');
      expect((await server.call(method, path, { body })).status).toBe(401);
    }
  });

  it('adds positions and lists them by name, newest first', async () => {
    const added = await add({ code: 'director', name: '主任', postRank: '1', companyId: 'd_a01' });
    expect(added).toMatchObject({
      success: true, message: '添加成功！', result: { code: 'director', name: '主任', postRank: '1', companyId: 'd_a01', createBy: 'admin', sysOrgCode: 'A01' },
    });
    expect((await add({ code: 'deputy', name: '副主任', postRank: '2' })).success).toBe(true);
    expect((await add({ code: 'clerk', name: '办事员' })).success).toBe(true);
    const all = await call('GET', '/sys/position/list');
    expect(all.result).toMatchObject({ total: 3, current: 1, size: 10 });
    expect((all.result.records as Position[]).map((p) => p.code)).toEqual(['clerk', 'deputy', 'director']);
    // The list conventions of every entity (api-contract section 1): a plain value is equality, `*v*` contains.
    const byName = await call('GET', `/sys/position/list?name=${encodeURIComponent('*主任*')}`);
    expect((byName.result.records as Position[]).map((p) => p.code).sort()).toEqual(['deputy', 'director']);
    const exact = await call('GET', `/sys/position/list?name=${encodeURIComponent('主任')}`);
    expect((exact.result.records as Position[]).map((p) => p.code)).toEqual(['director']);
    const starred = await call('GET', `/sys/position/list?name=${encodeURIComponent('*副*')}`);
    expect((starred.result.records as Position[]).map((p) => p.code)).toEqual(['deputy']);
    const one = await call('GET', `/sys/position/queryById?id=${added.result.id}`);
    expect(one.result).toMatchObject({ code: 'director', name: '主任' });
    expect((await call('GET', '/sys/position/queryById?id=nope')).message).toBe('职务不存在或已删除');
  });

  it('answers the list conventions of every entity: !v, a,b, the advanced query, sorting, unknown names refused', async () => {
    const codes = async (query: string) => {
      const body = await call('GET', `/sys/position/list?${query}`);
      expect(body.success, `${query}: ${String(body.message)}`).toBe(true);
      return (body.result.records as Position[]).map((p) => p.code);
    };
    expect(await codes('code=!clerk')).toEqual(['deputy', 'director']);
    expect((await codes('code=clerk,director')).sort()).toEqual(['clerk', 'director']);
    const advanced = encodeURIComponent(JSON.stringify([{ field: 'postRank', rule: 'eq', val: '2' }, { field: 'code', rule: 'eq', val: 'clerk' }]));
    expect((await codes(`superQueryParams=${advanced}&superQueryMatchType=or`)).sort()).toEqual(['clerk', 'deputy']);
    expect(await codes(`superQueryParams=${advanced}&superQueryMatchType=and`)).toEqual([]);
    expect(await codes('column=code&order=asc')).toEqual(['clerk', 'deputy', 'director']);
    expect(await codes('column=code&order=desc')).toEqual(['director', 'deputy', 'clerk']);
    expect(await call('GET', '/sys/position/list?nope=1')).toMatchObject({ success: false });
  });

  it('answers the duplicate check of its declared unique code, to holders of the add or edit code', async () => {
    const check = (value: string, token = admin) =>
      server.call('GET', `/sys/duplicate/check?tableName=sys_position&fieldName=code&fieldVal=${value}`, { token });
    expect((await check('director')).body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await check('nobody_holds_this')).body).toMatchObject({ success: true, message: '该值可用！' });
    expect((await check('director', staff)).status).toBe(403);
  });

  it('refuses bad input with a message that names the field', async () => {
    expect(await add({ code: '', name: '甲' })).toMatchObject({ success: false, message: '职务编码不能为空', result: { code: '职务编码不能为空' } });
    expect(await add({ code: 'a,b', name: '甲' })).toMatchObject({ success: false, message: '职务编码只能包含字母、数字、下划线和短横线' });
    expect(await add({ code: 'x', name: '' })).toMatchObject({ success: false, message: '职务名称不能为空', result: { name: '职务名称不能为空' } });
    expect(await add({ code: 'x', name: '甲'.repeat(101) })).toMatchObject({ success: false, message: '职务名称长度不能超过100个字符' });
    expect(await add({ code: 'x', name: '<svg onload=alert(1)>' })).toMatchObject({ success: false, result: { name: '职务名称不能包含HTML标记（如 <b>、<img>）' } });
    expect(await add({ code: 'x', name: '甲', postRank: '12345678901' })).toMatchObject({ success: false, message: '职级长度不能超过10个字符' });
    expect(await add({ code: 'director', name: '又一个主任' })).toMatchObject({ success: false, message: '职务编码“director”已存在', result: { code: '职务编码“director”已存在' } });
    expect((await call('GET', '/sys/position/list?code=x')).result.total).toBe(0);
  });

  it('edits a position; its code cannot move to a taken one or away from its holders', async () => {
    const [clerk] = (await call('GET', '/sys/position/list?code=clerk')).result.records as Position[];
    const edited = await call('PUT', '/sys/position/edit', { id: clerk.id, code: 'staff', name: '科员', postRank: '3' });
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { code: 'staff', name: '科员', postRank: '3', updateBy: 'admin' } });
    expect((await call('PUT', '/sys/position/edit', { id: clerk.id, code: 'director', name: '科员' })).message).toBe('职务编码“director”已存在');
    await setPost('lihua', 'deputy,staff');
    const moved = await call('PUT', '/sys/position/edit', { id: clerk.id, code: 'officer', name: '科员' });
    expect(moved).toMatchObject({ success: false, message: '职务“科员”仍有1个用户担任，不能修改职务编码' });
    expect((await call('PUT', '/sys/position/edit', { id: clerk.id, code: 'staff', name: '一级科员' })).success).toBe(true);
    expect((await call('PUT', '/sys/position/edit', { id: 'nope', code: 'q', name: 'q' })).message).toBe('职务不存在或已删除');
    expect((await call('PUT', '/sys/position/edit', { code: 'q', name: 'q' })).message).toBe('缺少参数：id');
  });

  it('refuses to delete a position users hold, naming them, and deletes it once none does', async () => {
    const [deputy] = (await call('GET', '/sys/position/list?code=deputy')).result.records as Position[];
    await setPost('jeecg', 'deputy');
    // A code that merely contains another is not a holder: 'deputy_x' does not hold 'deputy'.
    await setPost('wangfang', 'deputy_x');
    const refused = await call('DELETE', `/sys/position/delete?id=${deputy.id}`);
    expect(refused).toMatchObject({ success: false, message: '职务“副主任”仍有2个用户担任（jeecg、lihua），不能删除' });
    await setPost('jeecg', null);
    await setPost('lihua', 'staff');
    expect(await call('DELETE', `/sys/position/delete?id=${deputy.id}`)).toMatchObject({ success: true, message: '删除成功!' });
    expect((await call('GET', '/sys/position/list?code=deputy')).result.records.map((p: Position) => p.code)).toEqual([]);
    expect((await call('DELETE', `/sys/position/delete?id=${deputy.id}`)).message).toBe('职务不存在或已删除');
  });

  it('logs every change', async () => {
    const logs = await call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('职务')}`);
    const contents = (logs.result.records as { logContent: string }[]).map((l) => l.logContent);
    expect(contents).toEqual(expect.arrayContaining(['添加职务：主任(director)', '编辑职务：科员(staff)', '删除职务：副主任(deputy)']));
    expect(contents.filter((c) => c.startsWith('删除'))).toHaveLength(1);
  });
});
