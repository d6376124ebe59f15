// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormConfig } from '../../schemas/types.ts';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { FormSettingsDialog } from './FormSettingsDialog.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const config: FormConfig = {
  version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false, dynamicTableAllowed: true,
};

function renderDialog(given: FormConfig = config) {
  const onChange = vi.fn<(patch: Partial<FormConfig>) => void>();
  const onClose = vi.fn();
  render(<FormSettingsDialog open config={given} onChange={onChange} onClose={onClose} />);
  return { onChange, onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('FormSettingsDialog (seed 001 §3 "Form config")', () => {
  it('toggles the label width between 80 and 0 with the show-label default', () => {
    const shown = renderDialog();
    fireEvent.click(field('显示标签'));
    expect(shown.onChange).toHaveBeenCalledWith({ labelWidth: 0 });
    cleanup();
    const hidden = renderDialog({ ...config, labelWidth: 0 });
    expect(field('标签宽度').disabled).toBe(true);
    fireEvent.click(field('显示标签'));
    expect(hidden.onChange).toHaveBeenCalledWith({ labelWidth: 80 });
  });

  it('holds the label width to 60-140 and the gutter to 0-30', () => {
    const { onChange } = renderDialog();
    fireEvent.change(field('标签宽度'), { target: { value: '200' } });
    fireEvent.blur(field('标签宽度'));
    expect(onChange).toHaveBeenCalledWith({ labelWidth: 140 });
    fireEvent.change(field('栅格间隔'), { target: { value: '45' } });
    fireEvent.blur(field('栅格间隔'));
    expect(onChange).toHaveBeenCalledWith({ gutter: 30 });
  });

  it('sends size, label position, disabled and dynamic tables as config patches', () => {
    const { onChange, onClose } = renderDialog();
    fireEvent.click(screen.getByText('迷你'));
    fireEvent.click(screen.getByText('顶部对齐'));
    fireEvent.click(field('禁用表单'));
    fireEvent.click(field('允许动态表格'));
    expect(onChange.mock.calls.map(([patch]) => patch)).toEqual([
      { size: 'mini' },
      { labelPosition: 'top' },
      { disabled: true },
      { dynamicTableAllowed: false },
    ]);
    fireEvent.click(screen.getByText('关 闭'));
    expect(onClose).toHaveBeenCalled();
  });
});
