// @vitest-environment jsdom
import { toJS } from '@formily/reactive';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

const members = (extra: Partial<Control> = {}): Control => ({
  id: 'fd_members',
  compType: 'dynamicTable',
  label: '家庭成员',
  buttonAdd: true,
  buttonDel: true,
  showIndex: true,
  columns: [
    { id: 'fd_name', compType: 'input', label: '姓名', required: true, value: '' },
    { id: 'fd_age', compType: 'inputNumber', label: '年龄', value: 0, max: 120 },
  ],
  ...extra,
});

// The table is the editable grid (runtime/grid): rows by their place, cells drawn as text until clicked.
const bodyRows = () => [...document.querySelectorAll('[role="row"][data-row-id]')];
const columnIndex: Record<string, number> = { fd_name: 0, fd_age: 1 };
const gridCell = (column: string, row: number) => bodyRows()[row]?.querySelectorAll('.grid-cell')[columnIndex[column] ?? 0] as HTMLElement;
/** The cell's editor (the column's form control, its id the column id and row index), opened by a click. */
const cell = (column: string, row: number) => {
  fireEvent.click(gridCell(column, row));
  return document.getElementById(`${column}_${row}`) as HTMLInputElement;
};
const cellText = (column: string, row: number) => gridCell(column, row).textContent;
const clickText = (text: string) => fireEvent.click(screen.getByText(text).closest('button') as HTMLElement);

