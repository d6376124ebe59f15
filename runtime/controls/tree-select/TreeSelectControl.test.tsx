// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import type { RuntimeServices } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const area = (extra: Partial<Control> = {}): Control => ({ id: 'fd_area', compType: 'treeSelect', label: '片区', dict: 'biz_area,name,code', pidField: 'pcode', ...extra });
const node = (code: string, title: string, leaf: boolean, parentId: string | null = null) => ({ key: code, title, value: code, code, parentId, leaf, icon: null, children: null });

/** loadTreeData and loadDictItem as the server answers them, recording each call. */
function treeServer() {
  const calls: [string, Record<string, unknown>][] = [];
  const getJson: RuntimeServices['getJson'] = async (url, params = {}) => {
    calls.push([url, params]);
    if (url === '/sys/dict/loadTreeData') {
      if (params.pid === '') return [node('N', '北区', false), node('S', '南区', true)];
      if (params.pid === 'N') return [node('N1', '北一社区', true, 'N')];
      return [];
    }
    if (url === '/sys/dict/loadDictItem/biz_area%2Cname%2Ccode') {
      const names: Record<string, string> = { N: '北区', S: '南区', N1: '北一社区' };
      return String(params.key).split(',').map((k) => names[k] ?? k);
    }
    throw new Error(`no route ${url}`);
  };
  return { calls, services: createTestServices({ getJson }) };
}

const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector') as HTMLElement);

describe('treeSelect (seed 002 §2, §5, §7)', () => {
  it('loads the roots, then the children of a node as it opens, and stores the chosen code', async () => {
    const { calls, services } = treeServer();
    const { form, view } = renderSchemaForm(formOf(area()), { services });
    open(view.container);
    expect(await screen.findByText('北区')).toBeTruthy();
    expect(calls[0]).toEqual(['/sys/dict/loadTreeData', { pid: '', tableName: 'biz_area', text: 'name', code: 'code', pidField: 'pcode' }]);
    fireEvent.click(document.querySelector('.ant-select-tree-treenode .ant-select-tree-switcher') as HTMLElement);
    fireEvent.click(await screen.findByText('北一社区'));
    await waitFor(() => expect(form.values.fd_area).toBe('N1'));
    expect(calls).toContainEqual(['/sys/dict/loadTreeData', { pid: 'N', tableName: 'biz_area', text: 'name', code: 'code', pidField: 'pcode' }]);
  });

  it('shows a stored value by the name loadDictItem gives', async () => {
    const { calls, services } = treeServer();
    const { view } = renderSchemaForm(formOf(area({ value: 'N1' })), { services });
    await waitFor(() => expect(view.container.querySelector('.ant-select-selection-item')?.textContent).toBe('北一社区'));
    expect(calls).toContainEqual(['/sys/dict/loadDictItem/biz_area%2Cname%2Ccode', { key: 'N1', delNotExist: false }]);
  });

  it('keeps several checked nodes as one comma list', async () => {
    const { services } = treeServer();
    const { form, view } = renderSchemaForm(formOf(area({ multiple: true, value: 'S' })), { services });
    open(view.container);
    const north = await screen.findByText('北区', { selector: '.ant-select-tree-title' });
    fireEvent.click(north.closest('.ant-select-tree-treenode')?.querySelector('.ant-select-tree-checkbox') as HTMLElement);
    await waitFor(() => expect(form.values.fd_area).toBe('S,N'));
  });

  it('refuses a condition that is not JSON with the Chinese message, without calling the server', () => {
    const getJson = vi.fn();
    renderSchemaForm(formOf(area({ condition: 'status=1', value: 'N' })), { services: createTestServices({ getJson }) });
    expect(screen.getByRole('alert').textContent).toBe('条件值错误，需要JSON字符串');
    expect(getJson).not.toHaveBeenCalled();
  });

  it('passes a JSON condition on to the server', async () => {
    const { calls, services } = treeServer();
    const { view } = renderSchemaForm(formOf(area({ condition: '{"status":"1"}' })), { services });
    open(view.container);
    await screen.findByText('北区');
    expect(calls[0][1]).toMatchObject({ condition: '{"status":"1"}' });
  });

  it("shows the server's message as an error toast when the tree cannot be loaded", async () => {
    const services = createTestServices({ getJson: async () => Promise.reject(new Error('不允许查询该表')) });
    renderSchemaForm(formOf(area()), { services });
    expect(await screen.findByText('不允许查询该表')).toBeTruthy();
  });
});
