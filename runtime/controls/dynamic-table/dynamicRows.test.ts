import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { GridStore } from '../../grid/gridStore.ts';
import { cellText } from './controlCells.tsx';
import { columnRules, firstFailure, firstRowProblem, formRowsOf, gridRowsOf, storeColumnsOf } from './dynamicRows.ts';

const table: Control = {
  id: 'fd_members',
  compType: 'dynamicTable',
  columns: [
    { id: 'fd_name', compType: 'input', label: '姓名', required: true, value: '' },
    { id: 'fd_phone', compType: 'input', label: '电话', value: '', rules: [{ rule: '^1\\d{10}$', msg: '手机号格式不正确' }] },
    { id: 'fd_tags', compType: 'checkbox', label: '标签', value: [] },
  ] as unknown as Control['columns'],
};
const columns = table.columns as unknown as Control[];

describe("the dynamic table's rows on the grid engine", () => {
  it('lends each row an id while it is in the grid and takes it back in the value; a row keeps an id of its own', () => {
    const value = [{ fd_name: '张三' }, { id: 'r9', fd_name: '李四' }];
    const { rows, own } = gridRowsOf(value);
    expect(rows.map((r) => r.id)).toEqual(['dyn_0', 'r9']);
    expect(formRowsOf(rows, own)).toEqual(value);
    // What is not a list of rows holds none.
    expect(gridRowsOf('x').rows).toEqual([]);
  });

  it("starts a new row with each column's default, a copy per row, without an id in the value", () => {
    const store = new GridStore(storeColumnsOf(columns, columnRules(table)), []);
    const added = store.addRows({ count: 2 });
    if (!('ids' in added)) throw new Error('refused');
    const rows = formRowsOf(added.ids.map((id) => store.row(id) ?? { id }), new Set());
    expect(rows).toEqual([{ fd_name: '', fd_phone: '', fd_tags: [] }, { fd_name: '', fd_phone: '', fd_tags: [] }]);
    expect(rows[0]?.fd_tags).not.toBe((columns[2] as Control).value);
  });

  it("checks a cell with its column's rules: required, then the rules[] patterns, a blank value left to required", async () => {
    const [name, phone] = columnRules(table);
    expect(firstFailure(name ?? [], '')).toBe('姓名不能为空');
    expect(firstFailure(phone ?? [], '')).toBe('');
    expect(firstFailure(phone ?? [], '123')).toBe('手机号格式不正确');
    expect(firstFailure(phone ?? [], '13812345678')).toBe('');
    const store = new GridStore(storeColumnsOf(columns, columnRules(table)), gridRowsOf([{ fd_name: '', fd_phone: '1' }]).rows);
    expect(await store.validateAll()).toEqual([
      { rowId: 'dyn_0', key: 'fd_name', message: '姓名不能为空' },
      { rowId: 'dyn_0', key: 'fd_phone', message: '手机号格式不正确' },
    ]);
  });

  it("refuses the form's value at its first bad cell in table order, naming the row", () => {
    expect(firstRowProblem(table, [{ fd_name: '张三', fd_phone: '' }])).toBe('');
    expect(firstRowProblem(table, [{ fd_name: '张三', fd_phone: '' }, { fd_name: '李四', fd_phone: '99' }, { fd_name: '' }])).toBe('第2行：手机号格式不正确');
    expect(firstRowProblem(table, undefined)).toBe('');
  });

  it('draws a cell as a read-pretty form says its value: choices by their labels, a switch as 是 / 否', () => {
    const select = { id: 's', compType: 'select', options: [{ label: '配偶', value: 'spouse' }, { label: '子女', value: 'child' }] } as Control;
    expect(cellText(select, 'child')).toBe('子女');
    expect(cellText({ ...select, compType: 'checkbox' }, ['spouse', 'child'])).toBe('配偶、子女');
    expect(cellText({ id: 'w', compType: 'Switch' }, 'Y')).toBe('是');
    expect(cellText({ id: 'w', compType: 'Switch', 'active-value': 1, 'inactive-text': '关' }, 0)).toBe('关');
    expect(cellText({ id: 'n', compType: 'inputNumber' }, 42)).toBe('42');
    // A choice on a dictionary says its items' texts.
    expect(cellText({ id: 'd', compType: 'radio', dictCode: 'sex' }, '2', new Map([['1', '男'], ['2', '女']]))).toBe('女');
  });
});
