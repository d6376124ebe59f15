// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import type { PageForm } from '../../../schemas/types.ts';
import { hasUnsavedWork, PageKeyContext } from '../../react/leaveGuards.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { RecordDialog, type RecordMode } from './RecordDialog.tsx';

const pageForm: PageForm = {
  content: { list: [{ id: 'lineName', compType: 'input', label: '线路名称' }], config: {} },
} as unknown as PageForm;
const KEY = '/bus/line';

function open(mode: RecordMode) {
  const adapter = createMemoryAdapter({ rows: [{ id: 'l1', lineName: '1路' }] });
  render(
    <App>
      <RuntimeProvider services={createTestServices({})}>
        <PageKeyContext.Provider value={KEY}>
          <RecordDialog mode={mode} form={pageForm} record={mode === 'add' ? undefined : { id: 'l1', lineName: '1路' }} adapter={adapter} idField="id" onSaved={() => undefined} onClose={() => undefined} />
        </PageKeyContext.Provider>
      </RuntimeProvider>
    </App>,
  );
}

beforeAll(installDomStubs);
afterEach(cleanup);

describe('a record dialog and its page\'s tab', () => {
  it('holds the tab once something is typed, not before', async () => {
    open('edit');
    const input = await screen.findByDisplayValue('1路');
    expect(hasUnsavedWork([KEY])).toBe(false);
    fireEvent.change(input, { target: { value: '1路（调整）' } });
    await waitFor(() => expect(hasUnsavedWork([KEY])).toBe(true));
  });

  it('never holds it for 详情', async () => {
    open('detail');
    await screen.findByText('线路名称');
    expect(hasUnsavedWork([KEY])).toBe(false);
  });
});

describe('a master-detail record (readWhole)', () => {
  const wholeForm: PageForm = {
    content: { list: [{ id: 'lineName', compType: 'input', label: '线路名称' }, { id: 'note', compType: 'input', label: '备注' }], config: {} },
  } as unknown as PageForm;

  function openWhole(id: string) {
    const adapter = createMemoryAdapter({ rows: [{ id: 'l1', lineName: '1路', note: '只在整条记录里' }] });
    render(
      <App>
        <RuntimeProvider services={createTestServices({})}>
          <RecordDialog mode="edit" readWhole form={wholeForm} record={{ id, lineName: '1路' }} adapter={adapter} idField="id" onSaved={() => undefined} onClose={() => undefined} />
        </RuntimeProvider>
      </App>,
    );
  }

  it('edits the record as read by id, not the list row', async () => {
    openWhole('l1');
    expect(await screen.findByDisplayValue('只在整条记录里')).toBeTruthy();
    expect(screen.getByDisplayValue('1路')).toBeTruthy();
  });

  it('offers nothing to type into when the record cannot be read', async () => {
    openWhole('gone');
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByDisplayValue('1路')).toBeNull();
    expect(screen.queryByRole('button', { name: /确\s*定/ })).toBeNull();
  });
});
