import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityHooks } from '../../server/entities/hooks.ts';
import { entityHooks } from '../../server/entityHooks.ts';
import { ApiError } from '../../server/http/envelope.ts';
import { testDatabases } from '../helpers/databases.ts';
import { schemaDir, type TestField } from '../helpers/schemas.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

const page = (id: string, table: string, api: string, label: string, fields: TestField[], extra: Row = {}) => ({
  kind: 'list',
  version: 1,
  id,
  title: label,
  route: { components: [`test/${id}`] },
  entity: { table, api, permission: api.slice(1).replace('/', ':'), label, fields, ...extra },
  columns: [{ field: fields[0]?.name, title: fields[0]?.label }],
});

/** A bus line (the master) and its stops (the detail), linked by lineId and numbered by sortNo. */
const linePage = page('test-line', 'biz_test_line', '/test/line', '测试线路', [{ name: 'lineName', label: '线路名称', type: 'string', length: 20, required: true }], {
  details: [{ table: 'biz_test_stop', foreignKey: 'lineId', key: 'stops', orderField: 'sortNo' }],
});
const stopPage = page('test-stop', 'biz_test_stop', '/test/stop', '站点', [
  { name: 'stopName', label: '站名', type: 'string', length: 20, required: true },
  { name: 'code', label: '站码', type: 'string', length: 10, unique: true },
  { name: 'minutes', label: '耗时', type: 'integer' },
  { name: 'lineId', label: '线路', type: 'string', length: 32, required: true },
  { name: 'sortNo', label: '序号', type: 'integer' },
]);

/** Refuses after the master and its stops are written, inside the transaction: everything must roll back. */
const hooks: EntityHooks = {
  async afterWrite(_ctx, { row }) {
    if (row.lineName === '回滚') throw new ApiError('线路写入后撤销');
  },
};

describe.each(testDatabases)('master-detail saves on $name', ({ name }) => {
  let server: TestServer;
  let token = '';
  const schemas = schemaDir({ 'test-line.json': linePage, 'test-stop.json': stopPage });
  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token, body })).body;
  const lines = async (query = '') => (await call('GET', `/test/line/list?pageSize=100&${query}`)).result.records as Row[];
  const stops = async (query = '') => (await call('GET', `/test/stop/list?pageSize=100&${query}`)).result.records as Row[];
  const byId = async (id: unknown) => (await call('GET', `/test/line/queryById?id=${String(id)}`)).result as Row & { stops: Row[] };

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir }, { entityHooks: new Map([...entityHooks, ['biz_test_line', hooks]]) });
    token = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('adds a master with its rows and reads them back in order under their key', async () => {
    const added = await call('POST', '/test/line/add', { lineName: '一号线', stops: [{ id: 'row_tmp1', stopName: '北站', minutes: '5' }, { stopName: '南站', code: 'S1' }] });
    expect(added.success).toBe(true);
    const [line] = await lines('lineName=一号线');
    const read = await byId(line?.id);
    expect(read.stops.map((s) => [s.stopName, s.sortNo, s.minutes, s.lineId])).toEqual([['北站', 1, 5, line?.id], ['南站', 2, null, line?.id]]);
    // The temporary id of a new row is not kept.
    expect(read.stops.map((s) => s.id)).not.toContain('row_tmp1');
  });

  it('on edit updates kept rows, adds new ones and deletes the rows left out', async () => {
    await call('POST', '/test/line/add', { lineName: '二号线', stops: [{ stopName: '甲' }, { stopName: '乙' }, { stopName: '丙' }] });
    const [line] = await lines('lineName=二号线');
    const [a, , c] = (await byId(line?.id)).stops;
    const edited = await call('PUT', '/test/line/edit', { id: line?.id, lineName: '二号线', stops: [{ id: c?.id, stopName: '丙改' }, { id: 'row_new', stopName: '丁' }, { id: a?.id, stopName: '甲' }] });
    expect(edited.success).toBe(true);
    const read = await byId(line?.id);
    expect(read.stops.map((s) => [s.stopName, s.sortNo])).toEqual([['丙改', 1], ['丁', 2], ['甲', 3]]);
    expect(read.stops[0]?.id).toBe(c?.id);
    expect((await stops(`lineId=${String(line?.id)}`)).map((s) => s.stopName).sort()).toEqual(['丁', '丙改', '甲'].sort());
    // An edit without the key leaves the rows alone; another master's row id is a new row, never moved.
    await call('PUT', '/test/line/edit', { id: line?.id, lineName: '二号线改' });
    expect((await byId(line?.id)).stops).toHaveLength(3);
  });

  it('refuses a bad detail row by the detail entity\'s rules, naming its row, and saves nothing', async () => {
    const refused = await call('POST', '/test/line/add', { lineName: '三号线', stops: [{ stopName: '好站' }, { stopName: '', minutes: 'abc' }] });
    expect(refused.success).toBe(false);
    expect(refused.message).toBe('站点第2行：站名不能为空');
    expect(Object.keys(refused.result as Row).sort()).toEqual(['stops[1].minutes', 'stops[1].stopName']);
    expect(await lines('lineName=三号线')).toEqual([]);
    expect(await stops('stopName=好站')).toEqual([]);
    const taken = await call('POST', '/test/line/add', { lineName: '三号线', stops: [{ stopName: '重码', code: 'S1' }] });
    expect(taken.message).toBe('站点第1行：站码已存在');
    const repeated = await call('POST', '/test/line/add', { lineName: '三号线', stops: [{ stopName: '甲', code: 'R1' }, { stopName: '乙', code: 'R1' }] });
    expect(repeated.message).toBe('站点第2行：站码与第1行重复');
    expect(await lines('lineName=三号线')).toEqual([]);
  });

  it('rolls the master and its rows back together when the write fails inside the transaction', async () => {
    const refused = await call('POST', '/test/line/add', { lineName: '回滚', stops: [{ stopName: '回滚站' }] });
    expect(refused).toMatchObject({ success: false, message: '线路写入后撤销' });
    expect(await lines('lineName=回滚')).toEqual([]);
    expect(await stops('stopName=回滚站')).toEqual([]);
    // An edit that fails keeps the stored rows as they were.
    const [line] = await lines('lineName=一号线');
    const before = (await byId(line?.id)).stops.map((s) => s.stopName);
    expect((await call('PUT', '/test/line/edit', { id: line?.id, lineName: '回滚', stops: [] })).success).toBe(false);
    expect((await byId(line?.id)).stops.map((s) => s.stopName)).toEqual(before);
  });

  it('deletes a master\'s rows with it', async () => {
    const [line] = await lines('lineName=一号线');
    expect((await call('DELETE', `/test/line/delete?id=${String(line?.id)}`)).success).toBe(true);
    expect(await stops(`lineId=${String(line?.id)}`)).toEqual([]);
  });
});
