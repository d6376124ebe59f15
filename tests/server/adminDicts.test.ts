import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { schemaDir } from '../helpers/schemas.ts';
import demoDicts from '../../fixtures/demo/dicts.json' with { type: 'json' };

// The demo data grows with the pages that need dictionaries: counts come from it, not a constant.
const demo = demoDicts as { dictCode: string; dictName: string }[];

type Row = Record<string, unknown> & { id: string };

/** A declared tree: each node names its parent's code; `hasChild` is kept by hand. */
const treePage = {
  kind: 'list',
  version: 1,
  id: 'test-area',
  title: '测试区域',
  route: { components: ['test/AreaList'] },
  entity: {
    table: 'biz_test_area', api: '/test/area', permission: 'test:area', label: '测试区域',
    fields: [
      { name: 'areaName', label: '名称', type: 'string', length: 50, required: true },
      { name: 'areaCode', label: '编码', type: 'string', length: 20, unique: true },
      { name: 'parentCode', label: '上级编码', type: 'string', length: 20 },
      { name: 'hasChild', label: '有下级', type: 'string', length: 1 },
      { name: 'level', label: '级别', type: 'integer' },
    ],
  },
  columns: [{ field: 'areaName', title: '名称' }],
};

describe.each(testDatabases)('dictionaries administration on $name', ({ name }) => {
  let server: TestServer;
  const schemas = schemaDir({ 'test-area.json': treePage });
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  const call = (method: string, path: string, body?: unknown, token = admin) => server.call(method, path, { token, body });
  const get = async (path: string, token = admin): Promise<ApiBody> => (await call('GET', path, undefined, token)).body;
  const dictByCode = async (code: string): Promise<Row> => {
    const body = await get(`/sys/dict/list?dictCode=${code}&pageSize=100`);
    const found = (body.result.records as Row[]).find((r) => r.dictCode === code);
    if (!found) throw new Error(`no dictionary ${code}`);
    return found;
  };
  const items = async (dictId: string): Promise<Row[]> => (await get(`/sys/dictItem/list?dictId=${dictId}&pageSize=100`)).result.records;
  const addDict = async (fields: Record<string, unknown>) => (await call('POST', '/sys/dict/add', fields)).body;
  const addItem = async (fields: Record<string, unknown>) => (await call('POST', '/sys/dictItem/add', fields)).body;

  it('refuses every call without the page\'s button codes (403) and without a session (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/sys/dict/list'], ['POST', '/sys/dict/add', { dictName: 'x', dictCode: 'x' }], ['PUT', '/sys/dict/edit', { id: '1' }],
      ['DELETE', '/sys/dict/delete?id=1'], ['GET', '/sys/dictItem/list?dictId=1'], ['POST', '/sys/dictItem/add', { dictId: '1' }],
      ['PUT', '/sys/dictItem/edit', { id: '1' }], ['DELETE', '/sys/dictItem/delete?id=1'],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, path, { token: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
      expect((await server.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    // The pickers' reads are open to any signed-in user, like getDictItems.
    expect((await get('/sys/dict/loadDictItem/sex?key=1', staff)).result).toEqual(['男']);
    expect((await server.call('GET', '/sys/dict/loadDictItem/sex?key=1')).status).toBe(401);
    expect((await server.call('GET', '/sys/dict/loadTreeData?tableName=biz_test_area&text=area_name&code=area_code&pidField=parent_code')).status).toBe(401);
  });

  it('pages the live dictionaries with name and code filters', async () => {
    const all = await get('/sys/dict/list?pageNo=1&pageSize=5');
    expect(all.success).toBe(true);
    expect(all.result).toMatchObject({ total: demo.length, size: 5, current: 1, pages: Math.ceil(demo.length / 5) });
    expect(all.result.records).toHaveLength(5);
    const byName = await get(`/sys/dict/list?pageSize=100&dictName=${encodeURIComponent('*状态*')}`);
    const named = demo.filter((d) => d.dictName.includes('状态')).map((d) => d.dictCode).sort();
    expect(named).toContain('user_status');
    expect((byName.result.records as Row[]).map((r) => r.dictCode).sort()).toEqual(named);
    // The list conventions of every entity (api-contract section 1): a plain value is equality, `*v*` contains, case aside.
    const byCode = await get(`/sys/dict/list?dictCode=${encodeURIComponent('*SEX*')}`);
    expect(byCode.result.records).toEqual([expect.objectContaining({ dictCode: 'sex', dictName: '性别', type: 1, delFlag: 0 })]);
    expect((await get('/sys/dict/list?dictCode=se')).result.records).toEqual([]);
  });

  it('sorts by the page\'s sortable columns in either direction, refusing an unknown one', async () => {
    const codes = async (query: string) => ((await get(`/sys/dict/list?pageSize=100&${query}`)).result.records as Row[]).map((r) => String(r.dictCode));
    const ascending = await codes('column=dictCode&order=asc');
    expect(ascending).toHaveLength(demo.length);
    // The database's collation decides where '_' sorts: the two directions are each other's reverse.
    expect(await codes('column=dictCode&order=desc')).toEqual([...ascending].reverse());
    expect(ascending.indexOf('sex')).toBeLessThan(ascending.indexOf('user_status'));
    expect(await get('/sys/dict/list?column=password&order=asc')).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：password' });
  });

  it('answers the list conventions of every entity on dictionaries and items: !v, a,b, the advanced query, sorting, unknown names refused', async () => {
    const codes = async (query: string) => {
      const body = await get(`/sys/dict/list?pageSize=100&${query}`);
      expect(body.success, `${query}: ${String(body.message)}`).toBe(true);
      return (body.result.records as Row[]).map((r) => String(r.dictCode)).sort();
    };
    expect(await codes('dictCode=sex,yn')).toEqual(['sex', 'yn']);
    expect(await codes('dictCode=!sex')).toHaveLength(demo.length - 1);
    const advanced = encodeURIComponent(JSON.stringify([{ field: 'dictCode', rule: 'eq', val: 'sex' }, { field: 'dictCode', rule: 'eq', val: 'yn' }]));
    expect(await codes(`superQueryParams=${advanced}&superQueryMatchType=or`)).toEqual(['sex', 'yn']);
    expect(await get('/sys/dict/list?nope=1')).toMatchObject({ success: false });
    const sex = await dictByCode('sex');
    const values = async (query: string) => ((await get(`/sys/dictItem/list?dictId=${sex.id}&${query}`)).result.records as Row[]).map((r) => r.itemValue);
    const all = await values('');
    expect(all.length).toBeGreaterThan(1);
    expect(await values('column=sortOrder&order=desc')).toEqual([...all].reverse());
    expect(await values(`itemValue=!${String(all[0])}`)).toEqual(all.slice(1));
    expect(await get(`/sys/dictItem/list?dictId=${sex.id}&nope=1`)).toMatchObject({ success: false });
  });

  it('adds a dictionary with items that every dictionary read sees at once, in sort order', async () => {
    const added = await addDict({ dictName: '房屋朝向', dictCode: 'house_facing', description: '安置房朝向' });
    expect(added).toMatchObject({ success: true, message: '添加成功！', result: { dictName: '房屋朝向', dictCode: 'house_facing', type: 0, createBy: 'admin' } });
    const dictId = added.result.id as string;
    expect(await addItem({ dictId, itemText: '朝北', itemValue: 'N', sortOrder: 2 })).toMatchObject({ success: true, result: { itemText: '朝北', status: 1 } });
    expect((await addItem({ dictId, itemText: '朝南', itemValue: 'S', sortOrder: '1' })).success).toBe(true);
    expect((await items(dictId)).map((i) => i.itemValue)).toEqual(['S', 'N']);
    // The dictionary cache of this process was dropped: the new items are served immediately.
    expect((await get('/sys/dict/getDictItems/house_facing')).result.map((i: { value: string }) => i.value)).toEqual(['S', 'N']);
    expect((await get('/sys/dict/queryAllDictItems')).result.house_facing).toHaveLength(2);
    expect((await get('/sys/dict/loadDictItem/house_facing?key=N,X,S')).result).toEqual(['朝北', '朝南']);
    expect((await get('/sys/dict/loadDictItem/house_facing?key=N,X&delNotExist=false')).result).toEqual(['朝北', 'X']);
  });

  it('refuses bad dictionary input with a message that names the field', async () => {
    expect(await addDict({ dictName: '', dictCode: 'a' })).toMatchObject({ success: false, message: '字典名称不能为空', result: { dictName: '字典名称不能为空' } });
    expect(await addDict({ dictName: '甲', dictCode: '' })).toMatchObject({ success: false, message: '字典编号不能为空' });
    expect(await addDict({ dictName: '甲', dictCode: 'a,b' })).toMatchObject({ success: false, message: '字典编号只能包含字母、数字、下划线和短横线' });
    expect(await addDict({ dictName: '甲', dictCode: 'sex' })).toMatchObject({ success: false, message: '字典编号“sex”已存在', result: { dictCode: '字典编号“sex”已存在' } });
    expect(await addDict({ dictName: '甲'.repeat(101), dictCode: 'long_name' })).toMatchObject({ success: false, message: '字典名称长度不能超过100个字符' });
    expect(await addDict({ dictName: '甲', dictCode: 'typed', type: 5 })).toMatchObject({ success: false, message: '字典类型只能是0（字符串）或1（数字）' });
    const dict = await dictByCode('house_facing');
    expect(await addItem({ dictId: dict.id, itemText: '又南', itemValue: 'S' })).toMatchObject({ success: false, message: '该字典中已有值为“S”的字典项' });
    expect(await addItem({ dictId: dict.id, itemText: '', itemValue: 'E' })).toMatchObject({ success: false, message: '字典项文本不能为空' });
    // Names and texts are plain text (older clients show them with v-html); a value may be an operator such as <.
    expect(await addDict({ dictName: '<img src=x onerror=alert(1)>', dictCode: 'markup' })).toMatchObject({ success: false, result: { dictName: '字典名称不能包含HTML标记（如 <b>、<img>）' } });
    expect(await addItem({ dictId: dict.id, itemText: '东<script>x</script>', itemValue: 'E' })).toMatchObject({ success: false, message: '字典项文本不能包含HTML标记（如 <b>、<img>）' });
    const operator = await addItem({ dictId: dict.id, itemText: '小于', itemValue: '<' });
    expect(operator).toMatchObject({ success: true });
    expect((await call('DELETE', `/sys/dictItem/delete?id=${operator.result.id}`)).body.success).toBe(true);
    expect(await addItem({ dictId: dict.id, itemText: '东', itemValue: 'E', status: 3 })).toMatchObject({ success: false, message: '状态只能是1（启用）或0（不启用）' });
    expect(await addItem({ dictId: 'nope', itemText: '东', itemValue: 'E' })).toMatchObject({ success: false, message: '字典不存在或已删除' });
    expect(await addItem({ itemText: '东', itemValue: 'E' })).toMatchObject({ success: false, message: '缺少参数：dictId' });
    // The platform's item drawer lists once before a dictionary is chosen: an empty page, not an error toast.
    expect((await get('/sys/dictItem/list')).result).toMatchObject({ records: [], total: 0 });
  });

  it('edits a dictionary and its items; a disabled item translates but is no longer offered', async () => {
    const dict = await dictByCode('house_facing');
    const edited = (await call('PUT', '/sys/dict/edit', { id: dict.id, dictName: '朝向', dictCode: 'facing', type: 0 })).body;
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { dictName: '朝向', dictCode: 'facing', updateBy: 'admin' } });
    expect((await get('/sys/dict/getDictItems/facing')).result).toHaveLength(2);
    expect((await get('/sys/dict/getDictItems/house_facing')).result).toEqual([]);
    const [south] = await items(dict.id);
    const itemEdit = (await call('PUT', '/sys/dictItem/edit', { id: south.id, itemText: '正南', itemValue: 'S', sortOrder: 1, status: 0 })).body;
    expect(itemEdit).toMatchObject({ success: true, result: { itemText: '正南', status: 0 } });
    expect((await get('/sys/dict/getDictItems/facing')).result.map((i: { text: string }) => i.text)).toEqual(['朝北']);
    expect((await get('/sys/dict/loadDictItem/facing?key=S')).result).toEqual(['正南']);
    expect((await call('PUT', '/sys/dict/edit', { id: dict.id, dictName: '朝向', dictCode: 'sex' })).body.message).toBe('字典编号“sex”已存在');
    expect((await call('PUT', '/sys/dict/edit', { id: 'nope', dictName: '朝向', dictCode: 'x' })).body.message).toBe('字典不存在或已删除');
    expect((await call('PUT', '/sys/dict/edit', { dictName: '朝向', dictCode: 'x' })).body.message).toBe('缺少参数：id');
  });

  it('refuses to delete or recode a dictionary that declared fields use, naming them', async () => {
    const yn = await dictByCode('yn');
    const deleted = (await call('DELETE', `/sys/dict/delete?id=${yn.id}`)).body;
    // Every page that declares a field on it is named (village information among them).
    expect(deleted.success).toBe(false);
    expect(deleted.message).toMatch(/^字典“是否”正被.*“村庄信息”的“是否安置村”.*使用，不能删除$/);
    const recode = (await call('PUT', '/sys/dict/edit', { id: yn.id, dictName: '是否', dictCode: 'yes_no' })).body;
    expect(recode.success).toBe(false);
    expect(recode.message).toMatch(/^字典编号“yn”正被.*使用，不能修改编码$/);
    // A new name under the same code is fine.
    expect((await call('PUT', '/sys/dict/edit', { id: yn.id, dictName: '是/否', dictCode: 'yn' })).body.success).toBe(true);
    expect((await dictByCode('yn')).dictName).toBe('是/否');
  });

  it('refuses to delete or change an item whose value rows hold, and allows it once no row does', async () => {
    const villages = '/village/villageInfo';
    expect((await call('POST', `${villages}/add`, { villageName: '幸福村', villageType: '3' })).body.success).toBe(true);
    const dict = await dictByCode('village_type');
    const natural = (await items(dict.id)).find((i) => i.itemValue === '3') as Row;
    const refused = (await call('DELETE', `/sys/dictItem/delete?id=${natural.id}`)).body;
    expect(refused).toMatchObject({ success: false, message: '字典项“自然村”的值“3”正被1条“村庄信息”数据使用，不能删除' });
    const changed = (await call('PUT', '/sys/dictItem/edit', { id: natural.id, itemText: '自然村', itemValue: '33' })).body;
    expect(changed).toMatchObject({ success: false, message: '字典项的值“3”正被1条“村庄信息”数据使用，不能修改' });
    // Renaming the text keeps the value: allowed.
    expect((await call('PUT', '/sys/dictItem/edit', { id: natural.id, itemText: '自然村落', itemValue: '3' })).body.success).toBe(true);

    const list = (await get(`${villages}/list`)).result.records as Row[];
    expect(list[0]).toMatchObject({ villageName: '幸福村', villageType_dictText: '自然村落' });
    expect((await call('DELETE', `${villages}/delete?id=${list[0].id}`)).body.success).toBe(true);
    expect((await call('DELETE', `/sys/dictItem/delete?id=${natural.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await items(dict.id)).map((i) => i.itemValue)).toEqual(['1', '2']);
    expect((await call('DELETE', `/sys/dictItem/delete?id=${natural.id}`)).body.message).toBe('字典项不存在或已删除');
  });

  it('deletes an unused dictionary with its items, freeing its code', async () => {
    const dict = await dictByCode('facing');
    expect((await call('DELETE', `/sys/dict/delete?id=${dict.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await get(`/sys/dict/list?dictCode=facing`)).result.total).toBe(0);
    // A deleted dictionary waits in the recycle bin with its items (issue 13: soft delete), no longer offered.
    expect((await items(dict.id)).map((i) => i.itemValue)).toEqual(['S', 'N']);
    expect((await get('/sys/dict/getDictItems/facing')).result).toEqual([]);
    expect((await call('DELETE', `/sys/dict/delete?id=${dict.id}`)).body.message).toBe('字典不存在或已删除');
    expect((await addDict({ dictName: '朝向', dictCode: 'facing' })).success).toBe(true);
  });

  it('keeps a deleted dictionary in the platform\'s recycle bin: restored with its items, or purged with them', async () => {
    const added = await addDict({ dictName: '回收测试', dictCode: 'bin_demo' });
    const dictId = added.result.id as string;
    expect((await addItem({ dictId, itemText: '甲', itemValue: 'a' })).success).toBe(true);
    const binned = async () => ((await get('/sys/dict/deleteList')).result as Row[]).filter((d) => d.dictCode === 'bin_demo').map((d) => d.id);
    expect(await binned()).toEqual([]);
    expect((await call('DELETE', `/sys/dict/delete?id=${dictId}`)).body.success).toBe(true);
    expect(await binned()).toEqual([dictId]);
    expect((await call('GET', '/sys/dict/deleteList', undefined, staff)).status).toBe(403);
    expect((await call('DELETE', `/sys/dict/deletePhysic/${dictId}`, undefined, staff)).status).toBe(403);
    // Restored: listed and offered again, items and all.
    expect((await call('PUT', `/sys/dict/back/${dictId}`)).body).toMatchObject({ success: true, message: '还原成功' });
    expect(await binned()).toEqual([]);
    expect((await get('/sys/dict/getDictItems/bin_demo')).result.map((i: { value: string }) => i.value)).toEqual(['a']);
    expect((await call('PUT', `/sys/dict/back/${dictId}`)).body).toMatchObject({ success: false, message: '字典不存在或已删除' });
    // Deleted again, its code is free; restoring it then is refused, not a second live bin_demo.
    expect((await call('DELETE', `/sys/dict/delete?id=${dictId}`)).body.success).toBe(true);
    const free = await get('/sys/duplicate/check?tableName=sys_dict&fieldName=dict_code&fieldVal=bin_demo');
    expect(free).toMatchObject({ success: true });
    const again = await addDict({ dictName: '回收测试二', dictCode: 'bin_demo' });
    expect(await get('/sys/duplicate/check?tableName=sys_dict&fieldName=dict_code&fieldVal=bin_demo')).toMatchObject({ success: false });
    expect(again.success).toBe(true);
    expect((await call('PUT', `/sys/dict/back/${dictId}`)).body).toMatchObject({ success: false, message: '字典编号已存在' });
    expect((await dictByCode('bin_demo')).id).toBe(again.result.id);
    // Purged: gone with its items; the live one is untouched.
    expect((await call('DELETE', `/sys/dict/deletePhysic/${dictId}`)).body).toMatchObject({ success: true, message: '删除成功' });
    expect(await binned()).toEqual([]);
    expect(await items(dictId)).toEqual([]);
    expect((await call('DELETE', `/sys/dict/deletePhysic/${dictId}`)).body).toMatchObject({ success: false, message: '字典不存在或已删除' });
    expect((await call('DELETE', `/sys/dict/delete?id=${again.result.id}`)).body.success).toBe(true);
    const contents = ((await get(`/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('回收测试')}`)).result.records as Row[]).map((l) => l.logContent);
    expect(contents).toEqual(expect.arrayContaining(['还原字典：回收测试(bin_demo)', '彻底删除字典：回收测试(bin_demo)']));
  });

  it('records each change in the operation log with who did it', async () => {
    const logs = (await get(`/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('字典')}`)).result.records as Row[];
    const contents = logs.map((l) => l.logContent);
    expect(contents).toContain('添加字典：房屋朝向(house_facing)');
    expect(contents).toContain('编辑字典：朝向(facing)');
    expect(contents).toContain('删除字典：朝向(facing)');
    expect(contents).toContain('添加字典项：house_facing 朝北=N');
    expect(contents).toContain('删除字典项：village_type 自然村落=3');
    const entry = logs.find((l) => l.logContent === '删除字典：朝向(facing)');
    expect(entry).toMatchObject({ username: 'admin', userid: 'e9ca23d68d884d4ebb19d07889727dae', requestType: 'DELETE', requestUrl: '/jeecg-boot/sys/dict/delete', operateType: 4 });
    // Refused changes change nothing and are not logged.
    expect(contents.some((c) => String(c).includes('是否') && String(c).startsWith('删除'))).toBe(false);
  });

  it('translates values of a declared table with loadDictItem, and refuses undeclared tables and fields', async () => {
    await call('POST', '/village/villageInfo/add', { villageName: '和平社区', villageType: '1' });
    const code = 'biz_village_info,village_name,id';
    const [row] = (await get('/village/villageInfo/list?villageName=和平社区')).result.records as Row[];
    expect((await get(`/sys/dict/loadDictItem/${code}?key=${row.id},missing`)).result).toEqual(['和平社区']);
    expect((await get('/sys/dict/loadDictItem/sys_user,password,id?key=x')).message).toBe('该字典表或字段未声明，不能查询');
    expect((await get('/sys/dict/loadDictItem/biz_village_info,village_name,id,1=1?key=x')).message).toBe('该字典表或字段未声明，不能查询');
    expect((await get('/sys/dict/loadDictItem/sex')).message).toBe('缺少参数：key');
  });

  it('serves one tree level of a declared table, with leaves and a JSON condition', async () => {
    const add = (fields: Record<string, unknown>) => call('POST', '/test/area/add', fields);
    for (const area of [
      { areaName: '北区', areaCode: 'N', hasChild: '1', level: 1 },
      { areaName: '南区', areaCode: 'S', hasChild: '0', level: 1 },
      { areaName: '北一街', areaCode: 'N1', parentCode: 'N', hasChild: '0', level: 2 },
      { areaName: '北二街', areaCode: 'N2', parentCode: 'N', hasChild: '0', level: 3 },
    ]) expect((await add(area)).body.success).toBe(true);
    const base = '/sys/dict/loadTreeData?tableName=biz_test_area&text=area_name&code=area_code&pidField=parent_code';

    // Ordered by text (the database's collation decides the order of 北 and 南).
    const roots = ((await get(`${base}&hasChildField=has_child`)).result as { key: string }[]).sort((a, b) => a.key.localeCompare(b.key));
    expect(roots).toEqual([
      { key: 'N', title: '北区', value: 'N', code: 'N', parentId: null, leaf: false, icon: null, children: null },
      { key: 'S', title: '南区', value: 'S', code: 'S', parentId: null, leaf: true, icon: null, children: null },
    ]);
    // Without a has-child field a node is a leaf when no row names it as parent.
    const computed = (await get(base)).result as { key: string; leaf: boolean }[];
    expect(Object.fromEntries(computed.map((n) => [n.key, n.leaf]))).toEqual({ N: false, S: true });
    const children = (await get(`${base}&pid=N`)).result as { key: string; parentId: string }[];
    expect(children.map((n) => n.key).sort()).toEqual(['N1', 'N2']);
    expect(children[0].parentId).toBe('N');
    const filtered = (await get(`${base}&pid=N&condition=${encodeURIComponent('{"level":2}')}`)).result;
    expect(filtered.map((n: { key: string }) => n.key)).toEqual(['N1']);

    expect((await get(`${base}&condition=level=2`)).message).toBe('查询条件condition必须是JSON对象字符串，如{"status":"1"}');
    expect((await get(`${base}&condition=${encodeURIComponent('{"1=1 or x":"1"}')}`)).message).toBe('查询条件字段不存在：1=1 or x');
    expect((await get(`${base}&condition=${encodeURIComponent('{"level":{"a":1}}')}`)).message).toBe('查询条件“level”的值必须是文本或数字');
    expect((await get('/sys/dict/loadTreeData?tableName=sys_session&text=id&code=id&pidField=id')).message).toBe('该字典表或字段未声明，不能查询');
    expect((await get('/sys/dict/loadTreeData?tableName=biz_test_area&text=password&code=area_code&pidField=parent_code')).message).toBe('该字典表或字段未声明，不能查询');
    expect((await get('/sys/dict/loadTreeData?tableName=biz_test_area')).message).toBe('缺少参数：tableName、text、code、pidField');
  });
});
