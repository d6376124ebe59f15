// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdapterError } from '../../../schemas/adapter.ts';
import type { DashboardPage } from '../../../schemas/types.ts';
import { RuntimeProvider, type RuntimeServices } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices, type TestServiceStubs } from '../../react/testServices.ts';
import { DashboardPageKind } from './DashboardPageKind.tsx';

const GB = 1024 ** 3;
const memory = {
  process: { rss: 1.5 * GB, heapUsed: 50 * 1024 * 1024, phone: '18611111111' },
  heap: { usedPercent: 12.5, spaces: [{ name: 'old_space', used: 2048 }, { name: 'new_space', used: 512 }] },
};

const page: DashboardPage = {
  kind: 'dashboard', version: 1, id: 'memory', title: '内存监控', refresh: 1,
  toolbar: [
    { action: 'call', label: '清空缓存', has: 'monitor:cache:clear', confirm: '清空吗？', call: { method: 'post', url: '/sys/actuator/cache/clear' } },
    { action: 'call', label: '不可见', has: 'nobody:has:this', call: { method: 'post', url: '/nowhere' } },
  ],
  widgets: [
    { type: 'figures', title: '进程内存', url: '/sys/actuator/memory', field: 'process', fields: [
      { field: 'rss', label: '常驻内存', format: 'bytes' },
      { field: 'heapUsed', label: '堆已用', format: 'bytes' },
      { field: 'phone', label: '电话' },
      { field: 'secret', label: '看不到', has: 'nobody:has:this' },
    ] },
    { type: 'figures', title: 'V8 堆', url: '/sys/actuator/memory', field: 'heap', fields: [{ field: 'usedPercent', label: '使用率', format: 'percent' }] },
    { type: 'table', title: '堆空间', url: '/sys/actuator/memory', field: 'heap.spaces', fields: [
      { field: 'name', label: '空间' }, { field: 'used', label: '已用', format: 'bytes' },
    ] },
    { type: 'table', title: '无权限的表', url: '/sys/actuator/disk', has: 'nobody:has:this', fields: [{ field: 'label', label: '目录' }] },
  ],
};

function renderPage(stubs: TestServiceStubs, schema: DashboardPage = page) {
  const services: RuntimeServices = createTestServices({ permissions: ['monitor:cache:clear'], ...stubs });
  render(
    <App>
      <RuntimeProvider services={services}>
        <DashboardPageKind schema={schema} params={new URLSearchParams()} />
      </RuntimeProvider>
    </App>,
  );
}

const card = (title: string) => {
  const found = document.querySelector<HTMLElement>(`[data-widget="${title}"]`);
  if (!found) throw new Error(`no widget ${title}`);
  return found;
};
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, '');
const buttonOf = (label: string) => waitFor(() => {
  const found = [...document.querySelectorAll('button')].filter((b) => plain(b.textContent) === label);
  if (found.length === 0) throw new Error(`no button ${label}`);
  return found[found.length - 1];
});

let hidden = false;
beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out: every element would count as not shown (a workspace tab with display:none).
  Element.prototype.getClientRects = function getClientRects() {
    return [{}] as unknown as DOMRectList;
  };
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  cleanup();
  hidden = false;
});

describe('the dashboard page kind over GET addresses', () => {
  it('reads an address once for all its widgets and shows figures, a usage bar and a table, as permitted', async () => {
    const getJson = vi.fn(async (url: string) => {
      if (url === '/sys/actuator/memory') return structuredClone(memory);
      throw new Error(`unexpected ${url}`);
    });
    renderPage({ getJson }, { ...page, refresh: undefined });
    await waitFor(() => expect(within(card('进程内存')).getByText('1.5 GB')).toBeTruthy());
    expect(within(card('进程内存')).getByText('50 MB')).toBeTruthy();
    // A text figure of digits is shown as it is, not grouped as a number.
    expect(card('进程内存').querySelector('[data-field="phone"] .ant-statistic-content')?.textContent).toBe('18611111111');
    expect(screen.queryByText('看不到')).toBeNull();
    expect(document.querySelector('[data-widget="无权限的表"]')).toBeNull();
    expect(screen.queryByText('不可见')).toBeNull();
    const bar = card('V8 堆').querySelector('.ant-progress');
    expect(bar?.textContent).toContain('12.5%');
    const rows = card('堆空间').querySelectorAll('tr.ant-table-row');
    expect([...rows].map((r) => plain(r.textContent))).toEqual(['old_space2KB', 'new_space512B']);
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('runs a toolbar call after its confirm, shows the answer and reads the figures again', async () => {
    let entries = 7;
    const getJson = vi.fn(async () => ({ process: { rss: entries }, heap: {} }));
    const send = vi.fn(async () => {
      entries = 0;
      return { message: '缓存已清空，下次使用时重新读取', result: null };
    });
    renderPage({ getJson, send }, { ...page, refresh: undefined });
    await waitFor(() => expect(within(card('进程内存')).getByText('7 B')).toBeTruthy());
    fireEvent.click(await buttonOf('清空缓存'));
    expect(await screen.findByText('清空吗？')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(await buttonOf('确定'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'post', url: '/sys/actuator/cache/clear' })));
    expect(await screen.findByText('缓存已清空，下次使用时重新读取')).toBeTruthy();
    await waitFor(() => expect(within(card('进程内存')).getByText('0 B')).toBeTruthy());
  });

  it('shows the reason of a failed first read with 重试, and keeps the last figures when a later read fails', async () => {
    let answer: 'refuse' | 'ok' = 'refuse';
    const getJson = vi.fn(async () => {
      if (answer === 'refuse') throw new AdapterError('forbidden', '没有权限，请联系管理员授权');
      return structuredClone(memory);
    });
    renderPage({ getJson }, { ...page, refresh: undefined });
    expect(await within(card('进程内存')).findByText('没有权限，请联系管理员授权')).toBeTruthy();
    answer = 'ok';
    fireEvent.click(within(card('进程内存')).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(within(card('进程内存')).getByText('1.5 GB')).toBeTruthy());
    answer = 'refuse';
    fireEvent.click(await buttonOf('刷新'));
    await waitFor(() => expect(card('进程内存').querySelector('[aria-label^="刷新失败"]')).not.toBeNull());
    expect(within(card('进程内存')).getByText('1.5 GB')).toBeTruthy();
  });

  it('reads again every `refresh` seconds, not while the browser tab is hidden, and at once on coming back', async () => {
    const getJson = vi.fn(async () => structuredClone(memory));
    renderPage({ getJson });
    await waitFor(() => expect(getJson.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    const whileHidden = getJson.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(getJson.mock.calls.length).toBe(whileHidden);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(getJson.mock.calls.length).toBe(whileHidden + 1), { timeout: 500 });
  });
});
