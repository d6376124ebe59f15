// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../react/testDom.ts';
import { CronEditor } from './CronEditor.tsx';
import { CronInput } from './CronInput.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

// Queries by CSS, not by role: getByRole walks the whole accessibility tree, slow in jsdom with 60 checkboxes a tab.
const expressionBox = () => document.querySelector('input[aria-label="表达式"]') as HTMLInputElement;
const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn' });
const radio = (text: string) => {
  const label = [...document.querySelectorAll('.ant-tabs-tabpane-active .ant-radio-wrapper')].find((el) => el.textContent?.includes(text));
  if (!label) throw new Error(`no radio ${text}`);
  return label.querySelector('input') as HTMLInputElement;
};
const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;
const previewRows = () => document.querySelectorAll('[aria-label="最近10次运行时间"] .ant-list-item');

describe('CronEditor (seed 002 sections 2, 4, 5)', () => {
  it('opens on the expression, applies the cross-field rules when a tab changes, and previews 10 runs after 500 ms', async () => {
    const onOk = vi.fn();
    render(<CronEditor open value="* * * * * ?" onOk={onOk} onCancel={() => undefined} />);
    expect(expressionBox().value).toBe('* * * * * ?');

    fireEvent.click(tab('时'));
    fireEvent.click(radio('周期，从'));
    // Hour set with minute and second '*': both become 0.
    expect(expressionBox().value).toBe('0 0 0-23 * * ?');

    fireEvent.click(tab('日'));
    fireEvent.click(radio('本月最后一个工作日'));
    expect(expressionBox().value).toBe('0 0 0-23 LW * ?');

    await waitFor(() => expect(previewRows()).toHaveLength(10));
    expect(previewRows()[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/);

    fireEvent.click(button('确 定'));
    expect(onOk).toHaveBeenCalledWith('0 0 0-23 LW * ?');
  });

  it('takes a typed expression, shows what is wrong with a bad one and disables OK', async () => {
    render(<CronEditor open value="" onOk={() => undefined} onCancel={() => undefined} />);
    expect(expressionBox().value).toBe('* * * * * ?');
    fireEvent.change(expressionBox(), { target: { value: '0 0 12 ? * 2#6' } });
    expect(await screen.findByText('第几个星期几的“第几”取值范围是1-5，“6”超出范围')).toBeTruthy();
    expect(button('确 定').disabled).toBe(true);

    fireEvent.change(expressionBox(), { target: { value: '0 0 12 ? * 2#1' } });
    fireEvent.click(tab('周'));
    expect(radio('本月第').checked).toBe(true);
  });

  it('CronInput opens the editor and writes the chosen expression back', async () => {
    const onChange = vi.fn();
    render(<CronInput value="0 0 2 * * ?" onChange={onChange} />);
    fireEvent.click(button('选 择'));
    expect(expressionBox().value).toBe('0 0 2 * * ?');
    fireEvent.change(expressionBox(), { target: { value: '0 30 2 * * ?' } });
    fireEvent.click(button('确 定'));
    expect(onChange).toHaveBeenCalledWith('0 30 2 * * ?');
  });
});
