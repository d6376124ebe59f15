// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import { AdapterError, type DataAdapter } from '../../../schemas/adapter.ts';
import type { ListPage as ListPageSchema } from '../../../schemas/types.ts';
import { RuntimeProvider, type ActionRequest } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { ListPage } from '../list/ListPage.tsx';

const people = [
  { id: 'u1', username: 'zhangsan', realname: '张三', status: '1', createTime: '2026-01-02 00:00:00' },
  { id: 'u2', username: 'lisi', realname: '李四', status: '1', createTime: '2026-01-01 00:00:00' },
];
const items = [
  { id: 'i1', dictId: 'u1', itemText: '男', createTime: '2026-01-01 00:00:00' },
  { id: 'i2', dictId: 'u2', itemText: '是', createTime: '2026-01-01 00:00:00' },
];

const page: ListPageSchema = {
  kind: 'list', version: 1, id: 'users', title: '用户',
  dataSource: { adapter: 'memory', args: { which: 'people' } },
  columns: [{ field: 'username', title: '账号' }, { field: 'realname', title: '名字' }],
  toolbar: [{ action: 'call', label: '冻结', selection: 'many', call: { method: 'put', url: '/sys/user/frozenBatch', body: { ids: '{ids}', status: '2' } } }],
  rowActions: [
    { action: 'form', label: '密码', call: { method: 'put', url: '/sys/user/changePassword', body: { username: '{username}', password: '{password}' } },
      content: { list: [{ id: 'password', compType: 'input', label: '新密码', required: true }], config: {} } },
    { action: 'subList', label: '条目', filters: { dictId: '{id}' },
      list: { id: 'items', title: '条目', dataSource: { adapter: 'memory', args: { which: 'items' } }, columns: [{ field: 'itemText', title: '名称' }],
        toolbar: [{ action: 'add' }, { action: 'call', label: '刷新缓存', call: { method: 'post', url: '/sys/dict/refresh', body: { dictId: '{dictId}' } } }],
        form: { content: { list: [{ id: 'itemText', compType: 'input', label: '名称', required: true }], config: {} } } } },
  ],
};

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, '');
const buttonOf = (label: string) => waitFor(() => {
  const found = [...document.querySelectorAll('button')].filter((b) => plain(b.textContent) === label);
  if (found.length === 0) throw new Error(`no button ${label}`);
  return found[found.length - 1];
});
const linkOf = (label: string, rowText: string) => waitFor(() => {
  const row = [...document.querySelectorAll('tr.ant-table-row')].find((r) => r.textContent?.includes(rowText));
  const link = [...(row?.querySelectorAll('a') ?? [])].find((a) => a.textContent === label);
  if (!link) throw new Error(`no link ${label}`);
  return link;
});

function renderPage(send: (request: ActionRequest) => Promise<{ message: string; result: unknown }>) {
  const adapters: Record<string, DataAdapter> = {
    people: createMemoryAdapter({ rows: people.map((p) => ({ ...p })) }),
    items: createMemoryAdapter({ rows: items.map((p) => ({ ...p })) }),
  };
  const services = createTestServices({ adapters: { memory: (args) => adapters[String(args.which)] }, send });
  render(
    <App>
      <RuntimeProvider services={services}>
        <ListPage schema={page} pagePath="/users" />
      </RuntimeProvider>
    </App>,
  );
  return adapters;
}

beforeAll(installDomStubs);
afterEach(cleanup);

describe('schema actions on a list', { timeout: 20_000 }, () => {
  it('a toolbar call that needs a selection warns without one, then sends the selected ids', async () => {
    const send = vi.fn(async () => ({ message: '冻结成功', result: null }));
    renderPage(send);
    await screen.findByText('张三');
    fireEvent.click(await buttonOf('冻结'));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    const box = (i: number) => document.querySelectorAll<HTMLInputElement>('tr.ant-table-row input[type=checkbox]')[i];
    fireEvent.click(box(0));
    await waitFor(() => expect(box(0).checked).toBe(true));
    fireEvent.click(box(1));
    await waitFor(() => expect(box(1).checked).toBe(true));
    fireEvent.click(await buttonOf('冻结'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'put', url: '/sys/user/frozenBatch', body: { ids: 'u1,u2', status: '2' } }));
    expect(await screen.findByText('冻结成功')).toBeTruthy();
  });

  it('a form action sends the row and the typed values, and keeps the dialog and the text when refused', async () => {
    const send = vi.fn(async (request: ActionRequest) => {
      if ((request.body as { password: string }).password === 'weak') throw new AdapterError('invalid', '密码强度不够');
      return { message: '密码修改成功', result: null };
    });
    renderPage(send);
    fireEvent.click(await linkOf('密码', '李四'));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.ant-modal input');
      if (!found) throw new Error('no input');
      return found;
    });
    fireEvent.change(input, { target: { value: 'weak' } });
    fireEvent.click(await buttonOf('确定'));
    expect(await screen.findByText('密码强度不够')).toBeTruthy();
    expect(send).toHaveBeenLastCalledWith({ method: 'put', url: '/sys/user/changePassword', body: { username: 'lisi', password: 'weak' } });
    expect(document.querySelector<HTMLInputElement>('.ant-modal input')?.value).toBe('weak');
    fireEvent.change(input, { target: { value: 'Strong#2026' } });
    fireEvent.click(await buttonOf('确定'));
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-modal input')).toBeNull());
  });

  it('a subList shows only the rows of its filter, and a record added there carries it', async () => {
    const adapters = renderPage(vi.fn());
    const create = vi.spyOn(adapters.items, 'create');
    fireEvent.click(await linkOf('条目', '张三'));
    expect(await screen.findByText('男')).toBeTruthy();
    expect(screen.queryByText('是')).toBeNull();
    fireEvent.click(await buttonOf('新增'));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.ant-modal input');
      if (!found) throw new Error('no input');
      return found;
    });
    fireEvent.change(input, { target: { value: '女' } });
    fireEvent.click(await buttonOf('确定'));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ values: { dictId: 'u1', itemText: '女' } }));
  });

  it('the actions of a subList read its fixed filters: a toolbar call names what the list is narrowed to', async () => {
    const send = vi.fn(async () => ({ message: '已刷新', result: null }));
    renderPage(send);
    fireEvent.click(await linkOf('条目', '李四'));
    expect(await screen.findByText('是')).toBeTruthy();
    fireEvent.click(await buttonOf('刷新缓存'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ method: 'post', url: '/sys/dict/refresh', body: { dictId: 'u2' } }));
  });
});
