// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import example from '../fixtures/examples/formContent-resettlement-household.json';
import { installDomStubs } from '../runtime/react/testDom.ts';
import type { SaveFormInput } from './api/savedForms.ts';
import { walkControls, type FormContent } from '../schemas/types.ts';

const api = vi.hoisted(() => ({
  loadSavedForm: vi.fn(),
  saveForm: vi.fn(),
}));
const feedback = vi.hoisted(() => ({
  message: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
  modal: { confirm: vi.fn() },
  notification: {},
}));
vi.mock('./api/savedForms.ts', () => api);
vi.mock('../runtime/shell/feedback/feedback.ts', () => ({ getFeedback: () => feedback }));

const { DesignerPage } = await import('./DesignerPage.tsx');

beforeAll(installDomStubs);
beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={['/flowable/form', path]} initialIndex={1}>
      <Routes>
        <Route path="/flowable/form" element={<div>表单配置列表</div>} />
        <Route path="/flowable/form/designer" element={<DesignerPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Plain selectors: role queries over the whole designer take seconds each in jsdom.
const paletteInput = () => waitFor(() => document.querySelector<HTMLElement>('.fd-palette-entry[data-comp-type="input"]') ?? fail('no palette'));
const toolbarButton = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.fd-toolbar button')].find((button) => button.textContent?.includes(name)) ?? fail(name);
const saveDialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal-content') ?? fail('no dialog'));
const nameField = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[placeholder="请输入表单名称"]') ?? fail('no name field');
const okButton = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.ant-modal-footer .ant-btn-primary') ?? fail('no ok button');
function fail(what: string): never {
  throw new Error(`not found: ${what}`);
}

const saved = (formContent: string) => ({ id: 'f1', formName: '安置户登记', remark: '备注一', formContent, version: 3 });

describe('seed 001 §2, §4: the designer page', () => {
  it('opens ?id= with the saved controls, the older designer’s form unchanged', async () => {
    api.loadSavedForm.mockResolvedValue(saved(JSON.stringify(example)));
    renderAt('/flowable/form/designer?id=f1');
    await screen.findByText('fd_1700000000001');
    expect(api.loadSavedForm).toHaveBeenCalledWith('f1', expect.any(AbortSignal));
    expect(document.querySelectorAll('.fd-item')).toHaveLength([...walkControls((example as unknown as FormContent).list)].length);
  });

  it('shows a bad formContent as its problems with their JSON paths, never a blank page', async () => {
    api.loadSavedForm.mockResolvedValue(saved(JSON.stringify({ list: [{ id: 'fd_1', compType: 'input', span: 30 }], config: {} })));
    renderAt('/flowable/form/designer?id=f1');
    await screen.findByText('保存的表单内容有误，无法打开');
    expect(screen.getByText('$.list[0].span')).toBeTruthy();
  });

  it('shows a failed load with its reason', async () => {
    api.loadSavedForm.mockRejectedValue(new Error('表单不存在'));
    renderAt('/flowable/form/designer?id=nope');
    await screen.findByText('表单加载失败：表单不存在');
  });

  it('清空 asks first, with the seed’s question', async () => {
    renderAt('/flowable/form/designer');
    fireEvent.click(await paletteInput());
    fireEvent.click(toolbarButton('清空'));
    expect(feedback.modal.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '此操作将清空整个表单,是否继续?' }));
    expect(document.querySelectorAll('.fd-item')).toHaveLength(1);
    const { onOk } = feedback.modal.confirm.mock.calls[0][0] as { onOk(): void };
    act(() => onOk());
    expect(document.querySelectorAll('.fd-item')).toHaveLength(0);
  });

  it('saves an edit with the loaded id and version, says 修改成功, clears the board and goes back', async () => {
    api.loadSavedForm.mockResolvedValue(saved(JSON.stringify({ list: [], config: { version: '1.10' } })));
    api.saveForm.mockResolvedValue({ id: 'f1', version: 4, added: false, message: '编辑成功!' });
    renderAt('/flowable/form/designer?id=f1');
    fireEvent.click(await paletteInput());
    fireEvent.click(toolbarButton('保存'));
    const dialog = await saveDialog();
    await waitFor(() => expect(nameField(dialog).value).toBe('安置户登记'));
    fireEvent.click(okButton(dialog));
    // Validation, the save and the navigation after it: slow in a busy jsdom worker.
    await screen.findByText('表单配置列表', undefined, { timeout: 5000 });
    const input = api.saveForm.mock.calls[0][0] as SaveFormInput;
    expect(input).toMatchObject({ id: 'f1', version: 3, formName: '安置户登记', remark: '备注一' });
    expect(input.formContent.list.map((c) => c.compType)).toEqual(['input']);
    expect(feedback.message.success).toHaveBeenCalledWith('修改成功');
  });

  it('a new form says 添加成功; a refused save keeps the board and the dialog', async () => {
    api.saveForm.mockRejectedValueOnce(new Error('表单已被他人修改，请刷新后再保存'));
    renderAt('/flowable/form/designer');
    fireEvent.click(await paletteInput());
    fireEvent.click(toolbarButton('保存'));
    const dialog = await saveDialog();
    fireEvent.change(nameField(dialog), { target: { value: '新表单' } });
    fireEvent.click(okButton(dialog));
    await within(dialog).findByText('表单已被他人修改，请刷新后再保存');
    expect(document.querySelectorAll('.fd-item')).toHaveLength(1);
    expect(nameField(dialog).value).toBe('新表单');

    api.saveForm.mockResolvedValueOnce({ id: 'f9', version: 1, added: true, message: '添加成功!' });
    fireEvent.click(okButton(dialog));
    // Validation, the save and the navigation after it: slow in a busy jsdom worker.
    await screen.findByText('表单配置列表', undefined, { timeout: 5000 });
    expect(api.saveForm.mock.calls[1][0]).toMatchObject({ id: undefined, formName: '新表单' });
    expect(feedback.message.success).toHaveBeenCalledWith('添加成功');
  });
});
