// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const users = {
  records: [
    { id: 'u1', realname: '张三', username: 'zhangsan' },
    { id: 'u2', realname: '李四', username: 'lisi' },
  ],
};
const handler = (extra: Partial<Control> = {}): Control => ({
  id: 'fd_handler',
  compType: 'dialogList',
  label: '经办人',
  title: '选择经办人',
  action: '/sys/user/list',
  dval: 'id',
  dlabel: 'realname',
  showIndex: true,
  colConf: JSON.stringify([
    { index: 0, show: true, label: '姓名', property: 'realname', width: 150 },
    { index: 1, show: true, label: '账号', property: 'username' },
    { index: 2, show: false, label: '编号', property: 'id' },
  ]),
  ...extra,
});
const services = () => createTestServices({ getJson: { '/sys/user/list': users } });
const input = () => document.getElementById('fd_handler') as HTMLInputElement;

describe('dialogList', () => {
  it("opens a picker titled `title` with the shown colConf columns and the action's rows", async () => {
    renderSchemaForm(formOf(handler()), { services: services() });
    fireEvent.click(input());
    expect(await screen.findByText('选择经办人')).toBeTruthy();
    expect(await screen.findByText('张三')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-modal th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '姓名', '账号']));
    expect(headers).not.toContain('编号');
  });

  it('stores dval and shows dlabel for one choice', async () => {
    const { form } = renderSchemaForm(formOf(handler()), { services: services() });
    fireEvent.click(input());
    fireEvent.click(await screen.findByText('李四'));
    fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(form.values.fd_handler).toBe('u2'));
    expect(input().value).toBe('李四');
  });

  it('joins several choices with ";"', async () => {
    const { form } = renderSchemaForm(formOf(handler({ multi: true })), { services: services() });
    fireEvent.click(input());
    fireEvent.click(await screen.findByText('张三'));
    fireEvent.click(screen.getByText('李四'));
    fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(form.values.fd_handler).toBe('u1;u2'));
    expect(input().value).toBe('张三;李四');
  });

  it('shows the labels of a stored value', async () => {
    renderSchemaForm(formOf(handler({ value: 'u1' })), { services: services() });
    await waitFor(() => expect(input().value).toBe('张三'));
  });

  it('says so when colConf is not JSON', () => {
    renderSchemaForm(formOf(handler({ colConf: '[{oops' })), { services: services() });
    expect(screen.getByText('列配置（colConf）不是有效的 JSON')).toBeTruthy();
  });
});

const people = {
  records: [
    { id: 'u1', realname: '张三', username: 'zhangsan', phone: '13800000001', birthday: '1980-01-02' },
    { id: 'u2', realname: '李四', username: 'lisi', phone: '13800000002', birthday: '1990-03-04' },
  ],
  total: 2,
};
const userInput = () => document.getElementById('fd_users') as HTMLInputElement;
const chooseOk = () => fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);

/** The user list as the server answers it: 23 users, paged, realname contains, departId with its sub-offices. */
function userServer() {
  const calls: [string, Record<string, unknown> | undefined][] = [];
  const all = Array.from({ length: 23 }, (_, i) => ({
    id: `u${i + 1}`,
    username: `user${i + 1}`,
    realname: i === 0 ? '张三' : i === 1 ? '李四' : `职员${i + 1}`,
    departId: i < 5 ? 'd2' : 'd9',
  }));
  const tree = [{ id: 'd1', departName: '管委会', children: [{ id: 'd2', departName: '综合办公室', children: null }] }];
  const getJson = vi.fn(async (url: string, params?: Record<string, unknown>) => {
    calls.push([url, params]);
    if (url === '/sys/sysDepart/queryTreeList') return tree;
    if (url === '/sys/user/getMultiUser') return all.filter((u) => String(params?.usernames).split(',').includes(u.username));
    const departs = params?.departId === 'd1' ? ['d1', 'd2'] : [String(params?.departId)];
    if (url !== '/jeecg-boot/sys/user/list' && url !== '/sys/user/queryUserComponentData') throw new Error(`no route ${url}`);
    const rows = all
      .filter((u) => !params?.realname || u.realname.includes(String(params.realname).replace(/^\*|\*$/g, '')))
      .filter((u) => url !== '/sys/user/queryUserComponentData' || departs.includes(u.departId));
    const size = Number(params?.pageSize ?? 10);
    const no = Number(params?.pageNo ?? 1);
    return { records: rows.slice((no - 1) * size, no * size), total: rows.length };
  });
  return { calls, getJson, services: createTestServices({ getJson }) };
}
const userCalls = (calls: [string, Record<string, unknown> | undefined][]) => calls.filter(([url]) => url !== '/sys/sysDepart/queryTreeList');

