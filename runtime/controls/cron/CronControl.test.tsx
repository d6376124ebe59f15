// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const cron = (extra: Partial<Control> = {}): Control => ({ id: 'fd_cron', compType: 'cron', label: '执行周期', ...extra });
const input = () => document.getElementById('fd_cron') as HTMLInputElement;

describe('cron control (seed 002 §2)', () => {
  it('shows the stored expression and opens the 800-wide editor on it; OK stores the edited expression', async () => {
    const { form } = renderSchemaForm(formOf(cron({ value: '0 0 12 * * ?' })), { services: createTestServices() });
    await waitFor(() => expect(input().value).toBe('0 0 12 * * ?'));
    fireEvent.click(screen.getByText('选 择').closest('button') as HTMLElement);
    const dialog = (await screen.findByText('Cron表达式', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('800px');
    const expression = screen.getByLabelText('表达式') as HTMLInputElement;
    expect(expression.value).toBe('0 0 12 * * ?');
    fireEvent.change(expression, { target: { value: '0 30 8 * * ?' } });
    fireEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(form.values.fd_cron).toBe('0 30 8 * * ?'));
    expect(input().value).toBe('0 30 8 * * ?');
  });

  it('takes a typed expression, and opens nothing when read-only', async () => {
    const { form } = renderSchemaForm(formOf(cron(), cron({ id: 'fd_locked', readonly: true, value: '0 0 1 * * ?' })), { services: createTestServices() });
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.change(input(), { target: { value: '0 0/5 * * * ?' } });
    expect(form.values.fd_cron).toBe('0 0/5 * * * ?');
    const buttons = screen.getAllByText('选 择').map((b) => b.closest('button') as HTMLButtonElement);
    expect(buttons.map((b) => b.disabled)).toEqual([false, true]);
  });
});
