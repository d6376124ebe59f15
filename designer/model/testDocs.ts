import type { Control, TableCell } from '../../schemas/types.ts';
import { emptyDocument } from './formConfig.ts';
import type { DesignDocument } from './types.ts';

/** Small documents for the model's tests. */
export const field = (id: string, compType = 'input'): Control => ({ id, _id: id, compType, label: id, layout: 'colItem' });

export const row = (id: string, ...columns: Control[][]): Control => ({
  id, _id: id, compType: 'row', layout: 'rowItem', gutter: 0,
  columns: columns.map((list, index) => ({ index, span: 24 / columns.length, list })),
});

export const dynamicTable = (id: string, ...columns: Control[]): Control => ({ id, _id: id, compType: 'dynamicTable', layout: 'dynamicItem', columns });

export const cell = (id: number, extra: Partial<TableCell> = {}): TableCell => ({
  id, col: 1, row: 1, hide: false, compType: 'tdItem', style: { background: '#FFFFFF', width: 35 }, columns: [], ...extra,
});

/** A layout table of `rows` × `cols` unmerged cells numbered from 1 row by row. */
export const table = (id: string, rows = 2, cols = 4): Control => ({
  id, _id: id, compType: 'table', layout: 'tableItem', width: 100, height: 50,
  layoutArray: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r * cols + c + 1))),
});

export const docOf = (...list: Control[]): DesignDocument => ({ ...emptyDocument(), list });

export const ids = (doc: DesignDocument) => doc.list.map((control) => control.id);
