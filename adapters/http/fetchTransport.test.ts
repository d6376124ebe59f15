import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport, fileNameOf } from './fetchTransport.ts';
import { TransportError } from './transport.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createFetchTransport', () => {
  it('builds the address from base, path and defined params, with the given headers', async () => {
    const fetchStub = vi.fn(async (..._args: Parameters<typeof fetch>) => json({ success: true }));
    const transport = createFetchTransport({ baseUrl: 'http://h/jeecg-boot', headers: () => ({ 'X-Access-Token': 't' }), fetch: fetchStub });
    expect(await transport.get({ url: '/a/list', params: { pageNo: 1, q: '*x*', none: undefined } })).toEqual({ success: true });
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('http://h/jeecg-boot/a/list?pageNo=1&q=*x*');
    expect(init?.headers).toEqual({ 'X-Access-Token': 't' });
  });

  it('sends JSON bodies on post and put', async () => {
    const fetchStub = vi.fn(async (..._args: Parameters<typeof fetch>) => json({ success: true }));
    await createFetchTransport({ baseUrl: '', fetch: fetchStub }).put({ url: '/a/edit', body: { id: '1' } });
    const init = fetchStub.mock.calls[0][1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"id":"1"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('rejects a failed status with a TransportError carrying status and body', async () => {
    const transport = createFetchTransport({ baseUrl: '', fetch: async () => json({ success: false, message: '拒绝' }, 403) });
    const error = await transport.get({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ status: 403, body: { success: false, message: '拒绝' } });
  });

  it('rejects a network failure with a TransportError without status', async () => {
    const transport = createFetchTransport({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(transport.get({ url: '/x' })).rejects.toMatchObject({ name: 'TransportError', status: undefined });
  });

  it('downloads with progress and the file name of Content-Disposition', async () => {
    const body = new Response('abcdef', { headers: { 'content-length': '6', 'content-disposition': "attachment; filename*=UTF-8''%E7%BA%BF%E8%B7%AF.xlsx" } });
    const onProgress = vi.fn();
    const file = await createFetchTransport({ baseUrl: '', fetch: async () => body }).download({ url: '/x', onProgress });
    expect(file.fileName).toBe('线路.xlsx');
    expect(await file.data.text()).toBe('abcdef');
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 6, total: 6 });
  });
});

describe('fileNameOf', () => {
  it.each([
    [null, undefined],
    ['attachment; filename="a.xlsx"', 'a.xlsx'],
    ['attachment; filename=%E7%BA%BF.xls', '线.xls'],
    ["attachment; filename*=UTF-8''b.xlsx", 'b.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
