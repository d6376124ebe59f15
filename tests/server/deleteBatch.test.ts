import { describe, expect, it } from 'vitest';
import { suiteServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

/** Ids no row has, as long as real ones: a URL holding a thousand of them passes 16 KB. */
const unknownIds = (count: number) => Array.from({ length: count }, (_, i) => `9${String(i).padStart(18, '0')}`);

describe.each(testDatabases)('batch deletes with the ids in the body on $name', ({ name }) => {
  const suite = suiteServer(name);
  const call = (method: string, path: string, body?: unknown) => suite.server.call(method, path, { token: suite.token, body });

  const addLines = async (...names: string[]) => {
    for (const lineName of names) {
      expect((await call('POST', '/bus/busLine/add', { lineName, lineNo: lineName, startStation: '东站', endStation: '西站', status: '1' })).body.success).toBe(true);
    }
    const records = (await call('GET', `/bus/busLine/list?pageSize=100&lineName=${encodeURIComponent(names[0].slice(0, 2))}*`)).body.result.records as { id: string; lineName: string }[];
    return names.map((n) => records.find((r) => r.lineName === n)?.id as string);
  };
  const lineCount = async (prefix: string) => (await call('GET', `/bus/busLine/list?lineName=${encodeURIComponent(prefix)}*`)).body.result.total as number;

  it('deletes a thousand ids sent in the JSON body, as text or as an array', async () => {
    const [a, b, c] = await addLines('批删一', '批删二', '批删三');
    expect(await lineCount('批删')).toBe(3);
    const asText = await call('DELETE', '/bus/busLine/deleteBatch', { ids: [a, ...unknownIds(998), b].join(',') });
    expect(asText.body).toMatchObject({ success: true, message: '批量删除成功!' });
    const asArray = await call('DELETE', '/bus/busLine/deleteBatch', { ids: [...unknownIds(999), c] });
    expect(asArray.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await lineCount('批删')).toBe(0);
  });

  it('keeps the query form of the existing clients, and the same limits for both', async () => {
    const [a] = await addLines('查询删一');
    expect((await call('DELETE', `/bus/busLine/deleteBatch?ids=${a}`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await call('DELETE', '/bus/busLine/deleteBatch', { ids: unknownIds(1001) })).body.message).toBe('一次最多操作1000条数据');
    expect((await call('DELETE', '/bus/busLine/deleteBatch', { ids: [] })).body.message).toBe('缺少参数：ids');
    expect((await call('DELETE', '/bus/busLine/deleteBatch')).body.message).toBe('缺少参数：ids');
  });

  it('reads the body in the admin modules too (one helper for every deleteBatch)', async () => {
    const role = async (roleCode: string) => (await call('POST', '/sys/role/add', { roleCode, roleName: roleCode })).body.result.id as string;
    const ids = [await role('body_batch_a'), await role('body_batch_b')];
    expect((await call('GET', '/sys/role/list?roleCode=body_batch_*')).body.result.total).toBe(2);
    expect((await call('DELETE', '/sys/role/deleteBatch', { ids })).body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await call('GET', '/sys/role/list?roleCode=body_batch_*')).body.result.total).toBe(0);
    const announcement = await call('POST', '/sys/annountCement/add', { titile: '批量删除', msgContent: '<p>x</p>', msgType: 'ALL', priority: 'L', msgCategory: '1' });
    expect(announcement.body.success).toBe(true);
    const listed = (await call('GET', '/sys/annountCement/list?titile=批量删除')).body.result.records as { id: string }[];
    expect(listed).toHaveLength(1);
    expect((await call('DELETE', '/sys/annountCement/deleteBatch', { ids: listed.map((r) => r.id).join(',') })).body.success).toBe(true);
    expect((await call('GET', '/sys/annountCement/list?titile=批量删除')).body.result.total).toBe(0);
  });
});
