import { describe, expect, it } from 'vitest';
import example from '../../fixtures/examples/formContent-resettlement-household.json';
import { tableCells, type TableCell } from '../../schemas/types.ts';
import { counterIds } from './ids.ts';
import { appendColumn, appendRow, deleteColumn, deleteRow, mergeDown, mergeRight, splitCell, updateCell } from './tableCommands.ts';
import { anchorOf, canDeleteColumn, canDeleteRow, canMergeDown, canMergeRight, canSplit, cellMenuAvailability } from './tableGrid.ts';
import { cell, docOf, field, table } from './testDocs.ts';
import type { DesignDocument, EditResult } from './types.ts';

const ok = (result: EditResult): DesignDocument => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.doc;
};
const grid = (doc: DesignDocument) => tableCells(doc.list[0]);
/** The grid as text: col×row for visible cells, '-' for hidden ones. */
const shape = (cells: TableCell[][]) => cells.map((r) => r.map((c) => (c.hide ? '-' : `${c.col}x${c.row}`)).join(' '));
const at = (row: number, col: number) => ({ tableId: 't', row, col });

describe('seed 001 §2 table layout designer: merge right', () => {
  it('increases col and hides the swallowed cell', () => {
    const doc = ok(mergeRight(docOf(table('t')), at(0, 0)));
    expect(shape(grid(doc))).toEqual(['2x1 - 1x1 1x1', '1x1 1x1 1x1 1x1']);
  });

  it('is offered only when the neighbour is an unmerged visible cell', () => {
    const merged = grid(ok(mergeRight(docOf(table('t')), at(0, 1))));
    expect(canMergeRight(merged, 0, 0)).toBe(false); // the neighbour is merged (2×1)
    expect(canMergeRight(merged, 0, 1)).toBe(true); // the next one beyond the merged span is plain
    expect(canMergeRight(merged, 0, 3)).toBe(false); // no neighbour at the edge
    const hidden = grid(ok(mergeDown(docOf(table('t')), at(0, 1))));
    expect(canMergeRight(hidden, 1, 0)).toBe(false); // the neighbour is hidden
  });

  it('a cell spanning two rows merges right only when both cells to its right are plain, and swallows both', () => {
    let doc = ok(mergeDown(docOf(table('t')), at(0, 0)));
    expect(canMergeRight(grid(doc), 0, 0)).toBe(true);
    doc = ok(mergeRight(doc, at(0, 0)));
    expect(shape(grid(doc))).toEqual(['2x2 - 1x1 1x1', '- - 1x1 1x1']);
  });

  it('moves the controls of a swallowed cell into the merged cell', () => {
    const start = docOf({ ...table('t', 1, 2), layoutArray: [[cell(1, { columns: [field('a')] }), cell(2, { columns: [field('b')] })]] });
    const merged = grid(ok(mergeRight(start, at(0, 0))));
    expect(merged[0][0].columns.map((c) => c.id)).toEqual(['a', 'b']);
    expect(merged[0][1].columns).toEqual([]);
  });

  it('refuses when not offered', () => {
    expect(mergeRight(docOf(table('t')), at(0, 3))).toEqual({ ok: false, message: '当前单元格不能执行该操作' });
  });
});

describe('merge down', () => {
  it('increases row and hides the swallowed cell', () => {
    expect(shape(grid(ok(mergeDown(docOf(table('t')), at(0, 2)))))).toEqual(['1x1 1x1 1x2 1x1', '1x1 1x1 - 1x1']);
  });

  it('is offered only when the cell below is an unmerged visible cell', () => {
    const doc = docOf(table('t', 3, 2));
    expect(canMergeDown(grid(doc), 2, 0)).toBe(false); // last row
    const below = grid(ok(mergeRight(doc, at(1, 0))));
    expect(canMergeDown(below, 0, 0)).toBe(false); // the cell below is merged
    expect(canMergeDown(below, 0, 1)).toBe(false); // the cell below is hidden
  });
});

describe('split', () => {
  it('resets a merged cell to 1×1 and unhides the swallowed cells', () => {
    let doc = ok(mergeRight(docOf(table('t')), at(0, 0)));
    doc = ok(mergeDown(doc, at(0, 0)));
    expect(shape(grid(doc))).toEqual(['2x2 - 1x1 1x1', '- - 1x1 1x1']);
    expect(canSplit(grid(doc), 0, 0)).toBe(true);
    doc = ok(splitCell(doc, at(0, 0)));
    expect(shape(grid(doc))).toEqual(['1x1 1x1 1x1 1x1', '1x1 1x1 1x1 1x1']);
  });

  it('is offered only when the cell is merged', () => {
    const doc = docOf(table('t'));
    expect(canSplit(grid(doc), 0, 0)).toBe(false);
    expect(splitCell(doc, at(0, 0)).ok).toBe(false);
  });
});

