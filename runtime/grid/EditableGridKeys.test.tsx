// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../react/testDom.ts';
import type { GridColumnView } from './cellKinds.tsx';
import { EditableGrid, type EditableGridProps } from './EditableGrid.tsx';
import { dropRow } from './GridDrag.tsx';
import { GridStore, type GridColumn } from './gridStore.ts';

// jsdom renders antd slowly, and this machine is shared: patience, not a timing claim.
const PATIENCE = 120_000;

beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out and cannot scroll: the scroller reports a browser's size, and scrollTo
  // moves scrollTop and tells the listeners, as a browser does.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 10_000_000 });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const storeColumns: GridColumn[] = [
  { key: 'name', title: '站点名称', validateRules: [{ required: true }] },
  { key: 'fare', title: '票价', statistics: ['sum', 'average'] },
  { key: 'phone', title: '联系电话', validateRules: [{ pattern: 'm' }] },
];
const viewColumns: GridColumnView[] = [
  { key: 'name', title: '站点名称', type: 'input', required: true },
  { key: 'fare', title: '票价', type: 'inputNumber' },
  { key: 'phone', title: '联系电话', type: 'input' },
];
const many = (n: number, phone = (_: number) => '') => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `站${i}`, fare: 1, phone: phone(i) }));

function mount(rows = many(3), props: Partial<EditableGridProps> = {}) {
  const store = new GridStore(storeColumns, rows, { yieldToBrowser: () => Promise.resolve() });
  const view = render(<EditableGrid store={store} columns={viewColumns} statistics={{ fare: ['sum', 'average'] }} label="站点" {...props} />);
  return { store, view };
}
const addButton = () => screen.getByText(/^新\s*增$/);
// Selector and text queries: role queries walk every cell's accessible name, seconds on a busy machine.
const grid = () => document.querySelector('[role="grid"][aria-label="站点"]') as HTMLElement;
const cellOf = (rowId: string, col: number) => document.querySelectorAll(`[data-row-id="${rowId}"] .grid-cell`)[col] as HTMLElement;
const catcher = () => document.querySelector('.grid-cell-catcher') as HTMLInputElement;
const editor = () => document.querySelector('.grid-cell input:not(.grid-cell-catcher)') as HTMLInputElement | null;

