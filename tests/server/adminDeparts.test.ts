import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, TEST_PASSWORD, type ApiBody, type TestServer } from '../helpers/server.ts';

interface Node { key: string; value: string; title: string; isLeaf: boolean; id: string; children: Node[] | null; [field: string]: unknown }

/** key: children keys, depth first, for comparing trees at a glance. */
const outline = (nodes: Node[] | null): unknown => (nodes ?? []).map((n) => (n.children ? { [n.key]: outline(n.children) } : n.key));

describe.each(testDatabases)('departments (/sys/sysDepart) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';
  let nobody = '';

  const call = async (method: string, path: string, token = admin, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const get = async (path: string, token = admin) => {
    const { body } = await call('GET', path, token);
    expect(body.success).toBe(true);
    return body.result;
  };
  const add = async (fields: Record<string, unknown>) => (await call('POST', '/sys/sysDepart/add', admin, fields)).body;

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
    const created = await call('POST', '/sys/user/add', admin, { username: 'nobody', realname: '无权限', password: TEST_PASSWORD });
    expect(created.body.success).toBe(true);
    nobody = await server.login('nobody');
  });
  afterAll(() => server.close());

  it('refuses every endpoint to a user without its code, with 403; staff may read the tree for the pickers', async () => {
    const calls: [string, string][] = [
      ['GET', '/sys/sysDepart/queryTreeList'], ['GET', '/sys/sysDepart/queryDepartTreeSync'], ['GET', '/sys/sysDepart/queryIdTree'],
      ['GET', '/sys/sysDepart/searchBy?keyWord=部'], ['GET', '/sys/sysDepart/queryMyDeptTreeList'], ['GET', '/sys/sysDepart/queryDepartStreetList'],
      ['GET', '/sys/sysDepart/queryById?id=d_a01'],
      ['POST', '/sys/sysDepart/add'], ['PUT', '/sys/sysDepart/edit'], ['DELETE', '/sys/sysDepart/delete?id=d_a01a02'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await call(method, path, nobody, method === 'GET' || method === 'DELETE' ? undefined : { id: 'd_a01a02', departName: '改' });
      expect({ path, status, message: body.message }).toEqual({ path, status: 403, message: '没有权限，请联系管理员授权' });
    }
    expect((await call('GET', '/sys/sysDepart/queryTreeList', staff)).status).toBe(200);
    for (const [method, path] of calls.slice(7)) expect((await call(method, path, staff, { id: 'd_a01a02', departName: '改' })).status).toBe(403);
    expect((await call('DELETE', '/sys/sysDepart/delete?id=d_a01a02', staff)).status).toBe(403);
  });

  it('answers the tree with the platform node shape: children null on leaves', async () => {
    const tree = (await get('/sys/sysDepart/queryTreeList')) as Node[];
    expect(outline(tree)).toEqual([{ d_a01: ['d_a01a01', 'd_a01a02', { d_a01a03: ['d_a01a03a01'] }] }]);
    const [root] = tree;
    expect(root).toMatchObject({
      key: 'd_a01', value: 'd_a01', title: '智慧安置区管委会', isLeaf: false, id: 'd_a01', parentId: null, departName: '智慧安置区管委会',
      orgCode: 'A01', orgCategory: '1', orgType: '1', departOrder: 0, address: '安置区综合服务中心', status: '1', delFlag: '0',
    });
    for (const key of ['departNameEn', 'departNameAbbr', 'description', 'mobile', 'fax', 'memo', 'qywxIdentifier', 'createBy', 'createTime', 'updateBy', 'updateTime', 'directorUserIds']) {
      expect(root).toHaveProperty(key);
    }
    const leaf = root.children?.[0];
    expect(leaf).toMatchObject({ key: 'd_a01a01', title: '综合办公室', isLeaf: true, children: null });
    const picked = (await get('/sys/sysDepart/queryTreeList?ids=d_a01a02,d_a01a03a01')) as Node[];
    expect(picked.map((n) => n.title)).toEqual(['社会事务部', '第一网格']);
  });

  it('answers one level at a time, the id tree, a keyword search and the user\'s own departments', async () => {
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync')) as Node[];
    expect(roots.map((n) => [n.key, n.isLeaf])).toEqual([['d_a01', false]]);
    const level = (await get('/sys/sysDepart/queryDepartTreeSync?pid=d_a01')) as Node[];
    expect(level.map((n) => [n.key, n.isLeaf, n.children])).toEqual([['d_a01a01', true, null], ['d_a01a02', true, null], ['d_a01a03', false, null]]);
    const street = (await get('/sys/sysDepart/queryDepartStreetList?parentId=d_a01a03')) as Node[];
    expect(street.map((n) => n.key)).toEqual(['d_a01a03a01']);

    expect(await get('/sys/sysDepart/queryIdTree')).toEqual([{
      key: 'd_a01', value: 'd_a01', title: '智慧安置区管委会', children: [
        { key: 'd_a01a01', value: 'd_a01a01', title: '综合办公室' },
        { key: 'd_a01a02', value: 'd_a01a02', title: '社会事务部' },
        { key: 'd_a01a03', value: 'd_a01a03', title: '村务管理部', children: [{ key: 'd_a01a03a01', value: 'd_a01a03a01', title: '第一网格' }] },
      ],
    }]);

    expect(outline(await get('/sys/sysDepart/searchBy?keyWord=务'))).toEqual(['d_a01a02', { d_a01a03: ['d_a01a03a01'] }]);
    const none = (await call('GET', '/sys/sysDepart/searchBy?keyWord=不存在')).body;
    expect(none).toMatchObject({ success: true, message: '未查询匹配数据！', result: [] });

    // jeecg belongs to 社会事务部 and 村务管理部 (with 第一网格 under it).
    const mine = await get('/sys/sysDepart/queryMyDeptTreeList', staff);
    expect(outline(mine)).toEqual(['d_a01a02', { d_a01a03: ['d_a01a03a01'] }]);
    expect(outline(await get('/sys/sysDepart/queryMyDeptTreeList', admin))).toEqual([{ d_a01: ['d_a01a01', 'd_a01a02', { d_a01a03: ['d_a01a03a01'] }] }]);
  });

  it('adds departments with generated org codes and checks the fields', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{}, 'departName', '机构名称不能为空'],
      [{ departName: 'x'.repeat(101) }, 'departName', '机构名称长度不能超过100个字符'],
      [{ departName: '<b onmouseover=alert(1)>部门</b>' }, 'departName', '机构名称不能包含HTML标记（如 <b>、<img>）'],
      [{ departName: '新部门', parentId: 'd_missing' }, 'parentId', '上级部门不存在'],
      [{ departName: '新部门', orgCategory: '9' }, 'orgCategory', '机构类型只能是公司、部门或岗位'],
      [{ departName: '新部门', departOrder: 'first' }, 'departOrder', '排序必须是整数'],
      [{ departName: '新部门', mobile: '123' }, 'mobile', '手机号码格式不正确'],
    ];
    for (const [fields, field, message] of refusals) expect(await add(fields)).toMatchObject({ success: false, message, result: { [field]: message } });

    const child = await add({ departName: '综合执法队', parentId: 'd_a01', orgCategory: '2', departOrder: 4, mobile: '13800000000' });
    expect(child).toMatchObject({ success: true, message: '添加成功！', result: { title: '综合执法队', orgCode: 'A01A04', orgType: '2', parentId: 'd_a01', isLeaf: true } });
    const grandchild = await add({ departName: '一中队', parentId: child.result.id });
    expect(grandchild.result.orgCode).toBe('A01A04A01');
    const root = await add({ departName: '第二管委会' });
    expect(root.result).toMatchObject({ orgCode: 'A02', orgType: '1', parentId: null });
    const level = (await get('/sys/sysDepart/queryDepartTreeSync?pid=d_a01')) as Node[];
    expect(level.map((n) => [n.title, n.isLeaf])).toContainEqual(['综合执法队', false]);
    const log = await server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logContent', '=', '添加部门：综合执法队(A01A04)').executeTakeFirst();
    expect(log).toBeDefined();
  });

  it('edits a department but keeps its place in the tree', async () => {
    const { result } = await add({ departName: '临时组', parentId: 'd_a01a02' });
    const edited = (await call('PUT', '/sys/sysDepart/edit', admin, { id: result.id, departName: '常设组', parentId: 'd_a01', orgCode: 'Z99', memo: '备注' })).body;
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { departName: '常设组', parentId: 'd_a01a02', orgCode: 'A01A02A01', memo: '备注' } });
    expect((await call('PUT', '/sys/sysDepart/edit', admin, { id: result.id, departName: '' })).body).toMatchObject({ success: false, message: '机构名称不能为空' });
    expect((await call('PUT', '/sys/sysDepart/edit', admin, { id: 'd_missing', departName: '甲' })).body).toMatchObject({ success: false, message: '未找到该部门' });
    expect((await get(`/sys/sysDepart/queryById?id=${result.id}`)).departName).toBe('常设组');
  });

  it('refuses to delete a department with children or members, and deletes an empty one', async () => {
    expect((await call('DELETE', '/sys/sysDepart/delete?id=d_a01a03')).body).toMatchObject({ success: false, message: '该部门下还有1个下级部门，请先删除下级部门' });
    // 王芳 (frozen, but a member still) belongs to 综合办公室.
    expect((await call('DELETE', '/sys/sysDepart/delete?id=d_a01a01')).body).toMatchObject({ success: false, message: '该部门下还有1个用户，请先将用户移出该部门' });
    expect((await call('DELETE', '/sys/sysDepart/delete?id=d_missing')).body).toMatchObject({ success: false, message: '未找到该部门' });

    // A department whose only member was deleted goes, and the deleted account's link with it.
    const { result } = await add({ departName: '待撤销', parentId: 'd_a01' });
    const user = (await call('POST', '/sys/user/add', admin, { username: 'leaver', realname: '离职', password: TEST_PASSWORD, selecteddeparts: result.id })).body;
    const head = (await call('POST', '/sys/user/add', admin, { username: 'head', realname: '负责人', password: TEST_PASSWORD, departIds: `d_a01a02,${result.id}` })).body;
    expect(head.result.departIds).toBe(`d_a01a02,${result.id}`);
    expect((await call('DELETE', `/sys/sysDepart/delete?id=${result.id}`)).body.success).toBe(false);
    expect((await call('DELETE', `/sys/user/delete?id=${user.result.id}`)).body.success).toBe(true);
    expect((await call('DELETE', `/sys/sysDepart/delete?id=${result.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    const links = await server.ctx.db.kysely.selectFrom('sysUserDepart').select('id').where('depId', '=', result.id).execute();
    expect(links).toEqual([]);
    expect((await call('GET', `/sys/user/queryById?id=${head.result.id}`)).body.result.departIds).toBe('d_a01a02');
    expect(JSON.stringify(await get('/sys/sysDepart/queryTreeList'))).not.toContain(result.id);
  });
  it('lists through the engine: the top level unfiltered (null parents are roots), has-child counted from the rows, the list grammar', async () => {
    const top = (await get('/sys/sysDepart/list')) as { records: Node[]; total: number };
    expect(top.records.map((r) => r.id)).toContain('d_a01');
    expect(top.records.every((r) => r.parentId === null)).toBe(true);
    // d_a01 was loaded before the engine kept has_child: the column was filled from its rows.
    expect(await get('/sys/sysDepart/queryById?id=d_a01')).toMatchObject({ key: 'd_a01', title: '智慧安置区管委会', isLeaf: false, parentId: null });
    expect(await get('/sys/sysDepart/queryById?id=d_a01a01')).toMatchObject({ isLeaf: true, parentId: 'd_a01' });
    const children = (await get('/sys/sysDepart/childList?pid=d_a01a03')) as Node[];
    expect(children.map((r) => r.id)).toEqual(['d_a01a03a01']);
    const found = (await get(`/sys/sysDepart/list?departName=${encodeURIComponent('*务*')}&column=orgCode&order=desc`)) as { records: Node[] };
    expect(found.records.map((r) => r.id)).toEqual(['d_a01a03', 'd_a01a02']);
    expect((await call('GET', '/sys/sysDepart/list?nope=1')).body).toMatchObject({ success: false, message: '查询条件字段不存在：nope' });
  });
});
