import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { ApiRefusal, type ApiClient } from './apiClient.ts';
import { createSavedFormsApi } from './savedFormsApi.ts';

const content: FormContent = { list: [{ id: 'fd_1', compType: 'input', label: '姓名' }], config: { version: '1.10' } } as FormContent;
const envelope = (result: unknown, extra: Record<string, unknown> = {}) => ({ success: true, message: '', code: 200, result, timestamp: 0, ...extra });
const row = { id: '9', formName: null, remark: null, formContent: '{"list":[],"config":{}}', version: 3 };

/** A client that records each call and answers with the given body. */
function recording(answer: unknown) {
  const calls: { method: string; url: string; payload: unknown }[] = [];
  const client: ApiClient = {
    get: async (url, params) => (calls.push({ method: 'GET', url, payload: params }), answer),
    post: async (url, body) => (calls.push({ method: 'POST', url, payload: body }), answer),
    put: async (url, body) => (calls.push({ method: 'PUT', url, payload: body }), answer),
  };
  return { calls, api: createSavedFormsApi(client) };
}

describe('createSavedFormsApi', () => {
  it('loads by id from /flowable/form/{id}; a missing name or remark reads as empty', async () => {
    const { calls, api } = recording(envelope(row));
    expect(await api.loadSavedForm('a/b')).toEqual({ id: '9', formName: '', remark: '', formContent: row.formContent, version: 3 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/flowable/form/a%2Fb' });
    await expect(api.loadSavedForm('')).rejects.toThrow('缺少表单id');
  });

  it('adds with POST without id and version, the content as a JSON string', async () => {
    const { calls, api } = recording(envelope({ ...row, version: 1 }, { message: '添加成功！' }));
    expect(await api.saveForm({ formName: 'a', remark: 'b', formContent: content })).toEqual({ id: '9', version: 1, added: true, message: '添加成功！' });
    expect(calls).toEqual([{ method: 'POST', url: '/flowable/form/add', payload: { formName: 'a', remark: 'b', formContent: JSON.stringify(content) } }]);
  });

  it('edits with PUT, sending the id and the version it was made from', async () => {
    const { calls, api } = recording(envelope({ ...row, version: 4 }, { message: '修改成功!' }));
    expect(await api.saveForm({ id: '9', formName: 'a', remark: '', formContent: content, version: 3 })).toMatchObject({ version: 4, added: false });
    expect(calls[0]).toEqual({ method: 'PUT', url: '/flowable/form/edit', payload: { formName: 'a', remark: '', formContent: JSON.stringify(content), id: '9', version: 3 } });
  });

  it("rejects a refusal with the server's message and code, and an unexpected answer with the call named", async () => {
    const refused = recording({ success: false, message: '该表单已被他人修改，请刷新后再保存', code: 409, result: null });
    const error = await refused.api.saveForm({ id: '9', formName: '', remark: '', formContent: content, version: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(error).toMatchObject({ message: '该表单已被他人修改，请刷新后再保存', conflict: true });
    await expect(recording('<html>').api.loadSavedForm('1')).rejects.toThrow('服务器返回的数据格式不正确（/flowable/form/1）');
    await expect(recording(envelope({ id: 1 })).api.loadSavedForm('1')).rejects.toThrow('服务器返回的数据格式不正确');
  });
});
