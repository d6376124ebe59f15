// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
