import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryApi } from '../../designer/api/categoriesApi.ts';
import { createFetchClient } from '../../designer/api/fetchClient.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// fixtures/demo/categories.json: 民族 (A01), 学历 (A02), 安置房户型 (A03) with a third level; ids are cat_<code>.
type Node = { key: string; code: string; title: string; leaf: boolean; isLeaf: boolean; children: Node[] | null };
const codes = (nodes: Node[]) => nodes.map((n) => n.code);

describe.each(testDatabases)('categories (/sys/category) on $name', ({ name }) => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    // Reading categories needs a session only: a staff user without any admin grant will do.
    token = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const get = async (path: string) => (await server.call('GET', `/sys/category/${path}`, { token })).body;

  it('loadTreeRoot: the roots, or the nodes under a code; async=false fills every level', async () => {
    const roots = await get('loadTreeRoot?async=true&pcode=');
    expect(roots.success).toBe(true);
    expect(codes(roots.result)).toEqual(['A01', 'A02', 'A03']);
    expect(roots.result[0]).toEqual({
      key: 'cat_A01', value: 'cat_A01', code: 'A01', title: '民族', name: '民族', label: '民族',
      leaf: false, isLeaf: false, parentId: '0', children: null,
    });

    const nations = await get('loadTreeRoot?async=true&pcode=A01');
    expect(nations.result.map((n: Node) => n.title)).toEqual(['汉族', '苗族', '布依族', '土家族', '彝族', '其他民族']);
    expect(nations.result.every((n: Node) => n.leaf && n.isLeaf && n.children === null)).toBe(true);

    const whole = await get('loadTreeRoot?async=false&pcode=A03');
    expect(codes(whole.result)).toEqual(['A03A01', 'A03A02', 'A03A03']);
    expect(codes(whole.result[0].children)).toEqual(['A03A01A01', 'A03A01A02', 'A03A01A03']);
    expect(whole.result[0].children[1]).toMatchObject({ title: '两室一厅（约75㎡）', leaf: true, parentId: 'cat_A03A01' });
    expect(whole.result[2]).toMatchObject({ code: 'A03A03', leaf: true, children: null });

    expect(await get('loadTreeRoot?async=true&pcode=Z99')).toMatchObject({ success: false, message: '该编码【Z99】不存在，请核实!' });
  });

  it('loadTreeChildren: the children of one node', async () => {
    const body = await get('loadTreeChildren?pid=cat_A02');
    expect(body.result.map((n: Node) => n.title)).toEqual(['小学及以下', '初中', '高中或中专', '大专', '本科及以上']);
    expect((await get('loadTreeChildren?pid=cat_A02A01')).result).toEqual([]);
    expect(await get('loadTreeChildren')).toMatchObject({ success: false, message: '缺少参数：pid' });
  });

  it("loadTreeData: under pid, else under pcode ('0' by default), with a JSON condition on declared columns", async () => {
    expect(codes((await get('loadTreeData')).result)).toEqual(['A01', 'A02', 'A03']);
    expect(codes((await get('loadTreeData?pcode=A03')).result)).toEqual(['A03A01', 'A03A02', 'A03A03']);
    expect(codes((await get('loadTreeData?pid=cat_A03A02&pcode=0')).result)).toEqual(['A03A02A01', 'A03A02A02']);

    const condition = (c: string) => get(`loadTreeData?pcode=A03&condition=${encodeURIComponent(c)}`);
    expect(codes((await condition('{"has_child":"1"}')).result)).toEqual(['A03A01', 'A03A02']);
    expect(codes((await condition('{"hasChild":"0","code":"A03A03"}')).result)).toEqual(['A03A03']);
    expect((await condition('{}')).result).toHaveLength(3);

    for (const bad of ['has_child=1', '["code"]', '"A03"', '{"code":']) {
      expect(await condition(bad)).toMatchObject({ success: false, message: 'condition 参数有误，需要一个JSON字符串' });
    }
    // Keys are checked against the table's columns: nothing of the request reaches an SQL identifier.
    expect(await condition('{"1=1 or code":"x"}')).toMatchObject({ success: false, message: 'condition 中的字段不存在：1=1 or code' });
    expect(await condition('{"password":"x"}')).toMatchObject({ success: false, message: 'condition 中的字段不存在：password' });
    expect(await condition('{"code":{"$ne":1}}')).toMatchObject({ success: false, message: 'condition 中字段 code 的值只能是文本或数字' });
  });

  it('loadOne: the row of a field and value; unknown fields are refused', async () => {
    const one = await get('loadOne?field=code&val=A02A03');
    expect(one.result).toMatchObject({ id: 'cat_A02A03', pid: 'cat_A02', name: '高中或中专', code: 'A02A03', hasChild: '0' });
    expect((await get('loadOne?field=id&val=cat_A01')).result.name).toBe('民族');
    expect(await get('loadOne?field=code&val=none')).toMatchObject({ success: false, message: '查询无果!' });
    expect(await get('loadOne?field=pid&val=cat_A01')).toMatchObject({ success: false, message: '查询数据异常,[pid]存在多个值:cat_A01' });
    expect(await get('loadOne?field=name%20or%201%3D1&val=x')).toMatchObject({ success: false, message: '字段无效，请检查!' });
  });

  it('loadDictItem/: names of ids in the order asked, unknown ids left out', async () => {
    const body = await get('loadDictItem/?ids=cat_A01A03,cat_A02A05,nope,cat_A01');
    expect(body).toMatchObject({ success: true, result: ['布依族', '本科及以上', '民族'] });
    expect((await get('loadDictItem?ids=cat_A03')).result).toEqual(['安置房户型']);
    expect(await get('loadDictItem/?ids=')).toMatchObject({ success: false, message: 'ids 不能为空' });
  });

  it('needs a session', async () => {
    for (const path of ['loadTreeRoot?pcode=', 'loadTreeChildren?pid=cat_A01', 'loadTreeData', 'loadOne?field=code&val=A01', 'loadDictItem/?ids=cat_A01']) {
      expect((await server.call('GET', `/sys/category/${path}`)).status).toBe(401);
    }
  });

  it("serves the designer's category client, which checks the condition before calling", async () => {
    const api = createCategoryApi(createFetchClient({ baseUrl: `${server.url}/jeecg-boot`, token }));
    expect(codes(await api.loadTreeRoot())).toEqual(['A01', 'A02', 'A03']);
    const tree = await api.loadTreeRoot({ pcode: 'A03', async: false });
    expect(tree[1].children?.map((n) => n.title)).toEqual(['两室两厅（约85㎡）', '三室两厅（约115㎡）']);
    expect((await api.loadTreeChildren('cat_A01')).length).toBe(6);
    expect(codes(await api.loadTreeData({ pcode: 'A03', condition: '{"has_child":"1"}' }))).toEqual(['A03A01', 'A03A02']);
    expect((await api.loadOne('code', 'A01A01')).name).toBe('汉族');
    expect(await api.loadDictItem(['cat_A02A02', 'cat_A01A02'])).toEqual(['初中', '苗族']);
    await expect(api.loadTreeData({ condition: 'code=A01' })).rejects.toThrow('condition 参数有误，需要一个JSON字符串');
    await expect(api.loadTreeRoot({ pcode: 'Z99' })).rejects.toThrow('该编码【Z99】不存在，请核实!');
  });
});
