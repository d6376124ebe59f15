import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRefusal } from '../../designer/api/apiClient.ts';
import { createFetchClient } from '../../designer/api/fetchClient.ts';
import { createSavedFormsApi } from '../../designer/api/savedFormsApi.ts';
import type { FormContent } from '../../schemas/types.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';

// An old saved form (the older designer's {list, config}), stored and answered byte for byte.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const household = fs.readFileSync(path.join(root, 'fixtures/examples/formContent-resettlement-household.json'), 'utf8');
const householdText = JSON.stringify(JSON.parse(household));
const tiny = (label: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ list: [{ id: 'fd_1', compType: 'input', label, span: 24, ...extra }], config: { version: '1.10', labelWidth: 80 } });
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(testDatabases)('saved forms (/flowable/form) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const add = async (body: Record<string, unknown>, token = admin): Promise<ApiBody> =>
    (await server.call('POST', '/flowable/form/add', { token, body })).body;
  const added = async (formName: string, formContent = tiny(formName)): Promise<string> => {
    const body = await add({ formName, remark: `${formName}的备注`, formContent });
    expect(body).toMatchObject({ success: true, message: '添加成功！' });
    return body.result.id as string;
  };
  const get = async (id: string) => (await server.call('GET', `/flowable/form/${id}`, { token: admin })).body;
  const list = async (query: string) => (await server.call('GET', `/flowable/form/list?${query}`, { token: admin })).body.result;
  const edit = async (body: Record<string, unknown>) => (await server.call('PUT', '/flowable/form/edit', { token: admin, body })).body;

  it('adds a form, logs who saved it, and answers it byte for byte by id and through queryById', async () => {
    const body = await add({ formName: '安置户信息登记表', remark: '旧设计器保存的表单', formContent: householdText });
    expect(body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(body.result).toMatchObject({ formName: '安置户信息登记表', version: 1, createBy: 'admin', sysOrgCode: 'A01', updateBy: null });
    expect(body.result).not.toHaveProperty('delFlag');
    const id = body.result.id as string;
    expect(id).toMatch(/^\d+$/);

    const byId = await get(id);
    expect(byId.success).toBe(true);
    expect(byId.result).toMatchObject({ id, formName: '安置户信息登记表', remark: '旧设计器保存的表单', version: 1, createBy: 'admin' });
    expect(byId.result.formContent).toBe(householdText);
    expect(byId.result.createTime).toMatch(DATETIME);
    const query = await server.call('GET', `/flowable/form/queryById?id=${id}`, { token: admin });
    expect(query.body.result).toEqual(byId.result);

    // The raw file (pretty-printed) is stored as sent, whitespace and all.
    const raw = await add({ formName: '原样保存', formContent: household });
    expect((await get(raw.result.id)).result.formContent).toBe(household);

    expect(await get('404404')).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('lists live forms newest first, pages them, filters the name with *v*, v*, !v, and sorts by a column', async () => {
    const ids = [];
    for (const label of ['列表甲-安置', '列表乙-安置', '列表丙-就业']) ids.push(await added(label));
    const all = await list('pageNo=1&pageSize=100&formName=*列表*');
    expect(all.total).toBe(3);
    expect(all.records.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    expect(all.records[0]).toMatchObject({ formName: '列表丙-就业', remark: '列表丙-就业的备注', version: 1, createBy: 'admin' });
    expect(all.records[0].formContent).toBe(tiny('列表丙-就业'));

    expect((await list('formName=*-安置*&pageSize=100')).records.map((r: { formName: string }) => r.formName)).toEqual(['列表乙-安置', '列表甲-安置']);
    expect((await list('formName=列表甲*')).total).toBe(1);
    expect((await list('formName=*就业')).total).toBe(1);
    expect((await list('formName=列表乙-安置')).records[0].id).toBe(ids[1]);
    expect((await list('formName=*100%_*')).total).toBe(0);
    const notJia = await list('formName=!列表甲-安置&pageSize=100');
    expect(notJia.records.map((r: { id: string }) => r.id)).not.toContain(ids[0]);

    const second = await list('formName=*列表*&pageNo=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(second.records.map((r: { id: string }) => r.id)).toEqual([ids[0]]);

    expect((await list('formName=*列表*&pageSize=5000')).size).toBe(100);
    const byName = await list('formName=*列表*&column=formName&order=asc');
    expect(byName.records.map((r: { formName: string }) => r.formName)).toEqual(['列表丙-就业', '列表乙-安置', '列表甲-安置'].sort());
    const bad = await server.call('GET', '/flowable/form/list?column=form_content', { token: admin });
    expect(bad.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：form_content' });
  });

  it('edits with the loaded version, answers the next one, and refuses a stale version without overwriting', async () => {
    const id = await added('版本检查');
    const first = await edit({ id, formName: '版本检查（改）', remark: '第二版', formContent: tiny('第二版'), version: 1 });
    expect(first).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    expect(first.result).toMatchObject({ id, version: 2, formName: '版本检查（改）', updateBy: 'admin', createBy: 'admin' });
    expect(first.result.updateTime).toMatch(DATETIME);

    // A second editor who also loaded version 1 is refused; version 2 stays as it was.
    const stale = await edit({ id, formName: '覆盖', remark: '', formContent: tiny('覆盖'), version: 1 });
    expect(stale).toMatchObject({ success: false, code: 409, message: '该表单已被他人修改，请刷新后再保存' });
    expect((await get(id)).result).toMatchObject({ version: 2, formName: '版本检查（改）', formContent: tiny('第二版') });

    // The version may come as text; without one the edit is refused; an unknown id is not found.
    expect((await edit({ id, formName: '第三版', formContent: tiny('第三版'), version: '2' })).result.version).toBe(3);
    expect(await edit({ id, formName: 'x', formContent: tiny('x') })).toMatchObject({ success: false, message: '缺少参数：version（请重新打开表单后再保存）' });
    expect(await edit({ id, formName: 'x', formContent: tiny('x'), version: 0 })).toMatchObject({ success: false, message: 'version必须是正整数' });
    expect(await edit({ id: '404404', formName: 'x', formContent: tiny('x'), version: 1 })).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await get(id)).result.version).toBe(3);
  });

  it('names a form saved without a name 未命名表单 N, never a blank row; saved again without one, it keeps its name', async () => {
    const first = await add({ formName: '', formContent: tiny('无名') });
    const second = await add({ formContent: tiny('无名') });
    expect([first.result.formName, second.result.formName]).toEqual(['未命名表单 1', '未命名表单 2']);
    const id = second.result.id as string;
    const again = await edit({ id, formName: '  ', formContent: tiny('再存'), version: 1 });
    expect(again.result).toMatchObject({ formName: '未命名表单 2', version: 2 });
    expect((await list('formName=未命名表单*')).records.map((r: { formName: string }) => r.formName).sort()).toEqual(['未命名表单 1', '未命名表单 2']);
  });

  it('deletes one form and several; deleted forms are gone from get, list and edit', async () => {
    const [one, two, three] = [await added('待删一'), await added('待删二'), await added('待删三')];
    const deleted = await server.call('DELETE', `/flowable/form/delete?id=${one}`, { token: admin });
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await get(one)).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await server.call('DELETE', `/flowable/form/delete?id=${one}`, { token: admin })).body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await edit({ id: one, formName: 'x', formContent: tiny('x'), version: 1 })).toMatchObject({ success: false, message: '未找到对应数据' });

    const batch = await server.call('DELETE', `/flowable/form/deleteBatch?ids=${two},${three}`, { token: admin });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await list('formName=*待删*')).total).toBe(0);
    expect((await server.call('DELETE', '/flowable/form/deleteBatch?ids=', { token: admin })).body).toMatchObject({ success: false, message: '缺少参数：ids' });
  });

  it('refuses a bad formContent with a Chinese message naming the first failing JSON path', async () => {
    const refused = async (formContent: unknown) => {
      const body = await add({ formName: '坏表单', formContent });
      expect(body.success).toBe(false);
      expect(body.result).toEqual({ formContent: body.message });
      return body.message;
    };
    expect(await refused(tiny('跨度', { span: 30 }))).toBe('表单内容不符合规范：$.list[0].span 不能大于24');
    expect(await refused(JSON.stringify({ list: [{ compType: 'input' }], config: {} }))).toBe('表单内容不符合规范：$.list[0].id 缺少必填属性');
    expect(await refused(JSON.stringify({ list: 'x' }))).toMatch(/^表单内容不符合规范：\$\.\w+ .+（另有1处问题）$/);
    expect(await refused(tiny('未知', { compType: 'stamp' }))).toBe('表单内容不符合规范：$.list[0].compType 不是已知的控件类型');
    const twice = { list: [{ id: 'fd_1', compType: 'input' }, { id: 'row_2', compType: 'row', columns: [{ span: 24, list: [{ id: 'fd_1', compType: 'date' }] }] }], config: {} };
    expect(await refused(JSON.stringify(twice))).toBe('表单内容不符合规范：$.list[1].columns[0].list[0].id ID与$.list[0]重复');
    expect(await refused('{"list": [')).toMatch(/^表单内容不是有效的JSON（/);
    expect(await refused('')).toBe('表单内容不能为空');
    expect(await refused(42)).toBe('表单内容必须是JSON字符串');
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(await refused(JSON.stringify({ list: [], config: {}, meta: JSON.parse(deep) }))).toBe('表单内容嵌套层级过深（超过64层）');
    const huge = JSON.stringify({ list: [{ id: 'fd_1', compType: 'text', text: 'x'.repeat(2 * 1024 * 1024) }], config: {} });
    expect(await refused(huge)).toBe('表单内容不能超过2MB');
    expect((await add({ formName: '名'.repeat(101), formContent: tiny('a') })).message).toBe('表单名称长度不能超过100个字符');
    // Nothing refused was stored.
    expect((await list('formName=坏表单')).total).toBe(0);
  });

  it('checks the permission codes: a staff user gets 403, no token 401', async () => {
    const id = await added('权限检查');
    const calls: [string, string, unknown?][] = [
      ['GET', '/flowable/form/list'],
      ['GET', `/flowable/form/${id}`],
      ['GET', `/flowable/form/queryById?id=${id}`],
      ['POST', '/flowable/form/add', { formName: 'x', formContent: tiny('x') }],
      ['PUT', '/flowable/form/edit', { id, formName: 'x', formContent: tiny('x'), version: 1 }],
      ['DELETE', `/flowable/form/delete?id=${id}`],
      ['DELETE', `/flowable/form/deleteBatch?ids=${id}`],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, path, { token: staff, body });
      expect([path, denied.status, denied.body.message]).toEqual([path, 403, '没有权限，请联系管理员授权']);
      expect((await server.call(method, path, { body })).status).toBe(401);
    }
    expect((await get(id)).result).toMatchObject({ version: 1, formName: '权限检查' });
  });

  it("serves the designer's client: load, add, edit with the version, and a conflict as ApiRefusal", async () => {
    const api = createSavedFormsApi(createFetchClient({ baseUrl: `${server.url}/jeecg-boot`, token: admin }));
    const content = JSON.parse(household) as FormContent;
    const created = await api.saveForm({ formName: '客户端表单', remark: '备注', formContent: content });
    expect(created).toMatchObject({ version: 1, added: true, message: '添加成功！' });
    const loaded = await api.loadSavedForm(created.id);
    expect(loaded).toEqual({ id: created.id, formName: '客户端表单', remark: '备注', formContent: JSON.stringify(content), version: 1 });

    const edited = await api.saveForm({ id: created.id, formName: '客户端表单', remark: '', formContent: content, version: loaded.version });
    expect(edited).toEqual({ id: created.id, version: 2, added: false, message: '修改成功!' });
    expect((await api.loadSavedForm(created.id)).remark).toBe('');

    const conflict = await api.saveForm({ id: created.id, formName: '旧', remark: '', formContent: content, version: 1 }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiRefusal);
    expect(conflict).toMatchObject({ message: '该表单已被他人修改，请刷新后再保存', code: 409, conflict: true });

    const bad = { ...content, list: [{ ...content.list[0], span: 0 }] } as FormContent;
    await expect(api.saveForm({ formName: '坏', remark: '', formContent: bad })).rejects.toThrow('表单内容不符合规范：$.list[0].span 不能小于1');
    const denied = createSavedFormsApi(createFetchClient({ baseUrl: `${server.url}/jeecg-boot`, token: staff }));
    await expect(denied.loadSavedForm(created.id)).rejects.toMatchObject({ message: '没有权限，请联系管理员授权', code: 403 });
  });
});