// jsdom renders antd slowly, and this machine is shared: patience, not a timing claim.
describe('dynamicTable', { timeout: 120_000 }, () => {
  it('starts with one row of the column defaults', () => {
    const { form } = renderSchemaForm(formOf(members()));
    expect(bodyRows()).toHaveLength(1);
    expect(toJS(form.values)).toEqual({ fd_members: [{ fd_name: '', fd_age: 0 }] });
    expect(bodyRows()[0].textContent).toContain('1');
  });

  it('adds and deletes rows; its value is an array of row objects', async () => {
    const { form } = renderSchemaForm(formOf(members()));
    fireEvent.change(cell('fd_name', 0), { target: { value: '张三' } });
    clickText('添加');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.change(cell('fd_name', 1), { target: { value: '李四' } });
    clickText('添加');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.change(cell('fd_name', 2), { target: { value: '王五' } });
    expect(toJS(form.values.fd_members)).toEqual([
      { fd_name: '张三', fd_age: 0 },
      { fd_name: '李四', fd_age: 0 },
      { fd_name: '王五', fd_age: 0 },
    ]);

    fireEvent.click(screen.getByLabelText('删除 2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(toJS(form.values.fd_members)).toEqual([
      { fd_name: '张三', fd_age: 0 },
      { fd_name: '王五', fd_age: 0 },
    ]);
    // The cells follow their rows: the second row now shows 王五.
    expect(cellText('fd_name', 1)).toBe('王五');
  });

  it("validates each row's cells and submits the rows", async () => {
    const onSubmit = vi.fn();
    renderSchemaForm(formOf(members()), { onSubmit });
    fireEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    // The first bad cell is selected with its message; the table's own error names the row.
    expect(await screen.findByText('姓名不能为空', { selector: '.ant-tooltip-inner' })).toBeTruthy();
    expect(await screen.findByText('第1行：姓名不能为空')).toBeTruthy();
    fireEvent.change(cell('fd_name', 0), { target: { value: '张三' } });
    fireEvent.click(screen.getByText('提 交').closest('button') as HTMLElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fd_members: [{ fd_name: '张三', fd_age: 0 }] }));
  });

  it('hides add, delete, the sorter and index when switched off', () => {
    renderSchemaForm(formOf(members({ buttonAdd: false, buttonDel: false, showIndex: false, dragSort: false })));
    expect(screen.queryByText('添加')).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    expect(screen.queryByText('序号')).toBeNull();
  });

  it('deletes the checked rows with multiCheck', async () => {
    const { form } = renderSchemaForm(formOf(members({ multiCheck: true })), {
      initialValues: {
        fd_members: [
          { fd_name: 'a', fd_age: 1 },
          { fd_name: 'b', fd_age: 2 },
          { fd_name: 'c', fd_age: 3 },
        ],
      },
    });
    const boxes = () => bodyRows().map((row) => row.querySelector('input[type=checkbox]') as HTMLInputElement);
    fireEvent.click(boxes()[0]);
    fireEvent.click(boxes()[2]);
    clickText('删除选中');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(toJS(form.values.fd_members)).toEqual([{ fd_name: 'b', fd_age: 2 }]);
  });

  it('shows a summary row with sum-text and the sums of number columns', () => {
    renderSchemaForm(formOf(members({ 'show-summary': true, 'sum-text': '合计', 'summary-text': '岁' })), {
      initialValues: {
        fd_members: [
          { fd_name: 'a', fd_age: 30 },
          { fd_name: 'b', fd_age: 12 },
        ],
      },
    });
    const summary = document.querySelector('.grid-footer') as HTMLElement;
    expect(summary.textContent).toContain('合计');
    expect(summary.textContent).toContain('42 岁');
  });

  it("shows a choice column on a dictionary (dictCode) by its items' texts, through the runtime's dictionaries", async () => {
    const services = createTestServices({ dictionaries: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] } });
    const table = members({ columns: [{ id: 'fd_sex', compType: 'radio', label: '性别', dictCode: 'sex', value: '' }] });
    renderSchemaForm(formOf(table), { services, initialValues: { fd_members: [{ fd_sex: '2' }, { fd_sex: '1' }] } });
    await waitFor(() => expect(gridCell('fd_sex', 0).textContent).toBe('女'));
    expect(gridCell('fd_sex', 1).textContent).toBe('男');
  });

  // A form of three rows and a dropdown: the 30 s cap per test is within reach on two busy cores.
  describe('the drag sorter menu of each row (seed 002 §2, dragSort)', { timeout: 120_000 }, () => {
    const long = { timeout: 20_000 };
    const three = {
      initialValues: {
        fd_members: [
          { fd_name: 'a', fd_age: 1 },
          { fd_name: 'b', fd_age: 2 },
          { fd_name: 'c', fd_age: 3 },
        ],
      },
    };
    const names = (form: { values: Record<string, unknown> }) => (toJS(form.values.fd_members) as { fd_name: string }[]).map((r) => r.fd_name);
    const openSorter = (row: number) => fireEvent.click(screen.getByLabelText(`第${row}行的排序菜单`));
    const menuItem = async (text: string) => (await screen.findAllByText(text, {}, long)).at(-1)!.closest('.ant-dropdown-menu-item') as HTMLElement;

    it('moves a row up and down; the cells follow their rows', async () => {
      const { form } = renderSchemaForm(formOf(members({ dragSort: true })), three);
      openSorter(3);
      fireEvent.click(await menuItem('向上移动'));
      await waitFor(() => expect(names(form)).toEqual(['a', 'c', 'b']), long);
      expect(cellText('fd_name', 1)).toBe('c');
      openSorter(1);
      fireEvent.click(await menuItem('向下移动'));
      await waitFor(() => expect(names(form)).toEqual(['c', 'a', 'b']), long);
      expect(cellText('fd_name', 0)).toBe('c');
    });

    it('inserts a row of the column defaults before the row (插入一行)', async () => {
      const { form } = renderSchemaForm(formOf(members({ dragSort: true })), three);
      openSorter(2);
      fireEvent.click(await menuItem('插入一行'));
      await waitFor(() => expect(bodyRows()).toHaveLength(4), long);
      expect(toJS(form.values.fd_members)).toEqual([
        { fd_name: 'a', fd_age: 1 },
        { fd_name: '', fd_age: 0 },
        { fd_name: 'b', fd_age: 2 },
        { fd_name: 'c', fd_age: 3 },
      ]);
    });

    it('cannot move the first row up; no 插入一行 where rows cannot be added', async () => {
      renderSchemaForm(formOf(members({ dragSort: true, buttonAdd: false })), three);
      openSorter(1);
      expect((await menuItem('向上移动')).getAttribute('aria-disabled')).toBe('true');
      expect((await menuItem('向下移动')).getAttribute('aria-disabled')).not.toBe('true');
      expect(screen.queryByText('插入一行')).toBeNull();
    });

    it('shows the sorter by default (the kind\'s default), none with dragSort off, nor on a read-only form', () => {
      renderSchemaForm(formOf(members()), three);
      expect(screen.getByLabelText('第1行的排序菜单')).toBeTruthy();
      cleanup();
      renderSchemaForm(formOf(members({ dragSort: false })), three);
      expect(screen.queryByLabelText('第1行的排序菜单')).toBeNull();
      cleanup();
      renderSchemaForm(formOf(members({ dragSort: true, buttonDel: false })), { ...three, readPretty: true });
      expect(screen.queryByLabelText('第1行的排序菜单')).toBeNull();
    });
  });
});
