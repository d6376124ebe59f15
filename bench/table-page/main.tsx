/**
 * The page of bench/table.ts: 10,000 rows x 20 columns of every kind the editable table edits, in
 * the product's EditableGrid or in antd's own read-only virtual Table (the reference), and an antd
 * Input alone (the keystroke reference). `bench.*` answers figures in milliseconds.
 */
import { Input, Table } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import type { CellKindName, GridColumnView } from '../../runtime/grid/cellKinds.tsx';
import { EditableGrid } from '../../runtime/grid/EditableGrid.tsx';
import { GridStore, type GridColumn } from '../../runtime/grid/gridStore.ts';

const ROWS = 10_000;
const KINDS: CellKindName[] = ['input', 'inputNumber', 'select', 'checkbox', 'date', 'datetime', 'time', 'textarea'];
const OPTIONS = [{ value: '1', text: '正常' }, { value: '0', text: '停用' }];

const views: GridColumnView[] = Array.from({ length: 20 }, (_, i) => {
  const type = KINDS[i % KINDS.length] as CellKindName;
  return { key: `c${i}`, title: `列${i + 1}`, type, options: type === 'select' ? OPTIONS : undefined, required: i % 5 === 0 };
});
const storeColumns: GridColumn[] = views.map((v, i) => ({
  key: v.key,
  title: v.title,
  statistics: v.type === 'inputNumber' ? ['sum', 'average'] : undefined,
  validateRules: [...(v.required ? [{ required: true }] : []), ...(v.type === 'inputNumber' ? [{ pattern: 'n' }] : []), ...(i === 0 ? [{ unique: true }] : [])],
}));

function value(type: CellKindName, row: number, col: number): unknown {
  switch (type) {
    case 'inputNumber': return row % 100;
    case 'select': return row % 2 ? '1' : '0';
    case 'checkbox': return row % 3 === 0;
    case 'date': return '2026-11-26';
    case 'datetime': return '2026-11-26 09:30:00';
    case 'time': return '09:30:00';
    default: return `第${row + 1}行${col + 1}列`;
  }
}
const data = Array.from({ length: ROWS }, (_, r) => {
  const row: Record<string, unknown> = { id: `r${r}` };
  views.forEach((v, c) => (row[v.key] = value(v.type, r, c)));
  return row as { id: string };
});
// The last row of the table breaks the rule of the first column (unique): validation has one error to find.
(data[9_500] as Record<string, unknown>).c0 = (data[9_499] as Record<string, unknown>).c0;

const afterNextPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now());
  channel.port2.postMessage(null);
}));

let root: Root | undefined;
let store: GridStore | undefined;
const container = () => document.getElementById('root') as HTMLElement;

function unmount() {
  root?.unmount();
  root = undefined;
}

async function mount(mode: 'grid' | 'antd'): Promise<number> {
  unmount();
  await afterNextPaint();
  const start = performance.now();
  root = createRoot(container());
  if (mode === 'grid') {
    store = new GridStore(storeColumns, data);
    root.render(<EditableGrid store={store} columns={views} statistics={{ c1: ['sum', 'average'] }} maxHeight={600} label="性能测试" />);
  } else {
    const columns = views.map((v) => ({ key: v.key, dataIndex: v.key, title: v.title, width: v.type === 'datetime' ? 190 : v.type === 'date' ? 135 : 120, render: (x: unknown) => (typeof x === 'boolean' ? (x ? '✓' : '') : String(x ?? '')) }));
    root.render(<Table rowKey="id" virtual scroll={{ x: 2800, y: 600 }} pagination={false} columns={columns} dataSource={data} />);
  }
  return (await afterNextPaint()) - start;
}

/** Scrolls to row 9,000 and back in steps of one frame each, and answers every frame's length. */
async function scroll(mode: 'grid' | 'antd'): Promise<number[]> {
  const scroller = (mode === 'grid' ? container().querySelector('[role=grid]') : container().querySelector('.ant-table-tbody-virtual-holder')) as HTMLElement;
  const target = 9_000 * (mode === 'grid' ? 61 : (container().querySelector('.ant-table-row') as HTMLElement).offsetHeight);
  const steps = 60;
  const frames: number[] = [];
  let last = await afterNextPaint();
  for (const goal of [target, 0]) {
    const from = scroller.scrollTop;
    for (let i = 1; i <= steps; i += 1) {
      scroller.scrollTop = from + ((goal - from) * i) / steps;
      // antd's virtual list listens to wheel and scroll events; the grid to scroll.
      scroller.dispatchEvent(new Event('scroll'));
      const now = await afterNextPaint();
      frames.push(now - last);
      last = now;
    }
  }
  return frames;
}

/** Validates every cell; answers the time, the long tasks meanwhile and the errors found. */
async function validate(): Promise<{ ms: number; longTasks: number[]; errors: number }> {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => Math.round(e.duration))));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const errors = await (store as GridStore).validateAll();
  const ms = performance.now() - start;
  await afterNextPaint();
  observer.disconnect();
  return { ms, longTasks, errors: errors.length };
}

function mountInput(): void {
  unmount();
  root = createRoot(container());
  root.render(<Input id="alone" style={{ width: 200 }} />);
}

/** Times from each keydown to the second frame after it, for the focused element. */
function keystrokes(): () => number[] {
  const times: number[] = [];
  const listener = (event: KeyboardEvent) => {
    const at = event.timeStamp;
    requestAnimationFrame(() => requestAnimationFrame(() => times.push(performance.now() - at)));
  };
  document.addEventListener('keydown', listener, true);
  return () => {
    document.removeEventListener('keydown', listener, true);
    return times;
  };
}

let stopKeys: (() => number[]) | undefined;
Object.assign(window, {
  bench: {
    mount,
    scroll,
    validate,
    mountInput,
    sum: () => store?.statistic('c1', 'sum'),
    startKeys: () => (stopKeys = keystrokes()),
    stopKeys: () => stopKeys?.() ?? [],
  },
});
