// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import { AdapterError, type DataAdapter, type Row } from '../../../schemas/adapter.ts';
import busLinePage from '../../../schemas/pages/bus-line.json';
import type { PageForm } from '../../../schemas/types.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { RecordDialog, type RecordMode } from './RecordDialog.tsx';

// The JSON import widens literal types; the page is checked against the meta-schema in schemas/.
const pageForm = busLinePage.form as unknown as PageForm;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, '');
const buttons = (label: string) => [...document.querySelectorAll('button')].filter((b) => plain(b.textContent) === label);
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

function renderDialog(mode: RecordMode, options: { adapter?: DataAdapter; record?: Row; form?: PageForm } = {}) {
  const adapter = options.adapter ?? createMemoryAdapter({ rows: [] });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const services = createTestServices({ dictionaries: { valid_status: [{ value: '1', text: '有效' }, { value: '0', text: '无效' }] } });
  render(
    <App>
      <RuntimeProvider services={services}>
        <RecordDialog mode={mode} form={options.form ?? pageForm} record={options.record} adapter={adapter} idField="id" onSaved={onSaved} onClose={onClose} />
      </RuntimeProvider>
    </App>,
  );
  return { adapter, onSaved, onClose };
}

const fillRequired = () => {
  type('lineName', '13路');
  type('lineNo', 'B13');
  type('startStation', '安置区西');
  type('endStation', '医院');
};

beforeAll(installDomStubs);
afterEach(cleanup);

describe('RecordDialog', { timeout: 20_000 }, () => {
  it('adds: validates, creates, shows the server message, then reloads and closes', async () => {
    const { adapter, onSaved, onClose } = renderDialog('add');
    const create = vi.spyOn(adapter, 'create');
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    fillRequired();
    fireEvent.click(buttons('确定')[0]);
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    expect(create.mock.calls[0][0].values).toMatchObject({ lineName: '13路', lineNo: 'B13', status: '1' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not call the adapter while a required field is empty', async () => {
    const { adapter, onClose } = renderDialog('add');
    const create = vi.spyOn(adapter, 'create');
    type('lineName', '13路');
    fireEvent.click(buttons('确定')[0]);
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    expect(create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the typed values on a refused save, with the field errors on their fields', async () => {
    const adapter = createMemoryAdapter({ rows: [] });
    vi.spyOn(adapter, 'create').mockRejectedValue(new AdapterError('conflict', '线路编号已存在', { lineNo: '线路编号已存在' }));
    const { onClose, onSaved } = renderDialog('add', { adapter });
    fillRequired();
    fireEvent.click(buttons('确定')[0]);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('线路编号已存在'));
    expect(await screen.findByText('线路编号已存在', { selector: '.ant-message *' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(input('lineName').value).toBe('13路');
    expect(input('lineNo').value).toBe('B13');
  });

  it('edits: starts from the row and updates it by id', async () => {
    const record = { id: 'r7', lineName: '7路', lineNo: 'B07', startStation: '甲', endStation: '乙', status: '1' };
    const adapter = createMemoryAdapter({ rows: [record] });
    const update = vi.spyOn(adapter, 'update');
    const { onClose } = renderDialog('edit', { adapter, record });
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('编辑');
    expect(input('lineName').value).toBe('7路');
    type('lineName', '7路 夜班');
    fireEvent.click(buttons('确定')[0]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toMatchObject({ id: 'r7', values: { lineName: '7路 夜班', lineNo: 'B07' } });
  });

  it('shows details read-only, with only a close button', () => {
    renderDialog('detail', { record: { id: 'r7', lineName: '7路', lineNo: 'B07', status: '1' } });
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('详情');
    expect(buttons('确定')).toHaveLength(0);
    expect(buttons('关闭')).toHaveLength(1);
    const name = input('lineName');
    expect(name.value).toBe('7路');
    expect(name.readOnly || name.disabled).toBe(true);
  });

  it('opens as a drawer of the schema width when form.mode is drawer', () => {
    renderDialog('add', { form: { ...pageForm, mode: 'drawer', width: 640 } });
    expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('新增');
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
