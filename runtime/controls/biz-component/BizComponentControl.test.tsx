// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const organizations = Array.from({ length: 12 }, (_, i) => ({
  id: `o${i + 1}`,
  orgName: i === 0 ? '安置区第一党支部委员会办公室' : `第${i + 1}党支部`,
  secretary: `书记${i + 1}`,
  createTime: `2024-01-${String(i + 1).padStart(2, '0')} 00:00:00`,
}));

function services() {
  const adapter = createMemoryAdapter({ rows: organizations });
  const list = vi.spyOn(adapter, 'list');
  const factory = vi.fn(() => adapter);
  return { list, factory, services: createTestServices({ adapters: { memory: factory } }) };
}

const biz = (extra: Partial<Control> = {}): Control => ({
  id: 'fd_orgs',
  compType: 'bizComponent',
  label: '协办组织',
  dataSource: { adapter: 'memory', args: { api: '/party/partyOrganization' } },
  labelField: 'orgName',
  columns: [
    { field: 'orgName', title: '组织名称' },
    { field: 'secretary', title: '书记' },
  ],
  queryFields: [{ field: 'orgName', label: '组织名称' }],
  ...extra,
});
const input = () => document.getElementById('fd_orgs') as HTMLInputElement;
const results = () => screen.getByTestId('biz-results');
const chosen = () => screen.getByTestId('biz-chosen');

describe('bizComponent', { timeout: 90_000 }, () => {
  it('opens 900 wide with a page of 5 (5/10/20/30) from the data source, cells cut at 12', async () => {
    const { list, factory, services: s } = services();
    renderSchemaForm(formOf(biz()), { services: s });
    fireEvent.click(input());
    await within(await screen.findByTestId('biz-results')).findByText('书记2');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('900px');
    expect(factory).toHaveBeenCalledWith({ api: '/party/partyOrganization' });
    expect(list.mock.calls.at(-1)?.[0].query).toEqual({ pageNo: 1, pageSize: 5, filters: {} });
    expect(within(results()).getAllByRole('row')).toHaveLength(6);
    expect(within(results()).getByText('安置区第一党支部委员会办...').getAttribute('title')).toBe('安置区第一党支部委员会办公室');
    expect(screen.getByText('1-5 共12条')).toBeTruthy();
  });

  it('keeps choices across a query, removes one from the side table, and stores "a,b,"', async () => {
    const { list, services: s } = services();
    const { form } = renderSchemaForm(formOf(biz()), { services: s });
    fireEvent.click(input());
    fireEvent.click(await within(await screen.findByTestId('biz-results')).findByText('第2党支部'));
    fireEvent.click(within(results()).getByText('第3党支部'));
    fireEvent.change(screen.getByPlaceholderText('请输入组织名称'), { target: { value: '11' } });
    fireEvent.click(screen.getByText('查 询').closest('button') as HTMLElement);
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0].query.filters).toEqual({ orgName: '*11*' }));
    fireEvent.click(await within(results()).findByText('第11党支部'));
    expect(within(chosen()).getByText('第2党支部')).toBeTruthy();
    const row3 = within(chosen()).getByText('第3党支部').closest('tr') as HTMLElement;
    fireEvent.click(within(row3).getByText('删除'));
    expect(within(chosen()).queryByText('第3党支部')).toBeNull();
    fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(form.values.fd_orgs).toBe('o2,o11,'));
    expect(input().value).toBe('第2党支部,第11党支部');
  });

  it('names a stored value through one "one of" page of the list', async () => {
    const { list, services: s } = services();
    renderSchemaForm(formOf(biz({ value: 'o4,o2,' })), { services: s });
    await waitFor(() => expect(input().value).toBe('第4党支部,第2党支部'));
    expect(list.mock.calls.map(([p]) => p.query)).toEqual([{ pageNo: 1, pageSize: 2, filters: { id: 'o4,o2' } }]);
  });

  it('says so when no data source is named', async () => {
    renderSchemaForm(formOf(biz({ dataSource: undefined })), { services: createTestServices() });
    fireEvent.click(input());
    expect(await screen.findByText('未配置数据源（dataSource）')).toBeTruthy();
  });
});
