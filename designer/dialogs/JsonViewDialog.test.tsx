// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { JsonViewDialog } from './JsonViewDialog.tsx';

// Monaco needs a real browser (workers, layout); here a text area stands in for the code editor.
vi.mock('./JsonCodeEditor.tsx', () => ({
  default: ({ value, onChange }: { value: string; onChange(text: string): void }) => (
    <textarea aria-label="JSON" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

beforeAll(installDomStubs);
afterEach(cleanup);

const config = { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false } as const;
const form: FormContent = { list: [{ id: 'fd_name', compType: 'input', label: '姓名' }], config };

function renderDialog(value: FormContent = form) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const view = render(<JsonViewDialog open value={value} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose, view };
}

const editor = async () => (await screen.findByLabelText('JSON')) as HTMLTextAreaElement;
const type = async (text: string) => fireEvent.change(await editor(), { target: { value: text } });
const apply = () => fireEvent.click(screen.getByText('应 用').closest('button') as HTMLElement);

describe('JsonViewDialog (查看JSON)', () => {
  it('shows the form pretty-printed', async () => {
    renderDialog();
    expect((await editor()).value).toBe(JSON.stringify(form, null, 2));
  });

  it('applies an edited, valid form and closes', async () => {
    const { onApply, onClose } = renderDialog();
    const next = { ...form, list: [{ ...form.list[0], label: '户主姓名' }] };
    await type(JSON.stringify(next));
    apply();
    expect(onApply).toHaveBeenCalledWith(next);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses text that is not JSON, keeping the dialog and the text', async () => {
    const { onApply, onClose } = renderDialog();
    await type('{\n  "list": [,\n}');
    apply();
    expect(await screen.findByText('未应用：JSON 有误，请修改后再试')).toBeTruthy();
    expect(screen.getByText(/不是有效的 JSON：.*（第 2 行，第 12 列）/)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((await editor()).value).toBe('{\n  "list": [,\n}');
  });

  it('refuses a form that breaks the meta-schema, with each JSON path', async () => {
    const { onApply } = renderDialog();
    await type(JSON.stringify({ ...form, list: [{ id: 'fd_name', compType: 'input', span: 30 }] }));
    apply();
    expect(await screen.findByText('表单 JSON 不符合规范，共 1 处问题：')).toBeTruthy();
    expect(screen.getByText('$.list[0].span 数值过大（must be <= 24）')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('copies the text with 复制JSON', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await type('{"edited": true}');
    fireEvent.click(screen.getByText('复制JSON'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('{"edited": true}'));
    expect(await screen.findByText('已复制到剪贴板')).toBeTruthy();
  });

  it('starts again from the form at each opening', async () => {
    const onApply = vi.fn();
    const view = render(<JsonViewDialog open value={form} onApply={onApply} onClose={() => undefined} />);
    await type('{oops');
    apply();
    await screen.findByText('未应用：JSON 有误，请修改后再试');
    view.rerender(<JsonViewDialog open={false} value={form} onApply={onApply} onClose={() => undefined} />);
    view.rerender(<JsonViewDialog open value={form} onApply={onApply} onClose={() => undefined} />);
    await waitFor(async () => expect((await editor()).value).toBe(JSON.stringify(form, null, 2)));
    expect(screen.queryByText('未应用：JSON 有误，请修改后再试')).toBeNull();
  });
});
