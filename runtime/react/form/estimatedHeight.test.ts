import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { estimatedHeight, listHeight } from './estimatedHeight.ts';

const input = (id: string, span?: number): Control => ({ id, compType: 'input', ...(span ? { span } : {}) });

describe('the height a control is assumed to have before it is laid out', () => {
  it('wraps a list into lines by span, each as tall as its tallest control', () => {
    expect(listHeight([input('a', 12), input('b', 12), input('c', 8), input('d', 8), input('e', 8), input('f')])).toBe(3 * 56);
    expect(listHeight([input('a', 12), { id: 't', compType: 'textarea', span: 12, rows: 6 }])).toBe(56 + 5 * 22);
  });

  it('stacks a row by its tallest column, a table by rows of cells, a dynamic table by its rows', () => {
    const row: Control = { id: 'r', compType: 'row', columns: [{ span: 12, list: [input('a'), input('b')] }, { span: 12, list: [input('c')] }] };
    expect(estimatedHeight(row)).toBe(2 * 56);
    const cell = (columns: Control[], hide = false) => ({ col: 1, row: 1, hide, columns });
    const table: Control = { id: 't', compType: 'table', layoutArray: [[cell([input('a')]), cell([input('b'), input('c')], true)]] };
    expect(estimatedHeight(table)).toBe(16 + 8 + 56);
    const dynamic: Control = { id: 'dt', compType: 'dynamicTable', columns: [input('x')] };
    expect(estimatedHeight(dynamic, () => 3) - estimatedHeight(dynamic, () => 1)).toBe(2 * 56);
  });
});
