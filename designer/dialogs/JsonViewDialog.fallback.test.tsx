// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { JsonViewDialog } from './JsonViewDialog.tsx';

// The code editor's chunk fails to load (offline, a deployment in between).
vi.mock('./JsonCodeEditor.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(installDomStubs);
afterEach(cleanup);

const form: FormContent = { list: [], config: { version: '1.10', labelWidth: 80 } };

describe('JsonViewDialog without its code editor', () => {
  it('says so and edits the JSON as plain text, still applying it', async () => {
    const onApply = vi.fn();
    render(<JsonViewDialog open value={form} onApply={onApply} onClose={() => undefined} />);
    expect(await screen.findByText('代码编辑器加载失败，已改用纯文本编辑')).toBeTruthy();
    const area = document.querySelector('textarea') as HTMLTextAreaElement;
    expect(area.value).toBe(JSON.stringify(form, null, 2));
    fireEvent.change(area, { target: { value: JSON.stringify({ ...form, config: { ...form.config, labelWidth: 100 } }) } });
    fireEvent.click(screen.getByText('应 用').closest('button') as HTMLElement);
    expect(onApply).toHaveBeenCalledWith({ list: [], config: { version: '1.10', labelWidth: 100 } });
  });
});
