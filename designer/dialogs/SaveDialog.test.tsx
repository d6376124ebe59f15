// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { HelpDialog } from './HelpDialog.tsx';
import { SaveDialog } from './SaveDialog.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const name = () => screen.getByLabelText('表单名称') as HTMLInputElement;
const remark = () => screen.getByLabelText('备注') as HTMLTextAreaElement;
const saveButton = () => screen.getByText('保 存').closest('button') as HTMLButtonElement;

describe('SaveDialog (保存表单)', () => {
  it('starts from the saved name and remark and submits what was typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<SaveDialog open initial={{ formName: '入户登记', remark: '' }} onSubmit={onSubmit} onClose={onClose} />);
    expect(name().value).toBe('入户登记');
    fireEvent.change(name(), { target: { value: '  入户登记表 ' } });
    fireEvent.change(remark(), { target: { value: '二期安置' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ formName: '入户登记表', remark: '二期安置' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes both fields empty: neither is required', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<SaveDialog open initial={{ formName: '', remark: '' }} onSubmit={onSubmit} onClose={() => undefined} />);
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ formName: '', remark: '' }));
  });

  it('spins while saving, then shows why a save failed and keeps what was typed', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const onClose = vi.fn();
    render(<SaveDialog open initial={{ formName: '', remark: '' }} onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(name(), { target: { value: '就业登记' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().className).toContain('ant-btn-loading'));
    fail(new Error('该表单已被他人修改，请刷新后再保存'));
    expect(await screen.findByText('该表单已被他人修改，请刷新后再保存')).toBeTruthy();
    expect(saveButton().className).not.toContain('ant-btn-loading');
    expect(name().value).toBe('就业登记');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('HelpDialog (使用帮助)', () => {
  it('explains dragging, copy and delete, merging cells and the undo / redo keys', () => {
    render(<HelpDialog open onClose={() => undefined} />);
    const text = document.querySelector('.ant-modal')?.textContent ?? '';
    for (const topic of ['拖到中间画布', '复制', '删除', '合并右侧单元格', 'Ctrl+Z：撤销', 'Ctrl+Shift+Z']) expect(text).toContain(topic);
  });
});
