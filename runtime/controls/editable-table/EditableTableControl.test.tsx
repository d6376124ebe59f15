// @vitest-environment jsdom
import type { Field } from '@formily/core';
import { toJS } from '@formily/reactive';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
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
});
