// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import type { RuntimeServices } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const roles = [
  { id: 'r1', roleCode: 'admin', roleName: '管理员' },
  { id: 'r2', roleCode: 'hr', roleName: '人事专员' },
  { id: 'r3', roleCode: 'audit', roleName: '审计员' },
];
const positions = [
  { id: 'p1', code: 'CEO', name: '主任', postRank: '1' },
  { id: 'p2', code: 'CLERK', name: '科员', postRank: '5' },
];

/** The role and position lists as the server answers them: paged, roleCode / name contains (`*v*`). */
function listServer() {
  const calls: [string, Record<string, unknown>][] = [];
  const getJson: RuntimeServices['getJson'] = async (url, params = {}) => {
    calls.push([url, params]);
    const size = Number(params.pageSize ?? 10);
    const no = Number(params.pageNo ?? 1);
    const all =
      url === '/sys/role/list'
        ? roles.filter((r) => !params.roleCode || r.roleCode.includes(String(params.roleCode).replace(/^\*|\*$/g, '')))
        : url === '/sys/position/list'
          ? positions.filter((p) => !params.name || p.name.includes(String(params.name).replace(/^\*|\*$/g, '')))
          : undefined;
    if (!all) throw new Error(`no route ${url}`);
    return { records: all.slice((no - 1) * size, no * size), total: all.length, size, current: no };
  };
  return { calls, services: createTestServices({ getJson, dictionaries: { position_rank: [{ value: '1', text: '员级' }, { value: '5', text: '正高级' }] } }) };
}

const role = (extra: Partial<Control> = {}): Control => ({ id: 'fd_role', compType: 'rolePicker', label: '角色', ...extra });
const input = (id = 'fd_role') => document.getElementById(id) as HTMLInputElement;
const ok = () => fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);

describe('rolePicker', () => {
  it('lists role name and code from /sys/role/list a page at a time; stores the roleCode and shows the roleName', async () => {
    const { calls, services } = listServer();
    const { form } = renderSchemaForm(formOf(role()), { services });
    fireEvent.click(input());
    expect(await screen.findByText('选择角色')).toBeTruthy();
    expect(await screen.findByText('人事专员')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-modal th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['角色名称', '角色编码']));
    expect(calls[0]).toEqual(['/sys/role/list', { pageNo: 1, pageSize: 10 }]);
    fireEvent.click(screen.getByText('人事专员'));
    ok();
    await waitFor(() => expect(form.values.fd_role).toBe('hr'));
    expect(input().value).toBe('人事专员');
  });

  it('searches the server by role code 300 ms after the last key', async () => {
    const { calls, services } = listServer();
    renderSchemaForm(formOf(role()), { services });
    fireEvent.click(input());
    await screen.findByText('审计员');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByPlaceholderText('输入关键字筛选');
    fireEvent.change(box, { target: { value: 'au' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'aud' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(calls.some(([, p]) => 'roleCode' in p)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.filter(([, p]) => 'roleCode' in p)).toEqual([['/sys/role/list', { pageNo: 1, pageSize: 10, roleCode: '*aud*' }]]);
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('管理员')).toBeNull());
    expect(screen.getByText('审计员')).toBeTruthy();
  });

  it('joins several roles with "," and stores ids with valueField id', async () => {
    const { services } = listServer();
    const { form } = renderSchemaForm(formOf(role({ multi: true, valueField: 'id' })), { services });
    fireEvent.click(input());
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.click(screen.getByText('审计员'));
    ok();
    await waitFor(() => expect(form.values.fd_role).toBe('r1,r3'));
    expect(input().value).toBe('管理员,审计员');
  });

  it('names the roles of a stored value from the list', async () => {
    const { calls, services } = listServer();
    renderSchemaForm(formOf(role({ value: 'audit,admin' })), { services });
    await waitFor(() => expect(input().value).toBe('审计员,管理员'));
    expect(calls[0]).toEqual(['/sys/role/list', { pageNo: 1, pageSize: 1000 }]);
  });

  it('keeps a choice made on another page', async () => {
    const { services } = listServer();
    const { form } = renderSchemaForm(formOf(role({ multi: true })), { services });
    fireEvent.click(input());
    fireEvent.click(await screen.findByText('管理员'));
    // The server search narrows the list; the earlier choice stays chosen.
    fireEvent.change(screen.getByPlaceholderText('输入关键字筛选'), { target: { value: 'hr' } });
    await waitFor(() => expect(screen.queryByText('管理员')).toBeNull(), { timeout: 3000 });
    fireEvent.click(screen.getByText('人事专员'));
    ok();
    await waitFor(() => expect(form.values.fd_role).toBe('admin,hr'));
  });

  it('shows why the list is empty when the server refuses', async () => {
    const services = createTestServices({ getJson: async () => Promise.reject(new Error('没有权限')) });
    renderSchemaForm(formOf(role()), { services });
    fireEvent.click(input());
    expect(await screen.findByText('数据加载失败：没有权限')).toBeTruthy();
  });
});

describe('positionPicker', () => {
  const position = (extra: Partial<Control> = {}): Control => ({ id: 'fd_post', compType: 'positionPicker', label: '职务', ...extra });

  it('lists name, code and rank from /sys/position/list, searched by name; stores the code, shows the name', async () => {
    const { calls, services } = listServer();
    const { form } = renderSchemaForm(formOf(position()), { services });
    fireEvent.click(input('fd_post'));
    expect(await screen.findByText('科员')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-modal th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['职务名称', '职务编码', '职级']));
    // The rank shows its position_rank text.
    expect(await screen.findByText('正高级')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('输入关键字筛选'), { target: { value: '主' } });
    await waitFor(() => expect(calls).toContainEqual(['/sys/position/list', { pageNo: 1, pageSize: 10, name: '*主*' }]));
    await waitFor(() => expect(screen.queryByText('科员')).toBeNull());
    fireEvent.doubleClick(screen.getByText('主任'));
    await waitFor(() => expect(form.values.fd_post).toBe('CEO'));
    expect(input('fd_post').value).toBe('主任');
  });
});
