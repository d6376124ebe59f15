// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const notes = (extra: Partial<Control> = {}): Control => ({ id: 'fd_notes', compType: 'editor', label: '情况说明', ...extra });
const area = () => screen.getByRole('textbox', { name: '情况说明' });

describe('editor', () => {
  it('shows a saved value sanitised', () => {
    renderSchemaForm(formOf(notes({ value: '<p>好</p><img src="x" onerror="alert(1)"><script>bad()</script>' })));
    expect(area().innerHTML).toContain('<p>好</p>');
    expect(area().innerHTML).not.toMatch(/onerror|script/);
  });

  it('sanitises what is typed before it reaches the value', () => {
    const { form } = renderSchemaForm(formOf(notes()));
    area().innerHTML = '<b>粗</b><a href="javascript:alert(1)">链</a><script>bad()</script>';
    fireEvent.input(area());
    expect(form.values.fd_notes).toBe('<b>粗</b><a>链</a>');
  });

  it('formats the selection with the toolbar buttons', () => {
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderSchemaForm(formOf(notes()));
    fireEvent.click(screen.getByLabelText('加粗'));
    fireEvent.click(screen.getByLabelText('有序列表'));
    expect(execCommand.mock.calls.map((call: unknown[]) => call[0])).toEqual(['bold', 'insertOrderedList']);
  });

  it('counts text against max when validateMaxText is on, warning past it', async () => {
    const { view } = renderSchemaForm(formOf(notes({ validateMaxText: true, max: 100, value: `<p>${'字'.repeat(100)}</p>` })), {
      onSubmit: () => undefined,
    });
    const counter = () => view.container.querySelector('[data-over]') as HTMLElement;
    expect(counter().textContent).toBe('100/100');
    expect(counter().dataset.over).toBe('false');

    area().innerHTML = `<p>${'字'.repeat(101)}</p>`;
    fireEvent.input(area());
    await waitFor(() => expect(counter().textContent).toBe('101/100'));
    expect(counter().dataset.over).toBe('true');
    expect(await screen.findByText('情况说明超出最大字数限制')).toBeTruthy();
  });

  it('has no counter and no limit without validateMaxText', () => {
    const { view } = renderSchemaForm(formOf(notes({ value: '字'.repeat(3000) })));
    expect(view.container.querySelector('[data-over]')).toBeNull();
  });
});
