import { describe, expect, it } from 'vitest';
import { insertionTarget } from './insertionTarget.ts';
import { docOf, dynamicTable, field, row, table } from './testDocs.ts';

describe('where Enter on a palette entry adds', () => {
  const doc = docOf(field('a'), row('row_1', [field('r1')], []), table('t', 2, 2), dynamicTable('dt', field('d1')), field('b'));

  it('at the end of the form when nothing is selected', () => {
    expect(insertionTarget(doc, null, 'input')).toEqual({ container: { kind: 'root' }, index: 5 });
  });

  it('right after a selected control, in its own list', () => {
    expect(insertionTarget(doc, { kind: 'control', id: 'a' }, 'input')).toEqual({ container: { kind: 'root' }, index: 1 });
    expect(insertionTarget(doc, { kind: 'control', id: 'r1' }, 'input')).toEqual({ container: { kind: 'row', id: 'row_1', column: 0 }, index: 1 });
  });

  it('into a selected row, dynamic table or cell', () => {
    expect(insertionTarget(doc, { kind: 'control', id: 'row_1' }, 'input')).toEqual({ container: { kind: 'row', id: 'row_1', column: 0 }, index: 1 });
    expect(insertionTarget(doc, { kind: 'control', id: 'dt' }, 'input')).toEqual({ container: { kind: 'dynamic', id: 'dt' }, index: 1 });
    expect(insertionTarget(doc, { kind: 'cell', tableId: 't', row: 1, col: 0 }, 'input')).toEqual({ container: { kind: 'cell', id: 't', row: 1, col: 0 }, index: 0 });
  });

  it('after a selected row or cell that refuses a layout kind: 表格布局 with a row selected goes after the row (issue 19)', () => {
    expect(insertionTarget(doc, { kind: 'control', id: 'row_1' }, 'table')).toEqual({ container: { kind: 'root' }, index: 2 });
    expect(insertionTarget(doc, { kind: 'control', id: 'r1' }, 'row')).toEqual({ container: { kind: 'root' }, index: 2 });
    // A dynamic table keeps its refusals (the command answers with the seed's message).
    expect(insertionTarget(doc, { kind: 'control', id: 'dt' }, 'upload')).toEqual({ container: { kind: 'dynamic', id: 'dt' }, index: 1 });
    expect(insertionTarget(doc, { kind: 'cell', tableId: 't', row: 0, col: 1 }, 'dynamicTable')).toEqual({ container: { kind: 'root' }, index: 3 });
  });
});
