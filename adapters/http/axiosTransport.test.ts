import { describe, expect, it, vi } from 'vitest';
import { createAxiosTransport, type AxiosLike } from './axiosTransport.ts';
import { TransportError } from './transport.ts';

describe('createAxiosTransport', () => {
  it('sends method, url and defined params; signs GET and POST only, as the platform\'s generic helpers do', async () => {
    const request = vi.fn<AxiosLike['request']>(async () => ({ success: true }));
    const sign = vi.fn((url: string, params: unknown) => ({ 'X-Sign': `${url}:${JSON.stringify(params)}` }));
    const transport = createAxiosTransport({ instance: { request }, sign });
    await transport.delete({ url: '/a/delete', params: { id: '1', x: undefined } });
    expect(request).toHaveBeenLastCalledWith({ url: '/a/delete', method: 'delete', params: { id: '1' }, signal: undefined });
    await transport.get({ url: '/a/list', params: { pageNo: 1, x: undefined } });
    expect(request).toHaveBeenLastCalledWith({ url: '/a/list', method: 'get', params: { pageNo: '1' }, signal: undefined, headers: { 'X-Sign': '/a/list:{"pageNo":"1"}' } });
    await transport.post({ url: '/a/add', body: { name: 'x' } });
    expect(request).toHaveBeenLastCalledWith({ url: '/a/add', method: 'post', data: { name: 'x' }, signal: undefined, headers: { 'X-Sign': '/a/add:{"name":"x"}' } });
    await transport.put({ url: '/a/edit', body: { id: '1' } });
    expect(request).toHaveBeenLastCalledWith({ url: '/a/edit', method: 'put', data: { id: '1' }, signal: undefined });
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('keeps the request layer\'s word that it announced the failure', async () => {
    const announced = Object.assign(new Error('网络超时'), { status: 504, announced: true });
    const transport = createAxiosTransport({ instance: { request: async () => Promise.reject(announced) } });
    await expect(transport.get({ url: '/x' })).rejects.toMatchObject({ status: 504, message: '网络超时', announced: true });
  });

  it("reads the shell's HttpError and a raw axios error alike", async () => {
    const shellError = Object.assign(new Error('拒绝访问'), { status: 403, envelope: { success: false, message: '拒绝访问' } });
    const transport = createAxiosTransport({ instance: { request: async () => Promise.reject(shellError) } });
    await expect(transport.get({ url: '/x' })).rejects.toMatchObject({ status: 403, body: { message: '拒绝访问' } });
    const axiosError = { message: 'x', code: 'ECONNABORTED', response: { status: 504, data: 'gateway' } };
    const raw = createAxiosTransport({ instance: { request: async () => Promise.reject(axiosError) } });
    const error = await raw.get({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ status: 504, body: 'gateway', timedOut: true });
  });

  it('turns a cancel into an AbortError', async () => {
    const transport = createAxiosTransport({ instance: { request: async () => Promise.reject(Object.assign(new Error('canceled'), { name: 'CanceledError' })) } });
    await expect(transport.get({ url: '/x' })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('downloads a blob and reads a refused blob body as JSON', async () => {
    const blob = new Blob(['x']);
    const ok = createAxiosTransport({ instance: { request: async () => blob } });
    expect(await ok.download({ url: '/x' })).toEqual({ data: blob });
    const refusedBody = new Blob([JSON.stringify({ success: false, message: '导出失败' })]);
    const refused = createAxiosTransport({ instance: { request: async () => Promise.reject({ status: 500, envelope: refusedBody }) } });
    await expect(refused.download({ url: '/x' })).rejects.toMatchObject({ status: 500, body: { message: '导出失败' } });
  });

  it('reports upload progress from upload events', async () => {
    const onProgress = vi.fn();
    const request = vi.fn<AxiosLike['request']>(async (config) => {
      config.onUploadProgress?.({ loaded: 3, total: 9 });
      return { success: true };
    });
    await createAxiosTransport({ instance: { request } }).upload({ url: '/x', form: new FormData(), onProgress });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 3, total: 9 });
  });
});
