// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const radio = (extra: Partial<Control>): Control => ({ id: 'fd_sex', compType: 'radio', label: '性别', value: '', options: [], ...extra });
const radioLabels = () => [...document.querySelectorAll('.ant-radio-wrapper')].map((el) => el.textContent);

describe('options of choice controls', () => {
  it('fills a dictCode control from the dictionary source, once per code', async () => {
    const source = vi.fn(async (code: string) =>
      code === 'sex'
        ? [
            { value: '1', text: '男', label: '男', title: '男' },
            { value: '2', text: '女', label: '女', title: '女' },
          ]
        : [],
    );
    const { form } = renderSchemaForm(formOf(radio({ dictCode: 'sex' }), radio({ id: 'fd_sex2', label: '配偶性别', dictCode: 'sex' })), {
      services: createTestServices({ dictionaries: source }),
    });
    await waitFor(() => expect(radioLabels()).toEqual(['男', '女', '男', '女']));
    expect(source).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByText('女')[0]);
    expect(form.values.fd_sex).toBe('2');
  });

  it('uses the static options without a dictCode', () => {
    renderSchemaForm(
      formOf(
        radio({
          options: [
            { label: '是', value: 'Y' },
            { label: '否', value: 'N' },
          ],
        }),
      ),
    );
    expect(radioLabels()).toEqual(['是', '否']);
  });

  it('shows 字典Code不能为空! for a blank code', async () => {
    renderSchemaForm(formOf(radio({ dictCode: '  ' })), { services: createTestServices({ dictionaries: {} }) });
    expect(await screen.findByText('字典Code不能为空!')).toBeTruthy();
  });

  it('shows why a dictionary could not be read', async () => {
    renderSchemaForm(formOf(radio({ dictCode: 'nope' })), { services: createTestServices({ dictionaries: {} }) });
    expect(await screen.findByText(/dictionary "nope" is not stubbed/)).toBeTruthy();
  });

  it('appends the list a dynamic action answers to the static options', async () => {
    const services = createTestServices({ getJson: { '/api/kinds': { records: [{ label: '远程', value: 9 }] } } });
    renderSchemaForm(formOf(radio({ dataType: 'dynamic', action: '/api/kinds', options: [{ label: '本地', value: 1 }] })), { services });
    await waitFor(() => expect(radioLabels()).toEqual(['本地', '远程']));
  });

  it('offers dictionary items in a select', async () => {
    renderSchemaForm(formOf({ id: 'fd_s', compType: 'select', label: '状态', dictCode: 'status' }), {
      services: createTestServices({ dictionaries: { status: [{ value: 'on', text: '启用' }] } }),
    });
    const selector = document.querySelector('.ant-select-selector') as HTMLElement;
    await waitFor(() => {
      fireEvent.mouseDown(selector);
      expect(screen.getByText('启用')).toBeTruthy();
    });
  });
});

describe('checkbox counts', () => {
  const hobbies: Control = {
    id: 'fd_h',
    compType: 'checkbox',
    label: '爱好',
    min: 2,
    max: 2,
    options: [
      { label: '书', value: 'a' },
      { label: '画', value: 'b' },
      { label: '琴', value: 'c' },
    ],
  };

  it('asks for at least min, and stops ticking at max', async () => {
    const { form } = renderSchemaForm(formOf(hobbies));
    fireEvent.click(screen.getByText('书'));
    expect(await screen.findByText('至少选择2项')).toBeTruthy();
    fireEvent.click(screen.getByText('画'));
    await waitFor(() => expect(screen.queryByText('至少选择2项')).toBeNull());
    expect(form.values.fd_h).toEqual(['a', 'b']);
    const third = screen.getByText('琴').closest('label')?.querySelector('input') as HTMLInputElement;
    expect(third.disabled).toBe(true);
  });

  it('keeps the options\' order, drops a held value that is no option on the next change, and unticks', async () => {
    const { form } = renderSchemaForm(formOf({ ...hobbies, min: undefined, max: undefined, value: ['gone'] }));
    fireEvent.click(screen.getByText('琴'));
    await waitFor(() => expect(form.values.fd_h).toEqual(['c']));
    fireEvent.click(screen.getByText('书'));
    await waitFor(() => expect(form.values.fd_h).toEqual(['a', 'c']));
    fireEvent.click(screen.getByText('琴'));
    await waitFor(() => expect(form.values.fd_h).toEqual(['a']));
    const box = (label: string) => screen.getByText(label).closest('label')?.querySelector('input') as HTMLInputElement;
    expect(box('书').checked).toBe(true);
    expect(box('琴').checked).toBe(false);
  });

  it('cannot be ticked when the control is disabled', () => {
    const { form } = renderSchemaForm(formOf({ ...hobbies, min: undefined, max: undefined, disabled: true }));
    const box = screen.getByText('画').closest('label')?.querySelector('input') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    fireEvent.click(screen.getByText('画'));
    expect(form.values.fd_h ?? []).toEqual([]);
  });

  it('says 最多选择{n}项 when more are held than max', async () => {
    renderSchemaForm(formOf({ ...hobbies, min: 1, max: 1, value: ['a', 'b'] }), { onSubmit: () => undefined });
    fireEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    expect(await screen.findByText('最多选择1项')).toBeTruthy();
  });
});
