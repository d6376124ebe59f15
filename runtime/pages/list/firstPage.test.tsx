// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import type { DataAdapter, PageResult } from '../../../schemas/adapter.ts';
import busLinePage from '../../../schemas/pages/bus-line.json';
import type { ListPage as ListPageSchema } from '../../../schemas/types.ts';
import { busLineFixture } from '../../../tests/contracts/busLineFixture.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { FRESH_MS, firstQuery, forgetFirstPages, markListOpen, peekFirstPage, prefetchFirstPage, takeFirstPage } from './firstPage.ts';
import { ListPage } from './ListPage.tsx';

// Each test uses its own data source (args), so entries of one never meet another's.
let n = 0;
const pageWith = (): ListPageSchema => ({ ...(busLinePage as unknown as ListPageSchema), dataSource: { adapter: 'memory', args: { test: String((n += 1)) } } });
const memory = (): DataAdapter => createMemoryAdapter({ rows: busLineFixture.rows, fields: busLineFixture.fields, dictionaries: busLineFixture.dictionaries });

beforeAll(installDomStubs);
afterEach(cleanup);

describe('prefetchFirstPage', () => {
  it('asks once for the first query and keeps the answer for the page to take', async () => {
    const page = pageWith();
    const adapter = memory();
    const list = vi.spyOn(adapter, 'list');
    prefetchFirstPage(page, adapter);
    prefetchFirstPage(page, adapter);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0][0].query).toEqual(firstQuery(page));
    const entry = peekFirstPage(page.dataSource, firstQuery(page));
    await entry?.promise;
    expect(entry?.settled).toMatchObject({ ok: true, result: { total: busLineFixture.rows.length } });
    expect(takeFirstPage(page.dataSource, firstQuery(page))).toBe(entry);
    expect(peekFirstPage(page.dataSource, firstQuery(page))).toBeUndefined();
  });

  it('answers only the same query, and nothing once FRESH_MS have passed', () => {
    const page = pageWith();
    prefetchFirstPage(page, memory(), 1_000);
    expect(peekFirstPage(page.dataSource, { ...firstQuery(page), pageNo: 2 }, 1_000)).toBeUndefined();
    expect(peekFirstPage(page.dataSource, firstQuery(page), 1_000 + FRESH_MS - 1)).toBeDefined();
    expect(peekFirstPage(page.dataSource, firstQuery(page), 1_000 + FRESH_MS)).toBeUndefined();
  });

  it('asks for nothing while a list of the same data source is mounted (a tab shown again)', () => {
    const page = pageWith();
    const adapter = memory();
    const list = vi.spyOn(adapter, 'list');
    const close = markListOpen(page.dataSource);
    prefetchFirstPage(page, adapter);
    expect(list).not.toHaveBeenCalled();
    close();
    prefetchFirstPage(page, adapter);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when the session ends', () => {
    const page = pageWith();
    prefetchFirstPage(page, memory());
    forgetFirstPages();
    expect(peekFirstPage(page.dataSource, firstQuery(page))).toBeUndefined();
  });

  it('keeps a refusal for the page to show', async () => {
    const page = pageWith();
    const refused = Object.assign(memory(), { list: () => Promise.reject(new Error('拒绝访问')) });
    prefetchFirstPage(page, refused);
    const entry = peekFirstPage(page.dataSource, firstQuery(page));
    await expect(entry?.promise).rejects.toThrow('拒绝访问');
    expect(entry?.settled).toMatchObject({ ok: false });
  });
});

function mount(page: ListPageSchema, adapter: DataAdapter) {
  const services = createTestServices({ adapters: { memory: () => adapter }, permissions: [] });
  return render(
    <App>
      <RuntimeProvider services={services}>
        <ListPage schema={page} pagePath="/bus/line" />
      </RuntimeProvider>
    </App>,
  );
}

const shownRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;

describe('a list page with its first page prefetched', () => {
  // The clock stands still: a prefetch stays fresh however long a busy machine takes to mount the page.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('mounts with the rows already answered and asks the server nothing more', async () => {
    const page = pageWith();
    const prefetcher = memory();
    prefetchFirstPage(page, prefetcher);
    await peekFirstPage(page.dataSource, firstQuery(page))?.promise;
    const adapter = memory();
    const list = vi.spyOn(adapter, 'list');
    mount(page, adapter);
    // In the first render: no load runs, and none is needed.
    expect(shownRows()).toBe(Math.min(10, busLineFixture.rows.length));
    expect(list).not.toHaveBeenCalled();
    expect(peekFirstPage(page.dataSource, firstQuery(page))).toBeUndefined();
  });

  it('waits for a prefetch still on its way instead of asking again', async () => {
    const page = pageWith();
    let answer: (result: PageResult) => void = () => undefined;
    const slow = Object.assign(memory(), { list: () => new Promise<PageResult>((resolve) => (answer = resolve)) });
    prefetchFirstPage(page, slow);
    const adapter = memory();
    const list = vi.spyOn(adapter, 'list');
    mount(page, adapter);
    // The page and its (loading) table show at once; the rows come with the answer.
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(shownRows()).toBe(0);
    answer({ records: [{ id: 'x1', lineName: '预取的线路' }], total: 1, size: 10, current: 1, pages: 1 });
    await waitFor(() => expect(document.body.textContent).toContain('预取的线路'));
    expect(list).not.toHaveBeenCalled();
  });

  it('asks anew when mounted again after the first mount took the prefetch', async () => {
    const page = pageWith();
    const prefetcher = memory();
    prefetchFirstPage(page, prefetcher);
    await peekFirstPage(page.dataSource, firstQuery(page))?.promise;
    mount(page, memory()).unmount();
    const adapter = memory();
    const list = vi.spyOn(adapter, 'list');
    mount(page, adapter);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
  });
});
