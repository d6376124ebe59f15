// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../react/testDom.ts';
import type { GridColumnView } from './cellKinds.tsx';
import { EditableGrid } from './EditableGrid.tsx';
import { GridStore, type GridColumn, type GridOptions } from './gridStore.ts';

// jsdom renders antd slowly, and this machine is shared: patience, not a timing claim.
const PATIENCE = 120_000;

beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out: the scroller reports the size a browser would give it.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(cleanup);

const storeColumns: GridColumn[] = [
  { key: 'name', title: '站点名称', validateRules: [{ required: true }] },
  { key: 'fare', title: '票价', statistics: ['sum'] },
  { key: 'phone', title: '联系电话', validateRules: [{ pattern: 'm' }] },
];
const viewColumns: GridColumnView[] = [
  { key: 'name', title: '站点名称', type: 'input', required: true },
  { key: 'fare', title: '票价', type: 'inputNumber' },
  { key: 'phone', title: '联系电话', type: 'input' },
];
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `站${i}`, fare: 1, phone: '' }));

function mount(rows = many(3), dragSort = false, options: GridOptions = {}) {
  const store = new GridStore(storeColumns, rows, options);
  render(<EditableGrid store={store} columns={viewColumns} statistics={{ fare: ['sum'] }} dragSort={dragSort} label="站点" />);
  return store;
}
// Selector and text queries: role queries walk every cell's accessible name, seconds on a busy machine.
const grid = () => document.querySelector('[role="grid"][aria-label="站点"]') as HTMLElement;
const cellOf = (rowId: string, col: number) => document.querySelectorAll(`[data-row-id="${rowId}"] .grid-cell`)[col] as HTMLElement;

describe('the editable table', { timeout: PATIENCE }, () => {
  it('draws only a window of 10,000 rows, and tells assistive technology the whole count', () => {
    mount(many(10_000));
    expect(grid().getAttribute('aria-rowcount')).toBe('10001');
    const drawn = document.querySelectorAll('[data-row-id]').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(30);
    // The footer sums every row, not the drawn ones.
    expect(document.querySelector('.grid-footer-sum')?.textContent).toContain('10000');
  });

  it('edits the clicked cell with one editor, checks it, and shows the first failing rule on the cell', async () => {
    const store = mount();
    fireEvent.click(cellOf('r0', 2));
    expect(document.querySelectorAll('.grid-cell input:not(.grid-cell-catcher)')).toHaveLength(1);
    const input = cellOf('r0', 2).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cellOf('r0', 2).getAttribute('aria-invalid')).toBe('true'));
    expect(store.error('r0', 'phone')).toBe('联系电话应为手机号码');
    expect(document.querySelectorAll('.grid-cell input:not(.grid-cell-catcher)')).toHaveLength(0);
  });

  it('moves with the arrow keys and starts editing with the typed key, as a spreadsheet', async () => {
    const store = mount();
    fireEvent.click(cellOf('r0', 0));
    fireEvent.keyDown(cellOf('r0', 0).querySelector('input') as HTMLElement, { key: 'Escape' });
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    expect(cellOf('r1', 1).getAttribute('aria-selected')).toBe('true');
    // The key lands in the selected cell's transparent box, which opens the editor with it.
    fireEvent.change(cellOf('r1', 1).querySelector('.grid-cell-catcher') as HTMLElement, { target: { value: '7' } });
    const input = cellOf('r1', 1).querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('7');
    // A number cell reverts what is not a number.
    fireEvent.change(input, { target: { value: '7x' } });
    expect(input.value).toBe('7');
    fireEvent.blur(input);
    await waitFor(() => expect(store.value('r1', 'fare')).toBe(7));
    expect(document.querySelector('.grid-footer-sum')?.textContent).toContain('9');
  });

  it('adds a row from the toolbar, refuses to delete nothing, and reports a deleted loaded row', async () => {
    const store = mount();
    fireEvent.click(screen.getByText(/^新\s*增$/));
    expect(store.rowCount).toBe(4);
    fireEvent.click(screen.getByText(/^删\s*除$/));
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByLabelText('选择第1行'));
    });
    fireEvent.click(screen.getByText(/^删\s*除$/));
    expect(store.ids()).not.toContain('r0');
    expect(store.removedIds()).toEqual(['r0']);
  });

  it('moves a row down and inserts one above it from its drag sorter menu, and refuses a second insert within 1500 ms', async () => {
    // The throttle's clock stands still: the second insert comes "at once", however slow the machine.
    const store = mount(many(3), true, { now: () => 1_000_000 });
    const menuItem = async (row: number, name: string) => {
      fireEvent.click(screen.getByLabelText(`第${row}行的排序菜单`));
      fireEvent.click(await screen.findByText(name, { selector: '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content' }));
    };
    await menuItem(1, '向下移动');
    expect(store.ids()).toEqual(['r1', 'r0', 'r2']);
    await menuItem(2, '插入一行');
    expect(store.rowCount).toBe(4);
    expect(store.stateOf(store.ids()[1] as string)).toBe('new');
    // Another row's menu (each row has its own), within 1500 ms of the first insert.
    await menuItem(4, '插入一行');
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
    expect(store.rowCount).toBe(4);
  });
});
