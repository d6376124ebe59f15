/**
 * The form of bench/form.ts: a designed form (formContent) of exactly 1,000 controls of mixed kinds,
 * the way a long registration form is built in the designer: value controls with spans of 24, 12 and
 * 8, rows with three columns, a layout table of 6 × 4 cells and a dynamic table, with some required
 * fields, some pattern rules and dividers between sections. Deterministic: every run builds the same.
 */
import type { Control, FormContent } from '../schemas/types.ts';

const KINDS = ['input', 'select', 'radio', 'checkbox', 'Switch', 'inputNumber', 'date', 'textarea'] as const;
const SPANS = [24, 12, 12, 8, 8, 8];
const OPTIONS = [
  { label: '选项一', value: '1' },
  { label: '选项二', value: '2' },
  { label: '选项三', value: '3' },
];

export const BENCH_CONTROLS = 1000;
const ROWS = 40;
const TABLE_ROWS = 6;
const TABLE_COLS = 4;
const DIVIDERS = 10;
/** Rows the dynamic table starts with (an earlier submission, as when a saved record is edited). */
export const DYNAMIC_ROWS = 5;

export interface BenchForm {
  content: FormContent;
  initialValues: Record<string, unknown>;
  /** Every control object in the tree (containers, dividers and dynamic-table columns included). */
  controls: number;
  /** Keys of the form's values: one per value control, one per dynamic table (its rows). */
  valueKeys: number;
}

function valueControl(n: number, kindIndex: number, span: number): Control {
  const compType = KINDS[kindIndex % KINDS.length];
  const control: Control = { id: `fd_${n}`, compType, label: `字段${n}`, span };
  if (compType === 'select' || compType === 'radio' || compType === 'checkbox') control.options = OPTIONS;
  // One in nine required; one in thirteen text inputs checks a pattern (digits only).
  if (n % 9 === 0) control.required = true;
  if (compType === 'input' && n % 13 === 0) control.rules = [{ rule: '^[0-9]*$', msg: `字段${n}只能是数字` }];
  return control;
}

/** The bench form. Counting: 40 rows × (1 + 6) + table (1 + 24) + dynamic table (1 + 6) + 10 dividers + the rest top-level fields. */
export function benchForm(): BenchForm {
  let n = 0;
  const next = (kind: number, span: number) => valueControl(++n, kind, span);
  const list: Control[] = [];
  const topFields = BENCH_CONTROLS - ROWS * 7 - (1 + TABLE_ROWS * TABLE_COLS) - (1 + 6) - DIVIDERS;
  const sections = DIVIDERS;
  const perSection = Math.ceil(topFields / sections);
  const rowsPerSection = ROWS / sections;
  let placed = 0;
  for (let s = 0; s < sections; s += 1) {
    list.push({ id: `divider_${s + 1}`, compType: 'divider', text: `第${s + 1}部分` });
    for (let i = 0; i < perSection && placed < topFields; i += 1, placed += 1) list.push(next(placed, SPANS[placed % SPANS.length]));
    for (let r = 0; r < rowsPerSection; r += 1) {
      list.push({
        id: `row_${s}_${r}`,
        compType: 'row',
        columns: [0, 1, 2].map((c) => ({ index: c, span: 8, list: [next(r + c, 24), next(r + c + 3, 24)] })),
      });
    }
    if (s === 3) list.push(layoutTable(next));
    if (s === 6) list.push(dynamicTable(next));
  }
  const content: FormContent = {
    list,
    config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 100, gutter: 15, disabled: false },
  };
  const dynamic = list.find((c) => c.compType === 'dynamicTable') as Control;
  const columns = dynamic.columns as Control[];
  const rows = Array.from({ length: DYNAMIC_ROWS }, (_, r) => Object.fromEntries(columns.map((c) => [c.id, c.compType === 'inputNumber' ? r : ''])));
  return { content, initialValues: { [dynamic.id]: rows }, controls: countControls(list), valueKeys: countValueKeys(list) };
}

function layoutTable(next: (kind: number, span: number) => Control): Control {
  let id = 1;
  const layoutArray = Array.from({ length: TABLE_ROWS }, (_, r) =>
    Array.from({ length: TABLE_COLS }, (_, c) => ({
      id: id++,
      compType: 'tdItem' as const,
      col: 1,
      row: 1,
      hide: false,
      style: { background: '#FFFFFF', width: 25 },
      columns: [next(r * TABLE_COLS + c, 24)],
    })),
  );
  return { id: 'table_1', compType: 'table', layoutArray };
}

function dynamicTable(next: (kind: number, span: number) => Control): Control {
  // Kinds a dynamic table allows (api-contract section 8): input, select, number, date, radio, switch.
  const columns = [0, 1, 5, 6, 2, 4].map((kind) => next(kind, 24));
  columns[0].required = true;
  return { id: 'dt_1', compType: 'dynamicTable', label: '家庭成员', showLabel: true, columns };
}

function countControls(list: Control[]): number {
  let count = 0;
  for (const control of list) {
    count += 1;
    if (Array.isArray(control.columns) && control.compType === 'row') {
      for (const column of control.columns as { list: Control[] }[]) count += countControls(column.list);
    } else if (control.compType === 'dynamicTable') {
      count += countControls(control.columns as Control[]);
    } else if (control.compType === 'table') {
      for (const cells of control.layoutArray ?? []) for (const cell of cells) count += countControls(cell.columns);
    }
  }
  return count;
}

function countValueKeys(list: Control[]): number {
  let count = 0;
  for (const control of list) {
    if (control.compType === 'row') for (const column of control.columns as { list: Control[] }[]) count += countValueKeys(column.list);
    else if (control.compType === 'table') for (const cells of control.layoutArray ?? []) for (const cell of cells) count += countValueKeys(cell.columns);
    else if (control.compType !== 'divider') count += 1;
  }
  return count;
}
