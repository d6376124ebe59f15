// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';
import type { CodeAreaProps } from './MonacoCodeArea.tsx';

// Monaco needs a real browser (tests/e2e/seed002Widgets.test.ts); here a text area stands in for it.
vi.mock('./MonacoCodeArea.tsx', () => ({
  default: ({ value, onChange, language, height, readOnly }: CodeAreaProps) => (
    <textarea data-testid="code-area" data-language={language} data-height={String(height)} readOnly={readOnly} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

beforeAll(installDomStubs);
afterEach(cleanup);

describe('code editor control (seed 002 §2, §9)', () => {
  it('is 240 high in the saved language, and what is typed becomes the value', async () => {
    const { form } = renderSchemaForm(formOf({ id: 'snippet', compType: 'codeEditor', label: '代码', language: 'python' }));
    const area = await screen.findByTestId('code-area');
    expect(area.dataset.language).toBe('python');
    expect(area.dataset.height).toBe('240');
    fireEvent.change(area, { target: { value: 'print(1)' } });
    expect(form.values.snippet).toBe('print(1)');
  });

  it('colours Vue as HTML (monaco has no Vue of its own)', async () => {
    renderSchemaForm(formOf({ id: 'a', compType: 'codeEditor', label: 'A', language: 'vue' }));
    expect((await screen.findByTestId('code-area')).dataset.language).toBe('html');
  });

  it('goes full screen and back', async () => {
    renderSchemaForm(formOf({ id: 'snippet', compType: 'codeEditor', label: '代码', height: 300 }));
    await screen.findByTestId('code-area');
    fireEvent.click(screen.getByText('全屏'));
    expect(screen.getByTestId('code-editor').style.position).toBe('fixed');
    expect(screen.getByTestId('code-area').dataset.height).toBe('100%');
    fireEvent.click(screen.getByText('退出全屏'));
    expect(screen.getByTestId('code-editor').style.position).toBe('');
    expect(screen.getByTestId('code-area').dataset.height).toBe('300');
  });

  it('shows neither the language selector nor the fullscreen toggle when turned off', async () => {
    renderSchemaForm(formOf({ id: 'snippet', compType: 'codeEditor', label: '代码', languageChange: false, fullScreen: false }));
    await screen.findByTestId('code-area');
    expect(screen.queryByLabelText('语言')).toBeNull();
    expect(screen.queryByText('全屏')).toBeNull();
  });
});
