import { describe, expect, it } from 'vitest';
import type { ApiClient } from './apiClient.ts';
import { checkCondition, createCategoryApi } from './categoriesApi.ts';

describe('checkCondition', () => {
  it.each([undefined, '', '  ', '{}', '{"code":"A01"}'])('accepts %j', (condition) => {
    expect(() => checkCondition(condition)).not.toThrow();
  });
  it.each(['code=A01', '[1]', 'null', '"x"', '{'])('refuses %j with the seed message', (condition) => {
    expect(() => checkCondition(condition)).toThrow('condition 参数有误，需要一个JSON字符串');
  });
});

describe('createCategoryApi', () => {
  const calls: { url: string; params: unknown }[] = [];
  const client = (result: unknown): ApiClient => ({
    get: async (url, params) => (calls.push({ url, params }), { success: true, message: '', code: 200, result }),
    post: async () => { throw new Error('not used'); },
    put: async () => { throw new Error('not used'); },
  });

  it("sends pcode '0' by default and no condition when none is given; reads leaf from either spelling", async () => {
    const api = createCategoryApi(client([{ key: 'k1', title: '民族', code: 'A01', isLeaf: true }, { key: 'k2', name: '学历', leaf: false }]));
    const nodes = await api.loadTreeData();
    expect(calls.at(-1)).toEqual({ url: '/sys/category/loadTreeData', params: { pid: undefined, pcode: '0', condition: undefined } });
    expect(nodes[0]).toMatchObject({ key: 'k1', value: 'k1', label: '民族', leaf: true, isLeaf: true, children: null });
    expect(nodes[1]).toMatchObject({ title: '学历', leaf: false });
  });

  it('refuses a bad condition before any call', async () => {
    const before = calls.length;
    await expect(createCategoryApi(client([])).loadTreeData({ condition: 'x' })).rejects.toThrow('condition 参数有误');
    expect(calls.length).toBe(before);
  });

  it('joins ids for loadDictItem and calls the trailing-slash path', async () => {
    expect(await createCategoryApi(client(['汉族', '初中'])).loadDictItem(['a', 'b'])).toEqual(['汉族', '初中']);
    expect(calls.at(-1)).toEqual({ url: '/sys/category/loadDictItem/', params: { ids: 'a,b' } });
  });
});
