// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import type { FormPage } from '../../../schemas/types.ts';
import { hasUnsavedWork, PageKeyContext } from '../../react/leaveGuards.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { FormPageKind } from './FormPageKind.tsx';

const KEY = '/apply';
const page = {
  kind: 'form', version: 1, id: 'apply', title: '申请',
  dataSource: { adapter: 'memory', args: {} },
  content: { list: [{ id: 'reason', compType: 'input', label: '事由' }], config: {} },
} as unknown as FormPage;

beforeAll(installDomStubs);
afterEach(cleanup);

describe('a form page and its tab', () => {
  it('holds the tab while typed values are not submitted, and lets it go once they are', async () => {
    const adapter = createMemoryAdapter({ rows: [] });
    render(
      <App>
        <RuntimeProvider services={createTestServices({ adapters: { memory: () => adapter } })}>
          <PageKeyContext.Provider value={KEY}>
            <FormPageKind schema={page} params={new URLSearchParams()} />
          </PageKeyContext.Provider>
        </RuntimeProvider>
      </App>,
    );
    const input = await screen.findByRole('textbox');
    expect(hasUnsavedWork([KEY])).toBe(false);
    fireEvent.change(input, { target: { value: '搬迁补助' } });
    await waitFor(() => expect(hasUnsavedWork([KEY])).toBe(true));
    fireEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    await waitFor(() => expect(hasUnsavedWork([KEY])).toBe(false));
    expect((await adapter.list({ query: { pageNo: 1, pageSize: 10, filters: {} } })).records).toMatchObject([{ reason: '搬迁补助' }]);
    fireEvent.change(input, { target: { value: '搬迁补助（补充）' } });
    await waitFor(() => expect(hasUnsavedWork([KEY])).toBe(true));
  });
});
