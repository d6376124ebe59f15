import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';

type Row = Record<string, unknown>;

const ROWS: Row[] = [
  { name: 'Alpha 一号', code: 'A1', kind: '1', villageType: '1,2', amount: 5, price: 1.5, active: true, birthDate: '2000-01-01', visitTime: '2024-05-01 08:00:00' },
  { name: 'Beta 二号', code: 'B2', kind: '0', villageType: '2', amount: 10, price: 2.5, active: false, birthDate: '1990-06-15', visitTime: '2024-05-02 12:00:00' },
  { name: 'Gamma_50%', code: 'C3', kind: '1', villageType: '3', amount: 15, price: 3, active: true, birthDate: '1985-12-31', visitTime: '2024-05-03 23:59:59' },
  { name: 'Delta 一号线', code: 'D4', kind: '1', note: '没有数量' },
];

describe.each(testDatabases)('entity endpoints on $name', ({ name }) => {
  let server: TestServer;
  let token: string;
  const schemas = schemaDir({ 'test-item.json': itemPage(), 'broken.json': { ...itemPage(), id: 'broken', entity: { table: 'sys_nope' } } });

  const get = async (path: string) => (await server.call('GET', path, { token })).body;
  const list = (query: string) => get(`/test/item/list?${query}`);
  const names = async (query: string) => {
    const body = await list(`pageSize=100&${query}`);
    if (!body.success) throw new Error(`${query}: ${body.message}`);
    return (body.result.records as Row[]).map((r) => r.name).sort();
  };
  const add = (row: Row) => server.call('POST', '/test/item/add', { token, body: row });
  const idOf = async (rowName: string) => (await list(`name=${encodeURIComponent(rowName)}`)).result.records[0].id as string;

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
    const line = await server.call('POST', '/bus/busLine/add', { token, body: { lineName: '一号线', lineNo: 'L1', startStation: '东站', endStation: '西站', status: '1' } });
    expect(line.body.message).toBe('添加成功！');
    const lineId = (await get('/bus/busLine/list')).result.records[0].id;
    for (const row of ROWS) expect((await add({ ...row, lineId })).body).toMatchObject({ success: true, code: 200, message: '添加成功！', result: '添加成功！' });
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('answers the page shape with dictionary texts and audit columns', async () => {
    const body = await list('pageSize=2&pageNo=2');
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toMatchObject({ total: 4, size: 2, current: 2, pages: 2 });
    // Newest first: the first two rows added are the second page.
    expect(body.result.records.map((r: Row) => r.name)).toEqual(['Beta 二号', 'Alpha 一号']);
    const alpha = body.result.records[1];
    expect(alpha).toMatchObject({
      name: 'Alpha 一号', kind: '1', kind_dictText: '有效', villageType: '1,2', villageType_dictText: '安置社区,行政村',
      lineId_dictText: '一号线', amount: 5, price: 1.5, active: true, createBy: 'admin', sysOrgCode: 'A01', updateBy: null, tenantId: null,
    });
    expect(alpha.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(alpha.id).toMatch(/^\d+$/);
    const delta = (await list('code=D4')).result.records[0];
    expect(delta).toMatchObject({ amount: null, active: null, villageType: null, villageType_dictText: null, kind: '1' });
  });

  it('filters with every rule of the existing platform, and the space-less ranges our search bar sends', async () => {
    const cases: [string, string[]][] = [
      ['amount=>= 10', ['Beta 二号', 'Gamma_50%']],
      ['amount=>=10', ['Beta 二号', 'Gamma_50%']],
      ['amount=<= 10', ['Alpha 一号', 'Beta 二号']],
      ['amount=<=10', ['Alpha 一号', 'Beta 二号']],
      ['amount=!= 10', ['Alpha 一号', 'Gamma_50%']],
      ['amount=gt 5', ['Beta 二号', 'Gamma_50%']],
      ['amount=ge 10', ['Beta 二号', 'Gamma_50%']],
      ['amount=lt 10', ['Alpha 一号']],
      ['amount=le 10', ['Alpha 一号', 'Beta 二号']],
      ['amount=eq 10', ['Beta 二号']],
      ['amount=ne 10', ['Alpha 一号', 'Gamma_50%']],
      ['amount=> 5', ['Beta 二号', 'Gamma_50%']],
      ['amount=< 10', ['Alpha 一号']],
      ['amount== 10', ['Beta 二号']],
      ['amount=5,15', ['Alpha 一号', 'Gamma_50%']],
      ['kind=!0', ['Alpha 一号', 'Delta 一号线', 'Gamma_50%']],
      ['kind=0', ['Beta 二号']],
      ['name=*', []],
      ['name=*一号*', ['Alpha 一号', 'Delta 一号线']],
      ['name=*一号线*', ['Delta 一号线']],
      ['name=*alpha 一*', ['Alpha 一号']],
      ['name=*号', ['Alpha 一号', 'Beta 二号']],
      ['name=Alpha*', ['Alpha 一号']],
      ['name=*%*', ['Gamma_50%']],
      ['name=*a_5*', ['Gamma_50%']],
      ['name=*_*', ['Gamma_50%']],
      ['price=ge 2.5', ['Beta 二号', 'Gamma_50%']],
      ['active=true', ['Alpha 一号', 'Gamma_50%']],
      ['active=0', ['Beta 二号']],
      ['amount_begin=6&amount_end=15', ['Beta 二号', 'Gamma_50%']],
      ['visitTime_begin=2024-05-02&visitTime_end=2024-05-03', ['Beta 二号', 'Gamma_50%']],
      ['visitTime_end=2024-05-01', ['Alpha 一号']],
      ['birthDate_begin=1990-01-01', ['Alpha 一号', 'Beta 二号']],
      ['code_MultiString=A1,C3', ['Alpha 一号', 'Gamma_50%']],
      ['villageType=,1,3,', ['Alpha 一号', 'Gamma_50%']],
      ['createBy=admin&sysOrgCode=A01&note=没有数量', ['Delta 一号线']],
      ['_t=1&field=id,,name&delFlag=0&selections=x&name=', ['Alpha 一号', 'Beta 二号', 'Delta 一号线', 'Gamma_50%']],
    ];
    for (const [query, expected] of cases) {
      const encoded = query.split('&').map((pair) => pair.replace(/=(.*)$/, (_, v: string) => `=${encodeURIComponent(v)}`)).join('&');
      expect([query, await names(encoded)]).toEqual([query, expected]);
    }
  });

  it('refuses filters on undeclared fields and values of the wrong type', async () => {
    expect(await list('password=x')).toMatchObject({ success: false, code: 500, message: '查询条件字段不存在：password' });
    expect(await list('name_dictText=x')).toMatchObject({ success: false, message: '查询条件字段不存在：name_dictText' });
    expect(await list('amount=lots')).toMatchObject({ success: false, message: '查询条件的值格式不正确：amount=lots' });
  });

  it('sorts by the given columns, drops _dictText, and refuses undeclared ones', async () => {
    const order = async (query: string) => ((await list(`amount_begin=0&${query}`)).result.records as Row[]).map((r) => r.code);
    expect(await order('column=amount&order=asc')).toEqual(['A1', 'B2', 'C3']);
    expect(await order('column=amount&order=desc')).toEqual(['C3', 'B2', 'A1']);
    expect(await order('column=kind_dictText,amount&order=asc')).toEqual(['B2', 'A1', 'C3']);
    expect(await order('column=visit_time&order=ASC')).toEqual(['A1', 'B2', 'C3']);
    expect(await list('column=password&order=asc')).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：password' });
  });

  it('applies the advanced query, joined by and or or', async () => {
    const conditions = [
      { field: 'kind', rule: 'eq', val: '1', type: 'string', dbType: 'string' },
      { field: 'amount', rule: 'ge', val: '10', type: 'int', dbType: 'int' },
    ];
    const query = `superQueryParams=${encodeURIComponent(encodeURI(JSON.stringify(conditions)))}`;
    expect(await names(query)).toEqual(['Gamma_50%']);
    expect(await names(`${query}&superQueryMatchType=and`)).toEqual(['Gamma_50%']);
    expect(await names(`${query}&superQueryMatchType=or`)).toEqual(['Alpha 一号', 'Beta 二号', 'Delta 一号线', 'Gamma_50%']);
    const likes = [{ field: 'name', rule: 'right_like', val: 'Al' }, { field: 'name', rule: 'left_like', val: '线' }, { field: 'code', rule: 'in', val: 'B2,C3' }];
    expect(await names(`superQueryMatchType=or&superQueryParams=${encodeURIComponent(JSON.stringify(likes))}`)).toEqual(['Alpha 一号', 'Beta 二号', 'Delta 一号线', 'Gamma_50%']);
    const refusedField = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'eq', val: 'x' }]));
    expect(await list(`superQueryParams=${refusedField}`)).toMatchObject({ success: false, message: '查询条件字段不存在：password' });
  });

  it('keeps counts for the whole table and per dictionary value through adds, edits and deletes', async () => {
    const total = async (query: string) => (await list(query)).result.total as number;
    expect([await total(''), await total('kind=1'), await total('kind=0'), await total('kind=9')]).toEqual([4, 3, 1, 0]);
    await add({ name: 'Epsilon', kind: '0' });
    const id = await idOf('Epsilon');
    expect([await total(''), await total('kind=0')]).toEqual([5, 2]);
    await server.call('PUT', '/test/item/edit', { token, body: { id, kind: '1' } });
    expect([await total('kind=1'), await total('kind=0')]).toEqual([4, 1]);
    await server.call('DELETE', `/test/item/delete?id=${id}`, { token });
    expect([await total(''), await total('kind=1'), await total('kind=0'), await total('name=*一号*')]).toEqual([4, 3, 1, 2]);
  });

  it('counts other filters again after any write to the table', async () => {
    const total = async (query: string) => (await list(query)).result.total as number;
    const gamma = await idOf('Gamma_50%');
    expect([await total('amount=>=10'), await total('amount=>=10')]).toEqual([2, 2]);
    await server.call('PUT', '/test/item/edit', { token, body: { id: gamma, amount: 1 } });
    expect(await total('amount=>=10')).toBe(1);
    await server.call('PUT', '/test/item/edit', { token, body: { id: gamma, amount: 15 } });
    expect(await total('amount=>=10')).toBe(2);
  });

  it('searches substrings through the trigram index, whether the text is common or rare', async () => {
    for (let i = 0; i < 30; i++) expect((await add({ name: `批量行${i}`, amount: i })).body.success).toBe(true);
    const common = await list(`pageSize=5&pageNo=2&name=${encodeURIComponent('*批量行*')}`);
    expect(common.result.total).toBe(30);
    expect(common.result.records.map((r: Row) => r.name)).toEqual(['批量行24', '批量行23', '批量行22', '批量行21', '批量行20']);
    const rare = await list(`name=${encodeURIComponent('*量行17*')}`);
    expect([rare.result.total, rare.result.records.map((r: Row) => r.name)]).toEqual([1, ['批量行17']]);
    const combined = await list(`amount=${encodeURIComponent('>=28')}&name=${encodeURIComponent('*批量行*')}`);
    expect(combined.result.records.map((r: Row) => r.name)).toEqual(['批量行29', '批量行28']);
    const ids = (await list(`pageSize=100&name=${encodeURIComponent('批量行*')}`)).result.records.map((r: Row) => r.id);
    expect(ids).toHaveLength(30);
    await server.call('DELETE', `/test/item/deleteBatch?ids=${ids.join(',')}`, { token });
    expect((await list(`name=${encodeURIComponent('*批量行*')}`)).result.total).toBe(0);
  });

  it('adds, reads, edits and deletes, keeping audit columns out of the client hands', async () => {
    const added = await add({ name: 'Zeta', code: 'Z9', amount: '7', createBy: 'mallory', id: 'chosen', password: 'x' });
    expect(added.body.message).toBe('添加成功！');
    const id = await idOf('Zeta');
    expect(id).not.toBe('chosen');
    const read = await get(`/test/item/queryById?id=${id}`);
    expect(read.result).toMatchObject({ id, name: 'Zeta', amount: 7, kind: '1', kind_dictText: '有效', createBy: 'admin' });
    expect(read.result).not.toHaveProperty('password');

    const edited = await server.call('PUT', '/test/item/edit', { token, body: { id, name: 'Zeta', note: '改过', amount: null, createBy: 'mallory' } });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    const after = (await get(`/test/item/queryById?id=${id}`)).result;
    expect(after).toMatchObject({ note: '改过', amount: null, code: 'Z9', createBy: 'admin', updateBy: 'admin' });
    expect((await server.call('POST', '/test/item/edit', { token, body: { id, note: 'POST 也可以' } })).body.message).toBe('编辑成功!');

    expect((await server.call('PUT', '/test/item/edit', { token, body: { note: 'x' } })).body).toMatchObject({ success: false, message: '缺少参数：id' });
    expect((await server.call('PUT', '/test/item/edit', { token, body: { id: 'nope', note: 'x' } })).body.message).toBe('未找到对应数据');
    expect((await get('/test/item/queryById?id=nope')).message).toBe('未找到对应数据');
    expect((await get('/test/item/queryById')).message).toBe('缺少参数：id');
    expect((await server.call('DELETE', '/test/item/delete', { token })).body.message).toBe('缺少参数：id');
    expect((await server.call('DELETE', '/test/item/delete?id=nope', { token })).body.message).toBe('未找到对应数据');
    expect((await server.call('DELETE', `/test/item/delete?id=${id}`, { token })).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await get(`/test/item/queryById?id=${id}`)).message).toBe('未找到对应数据');

    await add({ name: 'Eta' });
    await add({ name: 'Theta' });
    const ids = [await idOf('Eta'), await idOf('Theta')];
    expect((await server.call('DELETE', '/test/item/deleteBatch', { token })).body.message).toBe('缺少参数：ids');
    expect((await server.call('DELETE', `/test/item/deleteBatch?ids=${ids.join(',')}`, { token })).body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await list('')).result.total).toBe(4);
  });

  it('checks bodies against the declaration, naming the refused field in result with the label in its message', async () => {
    const cases: [Row, string, string][] = [
      [{ code: 'X1' }, 'name', '名称不能为空'],
      [{ name: '   ' }, 'name', '名称不能为空'],
      [{ name: '一二三四五六七八九十一二三四五六七八九十一' }, 'name', '名称长度不能超过20个字符'],
      [{ name: 'v1', amount: 'many' }, 'amount', '数量必须是整数'],
      [{ name: 'v2', amount: 1.5 }, 'amount', '数量必须是整数'],
      [{ name: 'v3', price: 'cheap' }, 'price', '价格必须是数字'],
      [{ name: 'v4', birthDate: '2024-02-30' }, 'birthDate', '出生日期格式应为yyyy-MM-dd'],
      [{ name: 'v5', visitTime: 'yesterday' }, 'visitTime', '来访时间格式应为yyyy-MM-dd HH:mm:ss'],
      [{ name: 'v6', active: 'maybe' }, 'active', '启用只能是“是”或“否”'],
      [{ name: 'v7', kind: '7' }, 'kind', '状态的值不在字典中：7'],
      [{ name: 'v7b', kind: '不存在的状态' }, 'kind', '状态的值不在字典中：不存在的状态'],
      [{ name: 'v8', villageType: '1,9' }, 'villageType', '村庄类型的值不在字典中：9'],
      [{ name: 'v9', lineId: 'no-such-line' }, 'lineId', '线路的值不在字典中：no-such-line'],
      [{ name: 'v10', code: '一二三四五六七八九十一' }, 'code', '编码长度不能超过10个字符'],
      // A plain string field holds no markup: older clients may show it as HTML.
      [{ name: '<svg onload=x>' }, 'name', '名称不能包含HTML标记（如 <b>、<img>）'],
      [{ name: 'Alpha 一号' }, 'name', '名称已存在'],
      [{ name: 'v11', code: 'B2' }, 'code', '编码已存在'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await add(body);
      expect([body, answer.status, answer.body]).toEqual([body, 200, { success: false, code: 500, message, result: { [field]: message }, timestamp: expect.any(Number) }]);
    }
    // Every refused field is named, each with its first problem; the message is the first of them.
    const several = await add({ amount: 'many', price: 'cheap', kind: '7' });
    expect(several.body).toMatchObject({ success: false, message: '名称不能为空', result: { name: '名称不能为空', amount: '数量必须是整数', price: '价格必须是数字' } });
    expect(Object.keys(several.body.result).sort()).toEqual(['amount', 'name', 'price']);

    const beta = await idOf('Beta 二号');
    const taken = await server.call('PUT', '/test/item/edit', { token, body: { id: beta, code: 'A1' } });
    expect(taken.body).toMatchObject({ success: false, message: '编码已存在', result: { code: '编码已存在' } });
    const badEdit = await server.call('PUT', '/test/item/edit', { token, body: { id: beta, amount: 'lots' } });
    expect(badEdit.body).toMatchObject({ success: false, message: '数量必须是整数', result: { amount: '数量必须是整数' } });
    // A refusal that is not about a field names none.
    expect((await server.call('PUT', '/test/item/edit', { token, body: { note: 'x' } })).body).toMatchObject({ success: false, message: '缺少参数：id', result: null });
    const own = await server.call('PUT', '/test/item/edit', { token, body: { id: beta, code: 'B2', visitTime: '2024-05-02T12:00' } });
    expect(own.body.message).toBe('编辑成功!');
    expect((await get(`/test/item/queryById?id=${beta}`)).result.visitTime).toBe('2024-05-02 12:00:00');
    expect((await list('')).result.total).toBe(4);
  });

  it('names the field when simultaneous adds race for a unique value, whether the check or the index refuses', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => add({ name: 'Race 并发' })));
    const refused = answers.filter((a) => !a.body.success);
    expect(answers.length - refused.length).toBe(1);
    for (const answer of refused) expect(answer.body).toMatchObject({ success: false, code: 500, message: '名称已存在', result: { name: '名称已存在' } });
    await server.call('DELETE', `/test/item/delete?id=${await idOf('Race 并发')}`, { token });
  });

  it('answers the duplicate check for declared fields and a few system ones only', async () => {
    const check = (query: string) => get(`/sys/duplicate/check?${query}`);
    const alpha = await idOf('Alpha 一号');
    const val = encodeURIComponent('Alpha 一号');
    expect(await check(`tableName=biz_test_item&fieldName=name&fieldVal=${val}`)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await check(`tableName=bizTestItem&fieldName=name&fieldVal=${val}&dataId=${alpha}`)).toMatchObject({ success: true, code: 200, message: '该值可用！', result: '该值可用！' });
    expect(await check('tableName=biz_test_item&fieldName=village_type&fieldVal=3')).toMatchObject({ success: false });
    expect(await check('tableName=biz_test_item&fieldName=amount&fieldVal=lots')).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check('tableName=biz_test_item&fieldName=name&fieldVal=')).toMatchObject({ success: true, code: 500, message: '数据为空,不作处理！' });
    expect(await check('tableName=sys_user&fieldName=username&fieldVal=admin')).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await check('tableName=sys_user&fieldName=workNo&fieldVal=99999')).toMatchObject({ success: true, message: '该值可用！' });
    for (const refused of ['tableName=sys_user&fieldName=password&fieldVal=x', 'tableName=sys_session&fieldName=id&fieldVal=x', 'tableName=biz_test_item&fieldName=create_by&fieldVal=x', 'tableName=biz_nope&fieldName=name&fieldVal=x']) {
      expect(await check(refused)).toMatchObject({ success: false, code: 500, message: '不支持对该表或字段做重复校验' });
    }
  });

  it('serves table dictionaries of declared entities only', async () => {
    const items = await get(`/sys/dict/getDictItems/${encodeURIComponent('biz_bus_line,line_name,id')}`);
    expect(items.result).toEqual([expect.objectContaining({ text: '一号线', title: '一号线', label: '一号线' })]);
    const loaded = await get(`/sys/dict/loadDict/${encodeURIComponent('biz_test_item,name,code')}?keyword=${encodeURIComponent('一号')}&pageSize=5`);
    expect(loaded.result.map((i: Row) => i.value).sort()).toEqual(['A1', 'D4']);
    const plain = await get(`/sys/dict/loadDict/village_type?keyword=${encodeURIComponent('村')}`);
    expect(plain.result.map((i: Row) => i.value)).toEqual(['2', '3']);
    expect((await get('/sys/dict/getDictItems/valid_status')).result.map((i: Row) => i.value)).toEqual(['1', '0']);
    for (const code of ['sys_user,phone,id', 'sys_user,password,id', 'biz_test_item,name,code,1=1', 'biz_test_item,secret,id']) {
      expect(await get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)).toMatchObject({ success: false, message: '该字典表或字段未声明，不能查询' });
      expect(await get(`/sys/dict/loadDict/${encodeURIComponent(code)}`)).toMatchObject({ success: false });
    }
    expect(await get(`/sys/dict/getDictItems/${encodeURIComponent('biz_test_item,name')}`)).toMatchObject({ success: false, message: '字典Code格式不正确！' });
  });

  it('serves every page schema, a bad one with its problems and no endpoints', async () => {
    const pages = (await get('/sys/schema/pages')).result as Row[];
    const byId = new Map(pages.map((p) => [p.id, p]));
    expect(byId.get('bus-line')).toMatchObject({ file: 'bus-line.json', kind: 'list', title: '线路管理', components: ['bus/BusLineList'], problems: [] });
    expect(byId.get('test-item')).toMatchObject({ file: 'test-item.json', problems: [] });
    const broken = byId.get('broken') as { problems: { path: string; rule: string }[]; schema: Row };
    expect(broken.schema).toMatchObject({ id: 'broken', entity: { table: 'sys_nope' } });
    expect(broken.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['$.entity.table', '$.entity.api']));
    expect((await server.call('GET', '/sys/schema/pages')).status).toBe(401);
  });
});