describe('userList', () => {
  const users = (extra: Partial<Control> = {}): Control => ({ id: 'fd_users', compType: 'userList', label: '参会人员', ...extra });

  it('lists realname, username, phone and birthday, one page of 10 from the server, and stores names _*_ usernames', async () => {
    const getJson = vi.fn(async () => people);
    const { form } = renderSchemaForm(formOf(users()), { services: createTestServices({ getJson }) });
    fireEvent.click(userInput());
    expect(await screen.findByText('13800000002')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-modal th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['姓名', '账号', '手机', '生日']));
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1250px');
    // One page as the other pickers ask it, never the whole list.
    expect(getJson.mock.calls).toEqual([['/jeecg-boot/sys/user/list', { pageNo: 1, pageSize: 10 }, expect.anything()]]);
    fireEvent.click(screen.getByText('张三'));
    fireEvent.click(screen.getByText('李四'));
    chooseOk();
    await waitFor(() => expect(form.values.fd_users).toBe('张三,李四_*_zhangsan,lisi'));
    expect(userInput().value).toBe('张三,李四');
  });

  it('pages on the server and keeps users chosen on another page', async () => {
    const { calls, services } = userServer();
    const { form } = renderSchemaForm(formOf(users()), { services });
    fireEvent.click(userInput());
    fireEvent.click(await screen.findByText('张三'));
    expect(screen.getByText('1-10 共23条')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-modal .ant-pagination-item-3') as HTMLElement);
    fireEvent.click(await screen.findByText('职员23'));
    expect(userCalls(calls)).toEqual([
      ['/jeecg-boot/sys/user/list', { pageNo: 1, pageSize: 10 }],
      ['/jeecg-boot/sys/user/list', { pageNo: 3, pageSize: 10 }],
    ]);
    // The index counts on from the earlier pages.
    expect(screen.getByText('21')).toBeTruthy();
    chooseOk();
    await waitFor(() => expect(form.values.fd_users).toBe('张三,职员23_*_user1,user23'));
  });

  it('shows the names of a stored user value without asking the server', () => {
    const getJson = vi.fn(async () => people);
    renderSchemaForm(formOf(users({ value: '王芳_*_wangfang' })), { services: createTestServices({ getJson }) });
    expect(userInput().value).toBe('王芳');
    expect(getJson).not.toHaveBeenCalled();
  });

  it('names a stored value of usernames alone through getMultiUser', async () => {
    const { calls, services } = userServer();
    renderSchemaForm(formOf(users({ value: 'user2,user1' })), { services });
    await waitFor(() => expect(userInput().value).toBe('李四,张三'));
    expect(calls).toEqual([['/sys/user/getMultiUser', { usernames: 'user2,user1' }]]);
  });

  it('searches the server by name 300 ms after the last key', async () => {
    const { calls, services } = userServer();
    renderSchemaForm(formOf(users()), { services });
    fireEvent.click(userInput());
    await screen.findByText('张三');
    fireEvent.change(screen.getByPlaceholderText('输入关键字筛选'), { target: { value: '李' } });
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
    expect(screen.getByText('李四')).toBeTruthy();
    expect(userCalls(calls)).toEqual([
      ['/jeecg-boot/sys/user/list', { pageNo: 1, pageSize: 10 }],
      ['/jeecg-boot/sys/user/list', { pageNo: 1, pageSize: 10, realname: '*李*' }],
    ]);
  });

  it('by department: the tree beside the list asks the server for a department and its sub-offices', async () => {
    const { calls, services } = userServer();
    renderSchemaForm(formOf(users({ byDepart: true })), { services });
    fireEvent.click(userInput());
    await screen.findByText('职员10');
    fireEvent.click(await screen.findByText('管委会'));
    await waitFor(() => expect(screen.queryByText('职员10')).toBeNull());
    expect(screen.getByText('张三')).toBeTruthy();
    expect(userCalls(calls).at(-1)).toEqual(['/sys/user/queryUserComponentData', { pageNo: 1, pageSize: 10, departId: 'd1' }]);
    fireEvent.click(screen.getByText('全部部门'));
    expect(await screen.findByText('职员10')).toBeTruthy();
  });

  it('says why the list is empty when the user list cannot be had', async () => {
    const getJson = async () => Promise.reject(new Error('Request failed with status code 404'));
    renderSchemaForm(formOf(users()), { services: createTestServices({ getJson }) });
    fireEvent.click(userInput());
    expect(await screen.findByText('数据加载失败：Request failed with status code 404')).toBeTruthy();
  });
});

describe('userDept', () => {
  const tree = [
    {
      id: 'd1',
      title: '安置区管委会',
      departName: '安置区管委会',
      children: [
        { id: 'd2', title: '综合办公室', departName: '综合办公室', children: null },
        { id: 'd3', title: '就业服务站', departName: '就业服务站', children: null },
      ],
    },
  ];
  const depts = (extra: Partial<Control> = {}): Control => ({ id: 'fd_depts', compType: 'userDept', label: '责任部门', ...extra });
  const services = () => createTestServices({ getJson: { '/jeecg-boot/sys/sysDepart/queryTreeList': tree } });
  const deptInput = () => document.getElementById('fd_depts') as HTMLInputElement;

  it('opens 选择部门, 500 wide, with a checkable tree; stores ids with "," and shows names', async () => {
    const { form } = renderSchemaForm(formOf(depts()), { services: services() });
    fireEvent.click(deptInput());
    expect(await screen.findByText('选择部门')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('500px');
    fireEvent.change(screen.getByPlaceholderText('输入关键字筛选'), { target: { value: '办公' } });
    const office = await screen.findByText('综合办公室');
    expect(screen.queryByText('就业服务站')).toBeNull();
    fireEvent.click(office.closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    fireEvent.change(screen.getByPlaceholderText('输入关键字筛选'), { target: { value: '就业' } });
    fireEvent.click((await screen.findByText('就业服务站')).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    chooseOk();
    await waitFor(() => expect(form.values.fd_depts).toBe('d2,d3'));
    expect(deptInput().value).toBe('综合办公室,就业服务站');
  });

  it('names the departments of a stored value from the tree', async () => {
    renderSchemaForm(formOf(depts({ value: 'd3' })), { services: services() });
    await waitFor(() => expect(deptInput().value).toBe('就业服务站'));
  });
});