describe('the editable table at the keyboard', { timeout: PATIENCE }, () => {
  it('is one tab stop whose focus roves onto the selected cell, with the grid pattern counts', () => {
    mount();
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    // Row numbers, selection, then the three columns.
    expect(grid().getAttribute('aria-colcount')).toBe('5');
    expect(cellOf('r0', 0).getAttribute('aria-colindex')).toBe('3');
    act(() => grid().focus());
    expect(cellOf('r0', 0).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(catcher());
    expect(grid().tabIndex).toBe(-1);
    expect(catcher().getAttribute('aria-label')).toBe('站点名称，站0');
    fireEvent.keyDown(catcher(), { key: 'End' });
    expect(cellOf('r0', 2).contains(document.activeElement)).toBe(true);
  });

  it('opens the editor with the composed Chinese text, not the pinyin, and Tab commits it and moves on', async () => {
    const { store } = mount();
    act(() => grid().focus());
    const box = catcher();
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'bei' } });
    expect(editor()).toBeNull();
    fireEvent.compositionEnd(box, { data: '北京' });
    expect(editor()?.value).toBe('北京');
    fireEvent.keyDown(editor() as HTMLElement, { key: 'Tab' });
    await waitFor(() => expect(store.value('r0', 'name')).toBe('北京'));
    expect(editor()).toBeNull();
    expect(cellOf('r0', 1).contains(document.activeElement)).toBe(true);
  });

  it('edits with Enter, moves down on Enter in the editor, and clears a cell with Delete', async () => {
    const { store } = mount();
    act(() => grid().focus());
    fireEvent.keyDown(catcher(), { key: 'Enter' });
    fireEvent.change(editor() as HTMLElement, { target: { value: '西门' } });
    fireEvent.keyDown(editor() as HTMLElement, { key: 'Enter' });
    expect(store.value('r0', 'name')).toBe('西门');
    await waitFor(() => expect(cellOf('r1', 0).getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(catcher(), { key: 'Delete' });
    expect(store.value('r1', 'name')).toBeNull();
    await waitFor(() => expect(cellOf('r1', 0).getAttribute('aria-invalid')).toBe('true'));
  });

  it('edits on a second click when alwaysEdit is off, and looks like inputs when it is on', () => {
    mount(many(3), { alwaysEdit: false });
    expect(document.querySelector('.grid-cell-input-look')).toBeNull();
    fireEvent.click(cellOf('r1', 0));
    expect(editor()).toBeNull();
    expect(cellOf('r1', 0).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(cellOf('r1', 0));
    expect(editor()?.value).toBe('站1');
    cleanup();
    mount();
    expect(document.querySelectorAll('.grid-cell-input-look').length).toBeGreaterThan(0);
  });
});

describe('the editable table checks, totals and rows', { timeout: PATIENCE }, () => {
  it('scrolls the first error of a whole-table check into view with its tooltip, and shows it again when scrolled back', async () => {
    const { store } = mount(many(10_000, (i) => (i === 9_500 ? '123' : '')));
    let errors: unknown[] = [];
    await act(async () => {
      errors = await store.validateAll();
    });
    expect(errors).toHaveLength(1);
    await waitFor(() => expect(cellOf('r9500', 2)?.getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findByText('联系电话应为手机号码')).closest('.ant-tooltip')).not.toBeNull();
    const far = grid().scrollTop;
    act(() => grid().scrollTo({ top: 0 }));
    await waitFor(() => expect(document.querySelector('[data-row-id="r9500"]')).toBeNull());
    act(() => grid().scrollTo({ top: far }));
    await waitFor(() => expect(cellOf('r9500', 2)?.getAttribute('aria-invalid')).toBe('true'));
  });

  it('keeps footer sum and average over every row as a cell is edited', async () => {
    const { store } = mount(many(1_000));
    const footer = () => [...document.querySelectorAll('.grid-footer [role="status"]')].map((s) => s.textContent);
    expect(footer()).toEqual(['合计1000', '平均1']);
    await act(() => store.setValue('r999', 'fare', 1001));
    expect(footer()).toEqual(['合计2000', '平均2']);
  });

  it('adds rows as its settings say (count, index where 0 is the bottom) and keeps them for the next visit', async () => {
    const { store } = mount();
    fireEvent.click(screen.getByLabelText('新增设置'));
    fireEvent.change(await screen.findByLabelText('添加行数'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('插入位置（0为最底部）'), { target: { value: '1' } });
    fireEvent.click(addButton());
    expect(store.rowCount).toBe(5);
    expect(store.ids().slice(0, 2).map((id) => store.stateOf(id))).toEqual(['new', 'new']);
    cleanup();
    const again = mount();
    fireEvent.click(addButton());
    expect(again.store.rowCount).toBe(5);
  });

  it('drops a dragged row onto another row\'s place, renumbering, and leaves a disabled row where it is', () => {
    const store = new GridStore([{ key: 'no', title: '序号', isOrder: true }], [{ id: 'a' }, { id: 'b' }, { id: 'c', locked: true }], {
      disabledRows: (row) => row.locked === true,
    });
    dropRow(store, 'a', 'c');
    expect(store.ids()).toEqual(['b', 'c', 'a']);
    expect(store.ids().map((id) => store.value(id, 'no'))).toEqual([1, 2, 3]);
    dropRow(store, 'c', 'b');
    dropRow(store, 'b', undefined);
    expect(store.ids()).toEqual(['b', 'c', 'a']);
  });
});
