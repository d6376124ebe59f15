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

const items = [
  { value: '1', text: '行政村', title: '行政村', label: '行政村' },
  { value: '2', text: '自然村', title: '自然村', label: '自然村' },
  { value: '3', text: '社区', title: '社区', label: '社区' },
];

/** loadDict (keyword contains) and loadDictItem of village_type, recording each call. */
function dictServer(answer?: (params: Record<string, unknown>) => unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  const getJson: RuntimeServices['getJson'] = async (url, params = {}) => {
    calls.push([url, params]);
    if (url === '/sys/dict/loadDict/village_type') {
      if (answer) return answer(params);
      return items.filter((i) => i.text.includes(String(params.keyword ?? ''))).slice(0, Number(params.pageSize));
    }
    if (url === '/sys/dict/loadDictItem/village_type') return String(params.key).split(',').map((k) => items.find((i) => i.value === k)?.text ?? k);
    throw new Error(`no route ${url}`);
  };
  return { calls, services: createTestServices({ getJson }) };
}

const village = (extra: Partial<Control> = {}): Control => ({ id: 'fd_v', compType: 'searchSelect', label: '村类型', dict: 'village_type', ...extra });
const searchBox = () => document.getElementById('fd_v') as HTMLInputElement;
const searches = (calls: [string, Record<string, unknown>][]) => calls.filter(([url]) => url.startsWith('/sys/dict/loadDict/'));

/** Types `text`, then checks nothing was asked `wait - 1` ms later and that it was asked at `wait` ms. */
async function expectDebounce(calls: [string, Record<string, unknown>][], text: string, wait: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(searchBox(), { target: { value: text.slice(0, 1) } });
  await act(() => vi.advanceTimersByTimeAsync(wait - 100));
  fireEvent.change(searchBox(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(wait - 1));
  expect(searches(calls)).toEqual([]);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(searches(calls)).toEqual([['/sys/dict/loadDict/village_type', { keyword: text, pageSize: 10 }]]);
  vi.useRealTimers();
}

describe('searchSelect (seed 002 §7-9)', () => {
  it('asks loadDict 800 ms after the last key, once, and stores the chosen value', async () => {
    const { calls, services } = dictServer();
    const { form } = renderSchemaForm(formOf(village()), { services });
    await expectDebounce(calls, '自然', 800);
    fireEvent.click(await screen.findByText('自然村'));
    await waitFor(() => expect(form.values.fd_v).toBe('2'));
  });

  it('lists the first items at once when opened before anything is typed', async () => {
    const { calls, services } = dictServer();
    const { view } = renderSchemaForm(formOf(village()), { services });
    fireEvent.mouseDown(view.container.querySelector('.ant-select-selector') as HTMLElement);
    expect(await screen.findByText('自然村')).toBeTruthy();
    expect(searches(calls)).toEqual([['/sys/dict/loadDict/village_type', { keyword: '', pageSize: 10 }]]);
  });

  it('uses only the answer to the newest keyword', async () => {
    let release: ((value: unknown) => void) | undefined;
    const { services } = dictServer((params) => (params.keyword === '行' ? new Promise((resolve) => (release = resolve)) : items.slice(2)));
    renderSchemaForm(formOf(village({ debounce: 0 })), { services });
    fireEvent.change(searchBox(), { target: { value: '行' } });
    await waitFor(() => expect(release).toBeDefined());
    fireEvent.change(searchBox(), { target: { value: '社' } });
    expect(await screen.findByText('社区')).toBeTruthy();
    release?.(items.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('行政村')).toBeNull();
  });

  it('shows 未找到数据 when the search finds nothing', async () => {
    const { services } = dictServer(() => []);
    renderSchemaForm(formOf(village({ debounce: 0 })), { services });
    fireEvent.change(searchBox(), { target: { value: '城' } });
    expect(await screen.findByText('未找到数据')).toBeTruthy();
  });

  it("shows the server's message as a warning when the search is refused", async () => {
    const { services } = dictServer(() => {
      throw new Error('该字典表不允许查询');
    });
    renderSchemaForm(formOf(village({ debounce: 0 })), { services });
    fireEvent.change(searchBox(), { target: { value: '村' } });
    expect(await screen.findByText('该字典表不允许查询')).toBeTruthy();
  });

  it('names a stored value through loadDictItem', async () => {
    const { calls, services } = dictServer();
    const { view } = renderSchemaForm(formOf(village({ value: '3' })), { services });
    await waitFor(() => expect(view.container.querySelector('.ant-select-selection-item')?.textContent).toBe('社区'));
    expect(calls).toContainEqual(['/sys/dict/loadDictItem/village_type', { key: '3', delNotExist: false }]);
  });

  it('keeps several choices as one comma list', async () => {
    const { services } = dictServer();
    const { form } = renderSchemaForm(formOf(village({ multiple: true, value: '1', debounce: 0 })), { services });
    fireEvent.change(searchBox(), { target: { value: '社' } });
    fireEvent.click(await screen.findByText('社区'));
    await waitFor(() => expect(form.values.fd_v).toBe('1,3'));
  });

  it('filters a dictionary loaded once when async is false, without asking loadDict', async () => {
    const { calls } = dictServer();
    const services = createTestServices({ dictionaries: { village_type: items }, getJson: async (url) => { calls.push([url, {}]); return []; } });
    const { form, view } = renderSchemaForm(formOf(village({ async: false })), { services });
    fireEvent.mouseDown(view.container.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.change(searchBox(), { target: { value: '自然' } });
    fireEvent.click(await screen.findByText('自然村'));
    await waitFor(() => expect(form.values.fd_v).toBe('2'));
    expect(screen.queryByText('社区')).toBeNull();
    expect(searches(calls)).toEqual([]);
  });
});

describe('dictSearch', () => {
  it('is the same select asking 300 ms after the last key', async () => {
    const { calls, services } = dictServer();
    const { form } = renderSchemaForm(formOf(village({ compType: 'dictSearch' })), { services });
    await expectDebounce(calls, '行政', 300);
    fireEvent.click(await screen.findByText('行政村'));
    await waitFor(() => expect(form.values.fd_v).toBe('1'));
  });
});
