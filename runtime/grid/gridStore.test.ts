import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridStore, GridValidationError, type GridColumn } from './gridStore.ts';

const columns: GridColumn[] = [
  { key: 'no', title: '序号', isOrder: true },
  { key: 'name', title: '站点名称', validateRules: [{ required: true }, { unique: true }] },
  { key: 'phone', title: '联系电话', validateRules: [{ pattern: 'm' }] },
  { key: 'fare', title: '票价', statistics: ['sum', 'average'], defaultValue: 2 },
];
const loaded = () => [
  { id: 'a', name: '北门', phone: '13812345678', fare: 1 },
  { id: 'b', name: '南门', phone: '', fare: 3 },
];

describe('the editable table store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('numbers rows, and a new row takes the defaults and a temporary id of six random characters', () => {
    const store = new GridStore(columns, loaded());
    expect(store.ids()).toEqual(['a', 'b']);
    expect(store.value('b', 'no')).toBe(2);
    const added = store.addRows({ count: 2 });
    if (!('ids' in added)) throw new Error(added.refused);
    expect(added.ids).toHaveLength(2);
    for (const id of added.ids) {
      expect(id).toMatch(/^new_[a-z0-9]{6}$/);
      expect(store.stateOf(id)).toBe('new');
      expect(store.value(id, 'fare')).toBe(2);
    }
    expect(store.ids().slice(0, 2)).toEqual(['a', 'b']);
    expect(store.value(added.ids[1] as string, 'no')).toBe(4);
  });

  it('adds at a position (0 is the bottom) and refuses a count below 1 or a position past the rows', () => {
    const store = new GridStore(columns, loaded());
    const first = store.addRows({ index: 1 });
    expect('ids' in first && store.ids()[0] === first.ids[0]).toBe(true);
    expect(store.addRows({ count: 0 })).toEqual({ refused: '添加行数至少为1' });
    expect(store.addRows({ index: 9 })).toEqual({ refused: '插入位置应在0到3之间（0为最底部）' });
  });

  it('refuses a second insert within 1500 ms, and takes one after', () => {
    const store = new GridStore(columns, loaded());
    expect('ids' in store.insertRows('b')).toBe(true);
    vi.advanceTimersByTime(1499);
    expect(store.insertRows('b')).toEqual({ refused: '你点击的太快了，请慢点点击!' });
    vi.advanceTimersByTime(1);
    const later = store.insertRows('a');
    expect('ids' in later && store.ids()[0] === later.ids[0]).toBe(true);
    expect(store.ids().map((id) => store.value(id, 'no'))).toEqual([1, 2, 3, 4]);
  });

  it('moves rows up, down and by drag, renumbering them', () => {
    const store = new GridStore(columns, [...loaded(), { id: 'c', name: '东门', fare: 0 }]);
    store.moveDown('a');
    expect(store.ids()).toEqual(['b', 'a', 'c']);
    store.moveUp('c');
    expect(store.ids()).toEqual(['b', 'c', 'a']);
    store.move('a', 0);
    expect(store.ids()).toEqual(['a', 'b', 'c']);
    store.moveUp('a');
    expect(store.ids()).toEqual(['a', 'b', 'c']);
    expect(store.ids().map((id) => store.value(id, 'no'))).toEqual([1, 2, 3]);
  });

  it('drops a deleted new row and reports a deleted loaded row among the removed ids', () => {
    const store = new GridStore(columns, loaded());
    const added = store.addRows();
    if (!('ids' in added)) throw new Error(added.refused);
    store.select(['a', ...added.ids], true);
    store.remove(['a', ...added.ids]);
    expect(store.ids()).toEqual(['b']);
    expect(store.removedIds()).toEqual(['a']);
    expect(store.selectedIds()).toEqual([]);
    expect(store.value('b', 'no')).toBe(1);
  });

  it('keeps disabled rows from being selected or edited', () => {
    const store = new GridStore(columns, loaded(), { disabledRows: (row) => row.name === '北门' });
    store.selectAll(true);
    expect(store.selectedIds()).toEqual(['b']);
    void store.setValue('a', 'name', '改名');
    expect(store.value('a', 'name')).toBe('北门');
  });

  it('checks a cell as it is typed: the first failing rule, required before a pattern, a preset by its name', async () => {
    const store = new GridStore(columns, loaded());
    expect(await store.setValue('a', 'name', '')).toBe('站点名称不能为空');
    expect(await store.setValue('a', 'phone', '1381234')).toBe('联系电话应为手机号码');
    expect(store.error('a', 'phone')).toBe('联系电话应为手机号码');
    expect(await store.setValue('a', 'phone', '13912345678')).toBeUndefined();
    expect(store.error('a', 'phone')).toBeUndefined();
  });

  it('marks both rows of a repeated unique value, and clears the other when one changes', async () => {
    const store = new GridStore(columns, loaded());
    await store.setValue('b', 'name', '北门');
    expect(store.error('a', 'name')).toBe('站点名称不能重复');
    expect(store.error('b', 'name')).toBe('站点名称不能重复');
    await store.setValue('b', 'name', '西门');
    expect(store.error('a', 'name')).toBeUndefined();
    await store.setValue('b', 'name', '北门');
    store.remove(['b']);
    expect(store.error('a', 'name')).toBeUndefined();
  });

  it('keeps footer sum and average over every row through edits, adds and deletes', async () => {
    const store = new GridStore(columns, loaded());
    expect(store.statistic('fare', 'sum')).toBe(4);
    expect(store.statistic('fare', 'average')).toBe(2);
    await store.setValue('a', 'fare', '5.5');
    expect(store.statistic('fare', 'sum')).toBe(8.5);
    store.addRows();
    expect(store.statistic('fare', 'sum')).toBe(10.5);
    expect(store.statistic('fare', 'average')).toBe(3.5);
    store.remove(['b']);
    expect(store.statistic('fare', 'sum')).toBe(7.5);
  });

  it('rejects getValues with every failing cell in table order, and resolves rows with states and removed ids once fixed', async () => {
    vi.useRealTimers();
    const store = new GridStore(columns, loaded());
    const added = store.addRows();
    if (!('ids' in added)) throw new Error(added.refused);
    const id = added.ids[0] as string;
    await store.setValue('a', 'phone', '123');
    const refused = await store.getValues().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GridValidationError);
    expect((refused as GridValidationError).errors).toEqual([
      { rowId: 'a', key: 'phone', message: '联系电话应为手机号码' },
      { rowId: id, key: 'name', message: '站点名称不能为空' },
    ]);
    await store.setValue('a', 'phone', '');
    await store.setValue(id, 'name', '西门');
    store.remove(['b']);
    const values = await store.getValues();
    expect(values.removedIds).toEqual(['b']);
    expect(values.rows.map((r) => [r.id, r.$state, r.no])).toEqual([['a', 'existing', 1], [id, 'new', 2]]);
  });

  it('runs custom handlers, async ones too, and ignores the answer of a check an edit has overtaken', async () => {
    vi.useRealTimers();
    const answers: ((message: string | undefined) => void)[] = [];
    const store = new GridStore([{ key: 'code', title: '编码', validateRules: [{ handler: () => new Promise((resolve) => answers.push(resolve)) }] }], [{ id: 'a', code: 'x' }]);
    const first = store.setValue('a', 'code', 'taken');
    const second = store.setValue('a', 'code', 'free');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(undefined);
    answers[0]?.('编码已被使用');
    expect(await second).toBeUndefined();
    await first;
    expect(store.error('a', 'code')).toBeUndefined();
  });

  it('tells a cell subscriber of its own changes only', async () => {
    const store = new GridStore(columns, loaded());
    const heardA = vi.fn();
    const heardB = vi.fn();
    store.subscribeCell('a', 'phone', heardA);
    store.subscribeCell('b', 'phone', heardB);
    await store.setValue('a', 'phone', '1');
    expect(heardA).toHaveBeenCalled();
    expect(heardB).not.toHaveBeenCalled();
  });

  it('validates a large table in slices, yielding to the browser between them', async () => {
    vi.useRealTimers();
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: `r${i}`, name: `站${i}`, phone: i === 19_500 ? 'bad' : '', fare: i }));
    let yields = 0;
    // A slice shorter than any row's check: it yields after every row.
    const store = new GridStore(columns, rows, { yieldToBrowser: async () => void (yields += 1), sliceMs: -1 });
    const errors = await store.validateAll();
    expect(errors).toEqual([{ rowId: 'r19500', key: 'phone', message: '联系电话应为手机号码' }]);
    expect(yields).toBe(20_000);
    expect(store.statistic('fare', 'sum')).toBe((19_999 * 20_000) / 2);
  });
});

describe('what the table listens to', () => {
  it('tells the layout listeners of rows coming, moving and being selected, not of a typed value', async () => {
    const store = new GridStore(columns, loaded());
    const layout = vi.fn();
    const any = vi.fn();
    store.subscribeLayout(layout);
    store.subscribe(any);
    await store.setValue('a', 'name', '西门');
    expect(any).toHaveBeenCalledTimes(1);
    expect(layout).not.toHaveBeenCalled();
    store.addRows();
    store.moveDown('a');
    store.select(['a'], true);
    expect(layout).toHaveBeenCalledTimes(3);
  });

  it('asks the table to reveal the first failing cell of a whole-table check, and nothing when all pass', async () => {
    const store = new GridStore(columns, [...loaded(), { id: 'c', name: '', phone: 'x' }], { yieldToBrowser: () => Promise.resolve() });
    const revealed = vi.fn();
    store.onReveal(revealed);
    await store.validateAll();
    expect(revealed).toHaveBeenCalledTimes(1);
    expect(revealed).toHaveBeenCalledWith({ rowId: 'c', key: 'name', message: '站点名称不能为空' });
    store.remove(['c']);
    await store.validateAll();
    expect(revealed).toHaveBeenCalledTimes(1);
  });
});
