// @vitest-environment jsdom
import { toJS } from '@formily/reactive';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const cell = (extra: object) => ({
  col: 1,
  row: 1,
  hide: false,
  compType: 'tdItem' as const,
  style: { background: '#FFFFFF', width: 35 },
  columns: [],
  ...extra,
});
const grid: Control = {
  id: 'table_1',
  compType: 'table',
  width: 90,
  tdStyle: 'border: 2px solid #000',
  layoutArray: [
    [
      cell({ id: 1, style: { background: '#F6F6F6', width: 15 }, columns: [{ id: 'fd_t', compType: 'text', text: '面积' }] }),
      cell({ id: 2, col: 2, row: 2, columns: [{ id: 'fd_area', compType: 'inputNumber', label: '面积', value: 5 }] }),
      cell({ id: 3, hide: true }),
    ],
    [
      cell({ id: 4, columns: [{ id: 'fd_note', compType: 'input', label: '备注', value: '' }] }),
      cell({ id: 5, hide: true }),
      cell({ id: 6, hide: true }),
    ],
  ],
};

describe('table layout', () => {
  it('renders merged cells with colspan/rowspan, skips hidden ones, and styles each cell', () => {
    const { view } = renderSchemaForm(formOf(grid));
    const table = view.container.querySelector('table') as HTMLTableElement;
    expect(table.style.width).toBe('90%');
    const rows = [...table.querySelectorAll(':scope > tbody > tr')];
    expect(rows.map((tr) => tr.querySelectorAll(':scope > td').length)).toEqual([2, 1]);
    const merged = rows[0].querySelectorAll(':scope > td')[1] as HTMLTableCellElement;
    expect([merged.colSpan, merged.rowSpan]).toEqual([2, 2]);
    expect(merged.style.width).toBe('35%');
    const title = rows[0].querySelector(':scope > td') as HTMLTableCellElement;
    expect(title.style.background).toBe('rgb(246, 246, 246)');
    expect(title.style.border).toBe('2px solid rgb(0, 0, 0)');
    expect(screen.getByText('备注', { selector: 'label' })).toBeTruthy();
  });

  it('keeps the values of cell controls at the top level', () => {
    const { form } = renderSchemaForm(formOf(grid));
    expect(toJS(form.values)).toEqual({ fd_area: 5, fd_note: '' });
  });
});
