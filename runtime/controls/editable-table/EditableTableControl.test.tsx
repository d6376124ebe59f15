// @vitest-environment jsdom
import type { Field } from '@formily/core';
import { toJS } from '@formily/reactive';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out: the grid's scroller reports the size a browser would give it.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(cleanup);

const stops: Control = {
  id: 'stops',
  compType: 'editableTable',
  label: '站点',
  columns: [
    { key: 'stopName', title: '站名', type: 'input', validateRules: [{ required: true }] },
    { key: 'minutes', title: '耗时', type: 'inputNumber', statistics: ['sum'] },
  ],
};
const cellOf = (rowId: string, col: number) => document.querySelectorAll(`[data-row-id="${rowId}"] .grid-cell`)[col] as HTMLElement;

describe('the editable table as a control of a schema form', () => {
  it('shows the rows of the value and hands every edit back to the form as rows', async () => {
    const { form } = renderSchemaForm(formOf(stops), { initialValues: { stops: [{ id: 's1', stopName: '北站', minutes: 5 }] } });
    expect(cellOf('s1', 0).textContent).toBe('北站');
    fireEvent.click(cellOf('s1', 0));
    fireEvent.change(cellOf('s1', 0).querySelector('input') as HTMLInputElement, { target: { value: '北站东' } });
    await waitFor(() => expect(toJS(form.values.stops)).toEqual([{ id: 's1', stopName: '北站东', minutes: 5 }]));
    fireEvent.click(screen.getByRole('button', { name: /^新\s*增$/ }));
    await waitFor(() => expect((toJS(form.values.stops) as unknown[]).length).toBe(2));
  });

  it('replaces its rows when the form is given another value (a record loaded)', async () => {
    const { form } = renderSchemaForm(formOf(stops));
    act(() => form.setValues({ stops: [{ id: 'x1', stopName: '西站' }] }));
    await waitFor(() => expect(cellOf('x1', 0).textContent).toBe('西站'));
  });

  it('refuses a save with a bad cell, naming it, and selects that cell with its message', async () => {
    const { form } = renderSchemaForm(formOf(stops), { initialValues: { stops: [{ id: 's1', stopName: '北站' }, { id: 's2', stopName: '' }] } });
    await expect(form.submit()).rejects.toBeTruthy();
    expect((form.query('stops').take() as Field | undefined)?.selfErrors).toEqual(['第2行：站名不能为空']);
    await waitFor(() => expect(cellOf('s2', 0).getAttribute('aria-selected')).toBe('true'));
    expect(cellOf('s2', 0).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('站名不能为空', { selector: '.ant-tooltip-inner' })).toBeTruthy();
  });

  it("offers a select, radio or list_multi column its dictionary's items (dictCode), through the runtime's dictionaries", { timeout: 120_000 }, async () => {
    const calls: string[] = [];
    const services = createTestServices({
      dictionaries: async (code) => {
        calls.push(code);
        if (code !== 'stop_kind') throw new Error(code);
        return [{ value: '1', text: '首站', label: '首站', title: '首站' }, { value: '2', text: '中途站', label: '中途站', title: '中途站' }];
      },
    });
    const kinds: Control = {
      id: 'kinds',
      compType: 'editableTable',
      label: '类型',
      columns: [
        { key: 'one', title: '单选', type: 'select', dictCode: 'stop_kind' },
        { key: 'radio', title: '单选钮', type: 'radio', dictCode: 'stop_kind' },
        { key: 'many', title: '多选', type: 'list_multi', dictCode: 'stop_kind' },
        // A column's own options win over its dictionary.
        { key: 'own', title: '自带', type: 'select', dictCode: 'stop_kind', options: [{ value: '1', text: '自带一' }] },
      ],
    };
    const { form } = renderSchemaForm(formOf(kinds), { services, initialValues: { kinds: [{ id: 'k1', one: '2', radio: '1', many: '1,2', own: '1' }] } });
    await waitFor(() => expect(cellOf('k1', 0).textContent).toBe('中途站'));
    expect([1, 2, 3].map((c) => cellOf('k1', c).textContent)).toEqual(['首站', '首站,中途站', '自带一']);
    // One request per dictionary, however many columns name it.
    expect(calls).toEqual(['stop_kind']);

    fireEvent.click(cellOf('k1', 1));
    fireEvent.click(await screen.findByLabelText('中途站'));
    await waitFor(() => expect((toJS(form.values.kinds) as { radio: string }[])[0]?.radio).toBe('2'));
  });

  it('edits a file cell with the upload control, opening stored files only at the addresses the server signs', { timeout: 120_000 }, async () => {
    const fileUrl = vi.fn(async (path: string) => `/signed/${path}?sig=1`);
    const docs: Control = { id: 'docs', compType: 'editableTable', label: '材料', columns: [{ key: 'doc', title: '文件', type: 'file' }] };
    renderSchemaForm(formOf(docs), { services: createTestServices({ fileUrl }), initialValues: { docs: [{ id: 'd1', doc: 'temp/plan.pdf' }] } });
    expect(cellOf('d1', 0).textContent).toBe('plan.pdf');
    // Drawn as text, nothing is fetched or linked until the cell is edited.
    expect(fileUrl).not.toHaveBeenCalled();
    fireEvent.click(cellOf('d1', 0));
    await waitFor(() => expect(cellOf('d1', 0).querySelector('a[href]')?.getAttribute('href')).toBe('/signed/temp/plan.pdf?sig=1'));
    expect(fileUrl.mock.calls.map(([path]) => path)).toEqual(['temp/plan.pdf']);
  });
});