describe('append and delete rows and columns', () => {
  it('appends a row of plain cells styled like the last row, with new numeric ids', () => {
    const doc = ok(appendRow(docOf(table('t')), 't', counterIds(100)));
    const cells = grid(doc);
    expect(shape(cells)).toHaveLength(3);
    expect(cells[2].map((c) => c.id)).toEqual([100, 101, 102, 103]);
    expect(cells[2][0].style).toEqual(cells[1][0].style);
  });

  it('appends a column of white content cells to every row', () => {
    const cells = grid(ok(appendColumn(docOf(table('t')), 't', counterIds(100))));
    expect(shape(cells)).toEqual(['1x1 1x1 1x1 1x1 1x1', '1x1 1x1 1x1 1x1 1x1']);
    expect(cells[0][4]).toMatchObject({ id: 100, style: { background: '#FFFFFF', width: 35 }, compType: 'tdItem' });
  });

  it('deletes a row or a column, with the controls in it', () => {
    const start = docOf({ ...table('t', 2, 2), layoutArray: [[cell(1, { columns: [field('a')] }), cell(2)], [cell(3), cell(4)]] });
    expect(grid(ok(deleteRow(start, at(0, 0)))).map((r) => r.map((c) => c.id))).toEqual([[3, 4]]);
    expect(grid(ok(deleteColumn(start, at(0, 0)))).map((r) => r.map((c) => c.id))).toEqual([[2], [4]]);
  });

  it('keeps the last row and the last column', () => {
    const doc = docOf(table('t', 1, 1));
    expect(canDeleteRow(grid(doc), 0)).toBe(false);
    expect(canDeleteColumn(grid(doc), 0)).toBe(false);
    expect(deleteRow(doc, at(0, 0)).ok).toBe(false);
  });

  it('does not cut through a merged cell: split it first', () => {
    const down = grid(ok(mergeDown(docOf(table('t', 3, 2)), at(0, 0))));
    expect(canDeleteRow(down, 0)).toBe(false);
    expect(canDeleteRow(down, 1)).toBe(false);
    expect(canDeleteRow(down, 2)).toBe(true);
    const right = grid(ok(mergeRight(docOf(table('t', 2, 3)), at(0, 0))));
    expect(canDeleteColumn(right, 0)).toBe(false);
    expect(canDeleteColumn(right, 1)).toBe(false);
    expect(canDeleteColumn(right, 2)).toBe(true);
    expect(canDeleteRow(right, 0)).toBe(true); // a sideways merge goes with its row
  });
});

describe('the context menu of a cell', () => {
  it('enables exactly the available actions', () => {
    const doc = ok(mergeRight(docOf(table('t')), at(0, 0)));
    expect(cellMenuAvailability(grid(doc), 0, 0)).toEqual({
      mergeRight: true, mergeDown: true, split: true, appendRow: true, deleteRow: true, appendColumn: true, deleteColumn: false,
    });
    expect(cellMenuAvailability(grid(doc), 1, 3)).toEqual({
      mergeRight: false, mergeDown: false, split: false, appendRow: true, deleteRow: true, appendColumn: true, deleteColumn: true,
    });
  });

  it('finds the merged cell covering a hidden one', () => {
    const doc = ok(mergeDown(ok(mergeRight(docOf(table('t')), at(0, 1))), at(0, 1)));
    expect(anchorOf(grid(doc), 1, 2)).toEqual([0, 1]);
    expect(anchorOf(grid(doc), 1, 3)).toEqual([1, 3]);
  });
});

describe('cell properties', () => {
  it('changes the style of a cell but not its structure', () => {
    const doc = ok(updateCell(docOf(table('t')), at(0, 0), { style: { background: '#000000', width: 20 }, col: 5, id: 99 }));
    expect(grid(doc)[0][0]).toMatchObject({ id: 1, col: 1, style: { background: '#000000', width: 20 } });
  });
});

describe('the example form of the older designer', () => {
  it('reads its merged cell (col 3, two hidden cells) as the seed describes', () => {
    const tableControl = (example as unknown as DesignDocument).list.find((c) => c.compType === 'table')!;
    const cells = tableCells(tableControl);
    expect(canSplit(cells, 0, 1)).toBe(true);
    expect(anchorOf(cells, 0, 3)).toEqual([0, 1]);
    expect(canMergeRight(cells, 0, 0)).toBe(false);
  });
});
