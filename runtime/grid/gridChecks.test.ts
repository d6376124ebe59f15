import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToIdle } from './gridChecks.ts';
import { GridStore, type GridColumn } from './gridStore.ts';

const columns: GridColumn[] = [
  { key: 'name', title: '站点名称', validateRules: [{ required: true }, { unique: true }] },
  { key: 'phone', title: '联系电话', validateRules: [{ pattern: 'm' }] },
];

describe('the whole-table check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never works longer than a slice before giving the thread back', async () => {
    // A clock that moves 1 ms each time it is read, i.e. about once per row.
    let now = 0;
    const clock = () => (now += 1);
    const workSinceYield: number[] = [];
    let sliceStart = 0;
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `站${i}`, phone: '' }));
    const store = new GridStore(columns, rows, {
      clock,
      sliceMs: 8,
      yieldToBrowser: async () => {
        workSinceYield.push(now - sliceStart);
        sliceStart = now;
      },
    });
    expect(await store.validateAll()).toEqual([]);
    expect(workSinceYield.length).toBeGreaterThan(40);
    expect(Math.max(...workSinceYield)).toBeLessThanOrEqual(10);
  });

  it('waits for the browser to be idle between slices where it can tell', async () => {
    const idle = vi.fn((callback: () => void, _options?: IdleRequestOptions) => setTimeout(callback, 0));
    vi.stubGlobal('requestIdleCallback', idle);
    await yieldToIdle();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 50 });
  });

  it('keeps the error of a far row however the rows are drawn, and clears it once fixed', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `站${i}`, phone: i === 9_500 ? '123' : '' }));
    const store = new GridStore(columns, rows, { yieldToBrowser: () => Promise.resolve() });
    expect(await store.validateAll()).toEqual([{ rowId: 'r9500', key: 'phone', message: '联系电话应为手机号码' }]);
    expect(store.error('r9500', 'phone')).toBe('联系电话应为手机号码');
    await store.setValue('r9500', 'phone', '13812345678');
    expect(store.errorCount()).toBe(0);
  });
});
