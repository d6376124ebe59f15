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

const nation = (extra: Partial<Control> = {}): Control => ({ id: 'fd_nation', compType: 'categorySelect', label: '民族', pcode: 'B01', ...extra });

/** A stand-in server of the category calls, recording each. */
function categoryServer(overrides: Partial<Record<string, (params: Record<string, unknown>) => unknown>> = {}) {
  const calls: [string, Record<string, unknown> | undefined][] = [];
  const routes: Record<string, (params: Record<string, unknown>) => unknown> = {
    '/sys/category/loadTreeRoot': () => [{ key: 'c1', code: 'B01A', title: '汉族', leaf: true }, { key: 'c2', code: 'B01B', title: '少数民族', leaf: false }],
    '/sys/category/loadTreeChildren': (p) => (p.pid === 'c2' ? [{ key: 'c3', code: 'B01B01', title: '回族', leaf: true }] : []),
    '/sys/category/loadDictItem/': (p) => String(p.ids).split(',').map((id) => ({ c1: '汉族', c3: '回族' })[id] ?? ''),
    ...overrides,
  };
  const getJson: RuntimeServices['getJson'] = async (url, params) => {
    calls.push([url, params]);
    const route = routes[url];
    if (!route) throw new Error(`no route ${url}`);
    return route(params ?? {});
  };
  return { calls, services: createTestServices({ getJson }) };
}

const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector') as HTMLElement);

describe('category selector (seed 001 "Category selector")', () => {
  it('loads the roots, then children when a node opens, and stores the chosen id', async () => {
    const { calls, services } = categoryServer();
    const { form, view } = renderSchemaForm(formOf(nation()), { services });
    open(view.container);
    expect(await screen.findByText('少数民族')).toBeTruthy();
    expect(calls[0]).toEqual(['/sys/category/loadTreeRoot', { async: true, pcode: 'B01' }]);
    fireEvent.click(document.querySelector('.ant-select-tree-treenode:nth-child(2) .ant-select-tree-switcher') as HTMLElement);
    fireEvent.click(await screen.findByText('回族'));
    await waitFor(() => expect(form.values.fd_nation).toBe('c3'));
    expect(calls).toContainEqual(['/sys/category/loadTreeChildren', { pid: 'c2' }]);
  });

  it('shows a stored value by the name loadDictItem gives', async () => {
    const { calls, services } = categoryServer();
    const { view } = renderSchemaForm(formOf(nation({ value: 'c3' })), { services });
    await waitFor(() => expect(view.container.querySelector('.ant-select-selection-item')?.textContent).toBe('回族'));
    expect(calls).toContainEqual(['/sys/category/loadDictItem/', { ids: 'c3' }]);
  });

  it('keeps several choices as one comma list', async () => {
    const { services } = categoryServer();
    const { form, view } = renderSchemaForm(formOf(nation({ multiple: true, value: 'c1' })), { services });
    open(view.container);
    fireEvent.click(await screen.findByText('少数民族', { selector: '.ant-select-tree-title' }));
    await waitFor(() => expect(form.values.fd_nation).toBe('c1,c2'));
  });

  it("shows the server's message as an error toast when the roots cannot be loaded", async () => {
    const { services } = categoryServer({
      '/sys/category/loadTreeRoot': () => {
        throw new Error('分类编码B01不存在');
      },
    });
    renderSchemaForm(formOf(nation()), { services });
    expect(await screen.findByText('分类编码B01不存在')).toBeTruthy();
  });

  it('refuses a condition that is not JSON, without calling the server', () => {
    const getJson = vi.fn();
    renderSchemaForm(formOf(nation({ condition: 'name=汉族' })), { services: createTestServices({ getJson }) });
    expect(screen.getByRole('alert').textContent).toBe('条件值错误，需要JSON字符串');
    expect(getJson).not.toHaveBeenCalled();
  });

  it('keeps the dropdown at most 400px high', async () => {
    const { services } = categoryServer();
    const { view } = renderSchemaForm(formOf(nation()), { services });
    open(view.container);
    await screen.findByText('汉族');
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement | null;
    expect(dropdown?.style.maxHeight).toBe('400px');
  });
});
