// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { createTestServices } from '../../runtime/react/testServices.ts';
import { PreviewDialog } from './PreviewDialog.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const config = { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false } as const;
const household: FormContent = {
  list: [
    { id: 'fd_name', compType: 'input', label: '户主姓名', required: true },
    { id: 'fd_size', compType: 'inputNumber', label: '家庭人口', value: 3 },
  ],
  config,
};
const services = createTestServices();
const submit = () => fireEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);

describe('PreviewDialog (表单预览)', () => {
  it('renders the designed form with the runtime', () => {
    render(<PreviewDialog open content={household} onClose={() => undefined} services={services} />);
    expect(screen.getByText('表单预览')).toBeTruthy();
    expect(screen.getByText('户主姓名')).toBeTruthy();
    expect((document.getElementById('fd_size') as HTMLInputElement).value).toBe('3');
  });

  it('shows failed rules on their fields when 提交 is pressed, and no success', async () => {
    render(<PreviewDialog open content={household} onClose={() => undefined} services={services} />);
    submit();
    expect(await screen.findByText('户主姓名不能为空')).toBeTruthy();
    expect(screen.queryByText('表单校验通过')).toBeNull();
  });

  it('says 表单校验通过 and shows the values as JSON when every rule passes', async () => {
    render(<PreviewDialog open content={household} onClose={() => undefined} services={services} />);
    fireEvent.change(document.getElementById('fd_name') as HTMLInputElement, { target: { value: '张三' } });
    submit();
    expect(await screen.findByText('表单校验通过')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('preview-values').textContent ?? '')).toEqual({ fd_name: '张三', fd_size: 3 });
  });

  it('starts with a fresh form at the next opening', async () => {
    const onClose = vi.fn();
    const view = render(<PreviewDialog open content={household} onClose={onClose} services={services} />);
    fireEvent.change(document.getElementById('fd_name') as HTMLInputElement, { target: { value: '张三' } });
    submit();
    await screen.findByText('表单校验通过');
    fireEvent.click(screen.getByText('关 闭').closest('button') as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    view.rerender(<PreviewDialog open={false} content={household} onClose={onClose} services={services} />);
    view.rerender(<PreviewDialog open content={household} onClose={onClose} services={services} />);
    await waitFor(() => expect((document.getElementById('fd_name') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('表单校验通过')).toBeNull();
  });

  it('shows the problems of a form that is not valid, with their paths', () => {
    const broken = { ...household, list: [{ id: 'fd_name', compType: 'input', span: 40 }] };
    render(<PreviewDialog open content={broken} onClose={() => undefined} services={services} />);
    expect(screen.getByText(/\$\.list\[0\]\.span/)).toBeTruthy();
  });
});
