// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import savedFormsPage from '../../../schemas/pages/saved-forms.json';
import type { ListPage as ListPageSchema } from '../../../schemas/types.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formContentOf } from './FormPreviewDialog.tsx';
import { ListPage } from './ListPage.tsx';

// The page of schemas/pages/saved-forms.json over rows in memory instead of /flowable/form.
const schema = { ...(savedFormsPage as unknown as ListPageSchema), dataSource: { adapter: 'memory', args: {} } };
const PERMISSIONS = ['flowable:form:add', 'flowable:form:edit', 'flowable:form:delete'];
const form = (label: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ list: [{ id: 'fd_1', compType: 'input', label, required: true, span: 24, ...extra }], config: { version: '1.10', labelWidth: 80 } });
const rows = [
  { id: 'f1', formName: '安置户登记', version: 2, createBy: 'admin', createTime: '2026-01-02 08:00:00', formContent: form('户主姓名') },
  { id: 'f2', formName: '坏JSON', version: 1, createBy: 'admin', createTime: '2026-01-01 08:00:00', formContent: '{"list": [' },
  { id: 'f3', formName: '坏结构', version: 1, createBy: 'admin', createTime: '2025-12-31 08:00:00', formContent: form('跨度', { span: 30 }) },
];

function renderPage(navigate = vi.fn()) {
  const adapter = createMemoryAdapter({ rows });
  const get = vi.spyOn(adapter, 'get');
  const services = createTestServices({ adapters: { memory: () => adapter }, permissions: PERMISSIONS, navigate });
  render(
    <App>
      <RuntimeProvider services={services}>
        <ListPage schema={schema} pagePath="/flowable/form" />
      </RuntimeProvider>
    </App>,
  );
  return { get, navigate };
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name);
  return cell.closest('tr') as HTMLElement;
};
const linkIn = (row: HTMLElement, text: string) => [...row.querySelectorAll('a')].find((a) => a.textContent === text) as HTMLElement;

beforeAll(installDomStubs);
afterEach(cleanup);

describe('saved-forms list page: 预览 and 设计', { timeout: 30_000 }, () => {
  it('previews the form a row holds (read by id), and 提交 runs its rules', async () => {
    const { get } = renderPage();
    fireEvent.click(linkIn(await rowOf('安置户登记'), '预览'));
    expect(await screen.findByText('户主姓名')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1' }));
    const submit = [...document.querySelectorAll('.ant-modal button')].find((b) => b.textContent?.replace(/\s/g, '') === '提交') as HTMLElement;
    fireEvent.click(submit);
    expect(await screen.findByText('户主姓名不能为空')).toBeTruthy();
    fireEvent.change(document.querySelector('.ant-modal input') as HTMLInputElement, { target: { value: '张三' } });
    fireEvent.click(submit);
    expect(await screen.findByText('表单校验通过')).toBeTruthy();
  });

  it('says when the form a row holds is not JSON', async () => {
    renderPage();
    fireEvent.click(linkIn(await rowOf('坏JSON'), '预览'));
    expect(await screen.findByText('表单内容不是有效的JSON，无法预览')).toBeTruthy();
  });

  it('shows the problems of a form failing the meta-schema with their paths', async () => {
    renderPage();
    fireEvent.click(linkIn(await rowOf('坏结构'), '预览'));
    await waitFor(() => expect(document.querySelector('.ant-modal code')?.textContent).toBe('$.formContent.list[0].span'));
  });

  it('设计 opens the designer with the id, 新建表单 without', async () => {
    const { navigate } = renderPage();
    fireEvent.click(linkIn(await rowOf('安置户登记'), '设计'));
    expect(navigate).toHaveBeenCalledWith('/flowable/form/designer?id=f1');
    const add = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '新建表单') as HTMLElement;
    fireEvent.click(add);
    expect(navigate).toHaveBeenLastCalledWith('/flowable/form/designer');
  });
});

describe('formContentOf', () => {
  it('reads JSON text or an object; anything else cannot be previewed', () => {
    expect(formContentOf('{"list":[],"config":{}}')).toEqual({ status: 'ready', content: { list: [], config: {} } });
    expect(formContentOf({ list: [] })).toEqual({ status: 'ready', content: { list: [] } });
    expect(formContentOf('')).toEqual({ status: 'failed', message: '该记录没有表单内容，无法预览' });
    expect(formContentOf(undefined)).toMatchObject({ status: 'failed' });
  });
});
