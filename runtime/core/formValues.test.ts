import { describe, expect, it } from 'vitest';
import type { Control, FormContent } from '../../schemas/types.ts';
import { dynamicRowDefaults, initialFormValues } from './formValues.ts';

const content = (...list: Control[]): FormContent => ({ list, config: {} });

describe('initialFormValues (api-contract section 8)', () => {
  it('maps each control id to its value, rows and table cells included', () => {
    const values = initialFormValues(
      content(
        { id: 'fd_a', compType: 'input', value: '甲' },
        {
          id: 'row_1',
          compType: 'row',
          columns: [
            { span: 12, list: [{ id: 'fd_b', compType: 'select', value: 1 }] },
            { span: 12, list: [] },
          ],
        },
        {
          id: 'table_1',
          compType: 'table',
          layoutArray: [
            [
              { col: 1, row: 1, columns: [{ id: 'fd_c', compType: 'date', value: '2024-01-01' }] },
              { col: 1, row: 1, hide: true, columns: [] },
            ],
          ],
        },
      ),
    );
    expect(values).toEqual({ fd_a: '甲', fd_b: 1, fd_c: '2024-01-01' });
  });

  it("starts a dynamic table with one row of its columns' defaults, also inside a row", () => {
    const table: Control = {
      id: 'fd_t',
      compType: 'dynamicTable',
      columns: [
        { id: 'fd_n', compType: 'input', value: '' },
        { id: 'fd_m', compType: 'inputNumber' },
      ],
    };
    expect(initialFormValues(content(table))).toEqual({ fd_t: [{ fd_n: '', fd_m: 0 }] });
    expect(initialFormValues(content({ id: 'row_1', compType: 'row', columns: [{ span: 24, list: [table] }] }))).toEqual({
      fd_t: [{ fd_n: '', fd_m: 0 }],
    });
  });

  it('fills a missing value from the catalogue, and leaves out kinds without one', () => {
    const values = initialFormValues(
      content(
        { id: 'fd_sw', compType: 'Switch' },
        { id: 'fd_cb', compType: 'checkbox' },
        { id: 'fd_btn', compType: 'button' },
        { id: 'fd_txt', compType: 'text', value: '' },
        { id: 'fd_x', compType: 'mystery', value: 7 },
      ),
    );
    // A display kind with a saved value keeps it, as formDraw.js copies every item's value.
    expect(values).toEqual({ fd_sw: 'N', fd_cb: [], fd_txt: '', fd_x: 7 });
  });

  it('lets saved values win and never shares objects with the schema', () => {
    const checkbox: Control = { id: 'fd_cb', compType: 'checkbox', value: ['a'] };
    const values = initialFormValues(content(checkbox, { id: 'fd_a', compType: 'input', value: '' }), { fd_a: '已填' });
    expect(values).toEqual({ fd_cb: ['a'], fd_a: '已填' });
    (values.fd_cb as string[]).push('b');
    expect(checkbox.value).toEqual(['a']);
    const row = dynamicRowDefaults({ id: 't', compType: 'dynamicTable', columns: [checkbox] });
    (row.fd_cb as string[]).push('c');
    expect(checkbox.value).toEqual(['a']);
  });

  it('skips what is not a control instead of failing', () => {
    const odd = {
      list: [null, { compType: 'input' }, { id: 'fd_a', compType: 'input', value: 'x' }],
      config: {},
    } as unknown as FormContent;
    expect(initialFormValues(odd)).toEqual({ fd_a: 'x' });
    expect(initialFormValues({ list: 'nope', config: {} } as unknown as FormContent)).toEqual({});
  });
});
