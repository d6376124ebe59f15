import { describe, expect, it, vi } from 'vitest';
import { AdapterError } from '../../schemas/adapter.ts';
import { fakeTransport, ok, refused } from './fakeTransport.ts';
import { createHttpAdapter } from './httpAdapter.ts';
import { TransportError } from './transport.ts';

const api = '/bus/busLine';
const page = { records: [{ id: '1', lineName: '一号线' }], total: 11, size: 10, current: 2, pages: 2 };

describe('createHttpAdapter: requests', () => {
  it('lists with paging, sort, each filter as its own param and the encoded advanced query', async () => {
    const { transport, calls } = fakeTransport(() => ok(page));
    const adapter = createHttpAdapter({ api, transport });
    const conditions = [{ field: 'lineName', rule: 'like' as const, val: '号' }];
    const result = await adapter.list({
      query: { pageNo: 2, pageSize: 10, sort: { column: 'createTime', order: 'desc' }, filters: { lineName: '*一*', status: '', fare_begin: '1' }, superQuery: { matchType: 'or', conditions } },
    });
    expect(result).toEqual(page);
    expect(calls[0]).toEqual({
      method: 'get',
      url: '/bus/busLine/list',
      params: {
        pageNo: 2, pageSize: 10, column: 'createTime', order: 'desc', lineName: '*一*', fare_begin: '1',
        superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: 'or',
      },
    });
  });

  it('reads a plain array as one page', async () => {
    const { transport } = fakeTransport(() => ok([{ id: 'a' }, { id: 'b' }]));
    const result = await createHttpAdapter({ api, transport }).list({ query: { pageNo: 1, pageSize: 10, filters: {} } });
    expect(result).toEqual({ records: [{ id: 'a' }, { id: 'b' }], total: 2, size: 2, current: 1, pages: 1 });
  });

  it('gets, adds, edits with the id in the body, deletes and deletes in batch', async () => {
    const { transport, calls } = fakeTransport((c) => (c.url.endsWith('queryById') ? ok({ id: '7' }) : ok(null, '操作成功!')));
    const adapter = createHttpAdapter({ api, transport });
    expect(await adapter.get({ id: '7' })).toEqual({ id: '7' });
    expect(await adapter.create({ values: { lineName: 'x' } })).toEqual({ message: '操作成功!' });
    await adapter.update({ id: '7', values: { lineName: 'y' } });
    await adapter.remove({ id: '7' });
    await adapter.removeMany({ ids: ['7', '8'] });
    expect(calls).toEqual([
      { method: 'get', url: '/bus/busLine/queryById', params: { id: '7' } },
      { method: 'post', url: '/bus/busLine/add', body: { lineName: 'x' } },
      { method: 'put', url: '/bus/busLine/edit', body: { lineName: 'y', id: '7' } },
      { method: 'delete', url: '/bus/busLine/delete', params: { id: '7' } },
      { method: 'delete', url: '/bus/busLine/deleteBatch', params: { ids: '7,8' } },
    ]);
  });

  it('exports the query without paging plus the selections, passing progress on', async () => {
    const data = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const { transport, calls } = fakeTransport(() => ({ data, fileName: '线路.xlsx' }));
    const onProgress = vi.fn();
    const file = await createHttpAdapter({ api, transport }).export({
      query: { pageNo: 3, pageSize: 10, filters: { status: '1' } }, selections: ['a', 'b'], onProgress,
    });
    expect(file).toEqual({ fileName: '线路.xlsx', data });
    expect(calls[0]).toEqual({ method: 'download', url: '/bus/busLine/exportXls', params: { status: '1', selections: 'a,b' } });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
  });

  it('names the export from its options when the server sends no name, and refuses an empty or JSON body', async () => {
    const query = { pageNo: 1, pageSize: 10, filters: {} };
    const named = fakeTransport(() => ({ data: new Blob(['x']) }));
    expect((await createHttpAdapter({ api, transport: named.transport, exportFileName: '线路.xlsx' }).export({ query, selections: [] })).fileName).toBe('线路.xlsx');
    expect(named.calls[0].params).toEqual({ selections: undefined });
    const empty = fakeTransport(() => ({ data: new Blob([]) }));
    await expect(createHttpAdapter({ api, transport: empty.transport }).export({ query, selections: [] })).rejects.toMatchObject({ code: 'unavailable', message: '文件下载失败' });
    const json = fakeTransport(() => ({ data: new Blob([JSON.stringify(refused('没有权限，请联系管理员授权', 510))], { type: 'application/json' }) }));
    await expect(createHttpAdapter({ api, transport: json.transport }).export({ query, selections: [] })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('imports multipart with file and validateStatus, and reads code 201 as partial with the error file', async () => {
    const { transport, calls } = fakeTransport(() => ok('temp/errors.xlsx', '导入成功，但有2条错误数据', 201));
    const onProgress = vi.fn();
    const file = new File(['x'], 'lines.xlsx');
    const result = await createHttpAdapter({ api, transport }).import({ file, validate: true, onProgress });
    expect(result).toEqual({ code: 201, message: '导入成功，但有2条错误数据', errorFileUrl: 'temp/errors.xlsx' });
    expect(calls[0].url).toBe('/bus/busLine/importExcel');
    expect(calls[0].form?.get('validateStatus')).toBe('1');
    expect((calls[0].form?.get('file') as File).name).toBe('lines.xlsx');
    expect(onProgress).toHaveBeenCalledWith({ loaded: 10, total: 10 });
  });

  it('reads a plain import success as code 200 and sends validateStatus 0', async () => {
    const { transport, calls } = fakeTransport(() => ok(null, '文件导入成功！数据行数：3', 200));
    const result = await createHttpAdapter({ api, transport }).import({ file: new File(['x'], 'a.xls'), validate: false });
    expect(result).toEqual({ code: 200, message: '文件导入成功！数据行数：3' });
    expect(calls[0].form?.get('validateStatus')).toBe('0');
  });

  it('reads dictionary items of either shape and refuses an empty code without a call', async () => {
    const { transport, calls } = fakeTransport(() => ok([{ value: '1', text: '有效' }, { value: '0', label: '无效' }]));
    const adapter = createHttpAdapter({ api, transport });
    expect(await adapter.options({ dictCode: 'valid_status' })).toEqual([
      { value: '1', text: '有效', label: '有效', title: '有效' },
      { value: '0', text: '无效', label: '无效', title: '无效' },
    ]);
    expect(calls[0]).toEqual({ method: 'get', url: '/sys/dict/getDictItems/valid_status', params: {} });
    expect((await adapter.options({ dictCode: 'valid_status', keyword: '无' })).map((o) => o.value)).toEqual(['0']);
    await expect(adapter.options({ dictCode: ' ' })).rejects.toMatchObject({ code: 'invalid', message: '字典Code不能为空!' });
    expect(calls).toHaveLength(2);
  });

  it('lists tree children by the parent field, root "0" first', async () => {
    const { transport, calls } = fakeTransport(() => ok({ records: [{ id: 'p1', name: '一区', hasChild: '1' }, { id: 'p2', name: '二区', hasChild: '0' }], total: 2 }));
    const adapter = createHttpAdapter({ api, transport, tree: { parentField: 'pid', titleField: 'name' } });
    const nodes = await adapter.tree({});
    expect(nodes.map((n) => [n.key, n.title, n.isLeaf])).toEqual([['p1', '一区', false], ['p2', '二区', true]]);
    await adapter.tree({ parentId: 'p1' });
    expect(calls.map((c) => (c.params as Record<string, unknown>).pid)).toEqual(['0', 'p1']);
  });

  it('loads a dictionary tree when configured so, and refuses a tree without configuration', async () => {
    const { transport, calls } = fakeTransport(() => ok([{ key: 'k', value: 'k', title: '甲', leaf: true }]));
    const treeDict = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' };
    const nodes = await createHttpAdapter({ api, transport, treeDict }).tree({ parentId: 'r' });
    expect(nodes).toEqual([{ key: 'k', value: 'k', title: '甲', leaf: true, isLeaf: true }]);
    expect(calls[0]).toEqual({ method: 'get', url: '/sys/dict/loadTreeData', params: { ...treeDict, pid: 'r' } });
    await expect(createHttpAdapter({ api, transport }).tree({})).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('createHttpAdapter: failures', () => {
  const query = { pageNo: 1, pageSize: 10, filters: {} };
  const failing = (answer: () => unknown) =>
    createHttpAdapter({
      api,
      transport: fakeTransport(() => {
        const a = answer();
        if (a instanceof Error) throw a;
        return a;
      }).transport,
    });

  const cases: [string, () => unknown, string, string][] = [
    ['success false', () => refused('线路编号不能为空'), 'invalid', '线路编号不能为空'],
    ['success false, already exists', () => refused('线路编号已存在'), 'conflict', '线路编号已存在'],
    ['success false, not found', () => refused('未找到对应数据'), 'not_found', '未找到对应数据'],
    ['success false, code 510', () => refused('没有权限，请联系管理员授权', 510), 'forbidden', '没有权限，请联系管理员授权'],
    ['HTTP 401', () => new TransportError('', { status: 401, body: { success: true, message: 'Token失效，请重新登录!', code: 401, result: null } }), 'unauthorized', 'Token失效，请重新登录!'],
    ['HTTP 403', () => new TransportError('', { status: 403, body: refused('没有权限，请联系管理员授权', 403) }), 'forbidden', '没有权限，请联系管理员授权'],
    ['HTTP 404 without body', () => new TransportError('', { status: 404 }), 'not_found', '很抱歉，资源未找到!'],
    ['HTTP 409', () => new TransportError('', { status: 409, body: refused('数据库中已存在该记录', 409) }), 'conflict', '数据库中已存在该记录'],
    ['HTTP 500', () => new TransportError('', { status: 500, body: refused('系统繁忙，请稍后再试（错误编号：r1）') }), 'unavailable', '系统繁忙，请稍后再试（错误编号：r1）'],
    ['HTTP 502 without body', () => new TransportError('', { status: 502 }), 'unavailable', '网络连接异常，请稍后再试'],
    ['no answer', () => new TransportError(''), 'unavailable', '网络连接异常，请稍后再试'],
    ['504 from the app\'s request layer, with its catalogue text', () => new TransportError('网络超时', { status: 504, announced: true }), 'unavailable', '网络超时'],
    ['504 without a request layer', () => new TransportError('', { status: 504 }), 'unavailable', '网络超时'],
    ['timeout', () => new TransportError('', { timedOut: true }), 'unavailable', '网络超时'],
    ['not an envelope', () => '<html>', 'unavailable', ''],
  ];
  it.each(cases)('%s', async (_name, answer, code, message) => {
    const error = await failing(answer).list({ query }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as AdapterError).code).toBe(code);
    if (message) expect((error as AdapterError).message).toBe(message);
  });

  it('carries the field errors a refused save names', async () => {
    const adapter = failing(() => refused('线路编号已存在', 500, { lineNo: '线路编号已存在' }));
    await expect(adapter.create({ values: {} })).rejects.toMatchObject({ code: 'conflict', fieldErrors: { lineNo: '线路编号已存在' } });
  });

  it('answers an empty queryById as not_found', async () => {
    await expect(failing(() => ok(null)).get({ id: 'x' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('passes a cancellation on as the AbortError it is', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(failing(() => abort).list({ query })).rejects.toBe(abort);
  });
});
