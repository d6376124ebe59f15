import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { ITEM_FIELDS, itemPage, schemaDir, type TestField } from '../helpers/schemas.ts';
import { storeFile } from '../../server/services/files.ts';

type Row = Record<string, unknown>;

const ENDPOINTS: [method: string, path: string, action: string][] = [
  ['GET', '/list', 'list'],
  ['GET', '/queryById?id=x', 'list'],
  ['POST', '/add', 'add'],
  ['PUT', '/edit', 'edit'],
  ['POST', '/edit', 'edit'],
  ['DELETE', '/delete?id=x', 'delete'],
  ['DELETE', '/deleteBatch?ids=x', 'delete'],
  ['GET', '/exportXls', 'export'],
  ['POST', '/importExcel', 'import'],
];

describe.each(testDatabases)('entity permissions on $name', ({ name }) => {
  let server: TestServer;
  const schemas = schemaDir({ 'test-item.json': itemPage() });
  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  // Plain fetch: an allowed export answers a spreadsheet, not JSON.
  const status = async (method: string, path: string, token?: string) => {
    const headers: Record<string, string> = token ? { 'X-Access-Token': token } : {};
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}/jeecg-boot${path}`, { method, headers, body: hasBody ? '{}' : undefined });
    await response.arrayBuffer();
    return response.status;
  };

  it('answers 401 without a token and 403 without the code, on every endpoint', async () => {
    const jeecg = await server.login('jeecg');
    for (const [method, path, action] of ENDPOINTS) {
      expect([method, path, await status(method, `/bus/busLine${path}`)]).toEqual([method, path, 401]);
      expect([method, path, await status(method, `/test/item${path}`)]).toEqual([method, path, 401]);
      // The staff role holds bus:line:list and bus:line:export only (fixtures/demo/roles.json).
      const allowed = action === 'list' || action === 'export';
      expect([method, path, await status(method, `/bus/busLine${path}`, jeecg)]).toEqual([method, path, allowed ? 200 : 403]);
      expect([method, path, await status(method, `/test/item${path}`, jeecg)]).toEqual([method, path, 403]);
    }
    const admin = await server.login('admin');
    expect(await status('GET', '/test/item/list', admin)).toBe(200);
  });

  it('creates missing buttons under the page menu and grants them to admin only, once', async () => {
    const db = server.ctx.db.kysely;
    const item = await db.selectFrom('sysPermission').select(['perms', 'parentId', 'menuType', 'permsType', 'status', 'name'])
      .where('perms', 'like', 'test:item:%').orderBy('sortNo').execute();
    expect(item).toEqual(['list', 'add', 'edit', 'delete', 'export', 'import'].map((action, i) => ({
      perms: `test:item:${action}`, parentId: null, menuType: 2, permsType: '1', status: '1',
      name: `${['查询', '添加', '编辑', '删除', '导出', '导入'][i]}测试条目`,
    })));
    const bus = await db.selectFrom('sysPermission').select(['id', 'parentId']).where('perms', 'like', 'bus:line:%').execute();
    expect(bus.map((r) => r.id).sort()).toEqual(['b_bus_line_add', 'b_bus_line_delete', 'b_bus_line_edit', 'b_bus_line_export', 'b_bus_line_import', 'b_bus_line_list']);
    const grants = await db.selectFrom('sysRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
      .select('rp.roleId').where('p.perms', 'like', 'test:item:%').execute();
    expect(grants.map((g) => g.roleId)).toEqual(Array(6).fill('r_admin'));
  });
});

describe.each(testDatabases)('entity schema changes across restarts on $name', ({ name }) => {
  const withoutNew = ITEM_FIELDS.filter((f) => f.name !== 'note');
  const schemas = schemaDir({ 'test-item.json': itemPage(withoutNew) });
  let server: TestServer;
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('adds the columns of new fields at the next start and keeps the rows', async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    let token = await server.login('admin');
    expect((await server.call('POST', '/test/item/add', { token, body: { name: '旧数据', code: 'OLD', note: 'dropped' } })).body.success).toBe(true);
    const before = (await server.call('GET', '/test/item/list', { token })).body.result.records[0];
    expect(before).not.toHaveProperty('note');
    const link = await storeFile(server.ctx.db, { name: 'a.txt', contentType: 'text/plain', content: Buffer.from('still here') });
    await server.close({ keepDatabase: true });

    const added: TestField[] = [
      { name: 'note', label: '备注', type: 'text' },
      { name: 'score', label: '评分', type: 'integer', default: 3 },
      { name: 'level', label: '级别', type: 'string', length: 4, dict: 'valid_status' },
    ];
    const code = { ...withoutNew.find((f) => f.name === 'code'), search: 'substring' } as TestField;
    schemas.write('test-item.json', itemPage([...withoutNew.map((f) => (f.name === 'code' ? code : f)), ...added]));
    server = await startTestServer(name, { schemasDir: schemas.dir }, { database: server.database });
    token = await server.login('admin');
    const list = async (query = '') => (await server.call('GET', `/test/item/list?${query}`, { token })).body.result;

    const after = (await list()).records[0];
    expect(after).toMatchObject({ id: before.id, createTime: before.createTime, name: '旧数据', code: 'OLD', note: null, score: 3, level: null });
    expect((await server.call('POST', '/test/item/add', { token, body: { name: '新数据', code: 'NEW-1', note: '新列', level: '0' } })).body.success).toBe(true);
    expect((await list('note=新列')).records[0]).toMatchObject({ name: '新数据', score: 3, level: '0', level_dictText: '无效' });
    expect((await list('code=*EW-*')).records.map((r: Row) => r.name)).toEqual(['新数据']);
    expect((await list('code=*OLD*')).total).toBe(1);
    expect([(await list()).total, (await list('level=0')).total, (await list('kind=1')).total]).toEqual([2, 1, 2]);
    const buttons = await server.ctx.db.kysely.selectFrom('sysPermission').select('id').where('perms', 'like', 'test:item:%').execute();
    expect(buttons).toHaveLength(6);
    // Another process (this one) checks links that the previous one signed.
    expect(await (await fetch(`${server.url}${link}`)).text()).toBe('still here');
  });
});
