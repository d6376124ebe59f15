import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import { checkFormContent } from '../../schemas/validate.ts';
import { rowColumns, tableCells, walkControls, type Control } from '../../schemas/types.ts';
import { addControl, copyControl, deleteControl, moveControl } from './commands.ts';
import { counterIds } from './ids.ts';
import { cell, docOf, dynamicTable, field, ids, row, table } from './testDocs.ts';
import type { DesignDocument, EditResult } from './types.ts';

const ok = (result: EditResult): DesignDocument => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.doc;
};
const refusal = (result: EditResult) => (result.ok ? undefined : result.message);
const root = { kind: 'root' } as const;

describe('add from the palette (seed 001 §2)', () => {
  it('clones the catalogue defaults with fd_ + a unique number, _id equal to id', () => {
    const result = addControl(docOf(), 'input', { container: root, index: 0 }, counterIds(1676000000001));
    const doc = ok(result);
    const [control] = doc.list;
    expect(control).toMatchObject({ id: 'fd_1676000000001', _id: 'fd_1676000000001', compType: 'input', compName: '单行文本', maxLength: 50, label: '单行文本' });
    expect(result.ok && result.select).toEqual({ kind: 'control', id: 'fd_1676000000001' });
  });

  it('gives rows row_ and layout tables table_ ids; table cells get numeric ids in the default 2 × 4 layout', () => {
    const source = counterIds(10);
    let doc = ok(addControl(docOf(), 'row', { container: root, index: 0 }, source));
    doc = ok(addControl(doc, 'table', { container: root, index: 1 }, source));
    expect(ids(doc)).toEqual(['row_10', 'table_11']);
    const cells = tableCells(doc.list[1]);
    expect(cells).toHaveLength(2);
    expect(cells.every((r) => r.length === 4)).toBe(true);
    expect(cells.flat().map((c) => c.id)).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(cells[0].map((c) => c.style)).toEqual([
      { background: '#F6F6F6', width: 15 }, { background: '#FFFFFF', width: 35 },
      { background: '#F6F6F6', width: 15 }, { background: '#FFFFFF', width: 35 },
    ]);
  });

  it('never reuses an id that the document already has', () => {
    const doc = ok(addControl(docOf(field('fd_1')), 'input', { container: root, index: 1 }, counterIds(1)));
    expect(ids(doc)).toEqual(['fd_1', 'fd_2']);
  });

  it('does not share the catalogue defaults: a new control is a deep copy', () => {
    const doc = ok(addControl(docOf(), 'select', { container: root, index: 0 }, counterIds()));
    const defaults = controlKinds.find((k) => k.compType === 'select')!.defaults;
    expect(doc.list[0].options).toEqual(defaults.options);
    expect(doc.list[0].options).not.toBe(defaults.options);
  });

  it('inserts at the index in a row column, a table cell and a dynamic table', () => {
    const start = docOf(row('row_1', [field('a')], []), table('table_2', 1, 2), dynamicTable('dt_3', field('c1')));
    let doc = ok(addControl(start, 'date', { container: { kind: 'row', id: 'row_1', column: 0 }, index: 0 }, counterIds(100)));
    doc = ok(addControl(doc, 'text', { container: { kind: 'cell', id: 'table_2', row: 0, col: 1 }, index: 0 }, counterIds(200)));
    doc = ok(addControl(doc, 'inputNumber', { container: { kind: 'dynamic', id: 'dt_3' }, index: 1 }, counterIds(300)));
    expect(rowColumns(doc.list[0])[0].list.map((c) => c.id)).toEqual(['fd_100', 'a']);
    expect(tableCells(doc.list[1])[0][1].columns.map((c) => c.id)).toEqual(['fd_200']);
    expect((doc.list[2].columns as Control[]).map((c) => c.id)).toEqual(['c1', 'fd_300']);
  });

  it('every new control of every palette kind passes the meta-schema', () => {
    let doc = docOf();
    const source = counterIds(1);
    for (const kind of controlKinds.filter((k) => k.group !== 'none')) {
      doc = ok(addControl(doc, kind.compType, { container: root, index: doc.list.length }, source));
    }
    expect(checkFormContent(doc)).toEqual({ ok: true, value: doc });
  });

  it('refuses with the placement message and leaves the document alone', () => {
    const start = docOf(row('row_1', []), dynamicTable('dt_2'), table('table_3', 1, 1));
    expect(refusal(addControl(start, 'row', { container: { kind: 'row', id: 'row_1', column: 0 }, index: 0 }, counterIds()))).toBe('布局组件不允许被嵌套！');
    expect(refusal(addControl(start, 'upload', { container: { kind: 'dynamic', id: 'dt_2' }, index: 0 }, counterIds()))).toBe('该组件不允许被放入动态表格内！');
    expect(refusal(addControl(start, 'table', { container: { kind: 'dynamic', id: 'dt_2' }, index: 0 }, counterIds()))).toBe('布局组件不允许放入动态表格！');
    expect(refusal(addControl(start, 'row', { container: { kind: 'cell', id: 'table_3', row: 0, col: 0 }, index: 0 }, counterIds()))).toBe('该组件不允许被放入表格内！');
  });

  it('refuses a dynamic table when config.dynamicTableAllowed is false', () => {
    const start = { ...docOf(), config: { ...docOf().config, dynamicTableAllowed: false } };
    expect(refusal(addControl(start, 'dynamicTable', { container: root, index: 0 }, counterIds()))).toBe('表单设置不允许使用动态表格！');
  });

  it('refuses an unknown kind, a table cell and a container that is not there', () => {
    expect(refusal(addControl(docOf(), 'nope', { container: root, index: 0 }, counterIds()))).toBe('未知的组件类型：nope');
    expect(refusal(addControl(docOf(), 'tdItem', { container: root, index: 0 }, counterIds()))).toBe('未知的组件类型：tdItem');
    expect(refusal(addControl(docOf(), 'input', { container: { kind: 'row', id: 'gone', column: 0 }, index: 0 }, counterIds()))).toBe('组件不存在或已被删除');
  });
});

describe('move and reorder', () => {
  const start = () => docOf(field('a'), field('b'), field('c'), row('row_1', [field('r1')], []), table('table_1', 1, 2), dynamicTable('dt_1', field('d1')));

  it('reorders within the top level (index = the place taken after the move)', () => {
    expect(ids(ok(moveControl(start(), 'a', { container: root, index: 2 })))).toEqual(['b', 'c', 'a', 'row_1', 'table_1', 'dt_1']);
    expect(ids(ok(moveControl(start(), 'c', { container: root, index: 0 })))).toEqual(['c', 'a', 'b', 'row_1', 'table_1', 'dt_1']);
  });

  it('moves into a row column, a table cell and a dynamic table, and back out', () => {
    let doc = ok(moveControl(start(), 'a', { container: { kind: 'row', id: 'row_1', column: 1 }, index: 0 }));
    expect(rowColumns(doc.list[2])[1].list.map((c) => c.id)).toEqual(['a']);
    doc = ok(moveControl(doc, 'b', { container: { kind: 'cell', id: 'table_1', row: 0, col: 1 }, index: 0 }));
    expect(tableCells(doc.list[2])[0][1].columns.map((c) => c.id)).toEqual(['b']);
    doc = ok(moveControl(doc, 'c', { container: { kind: 'dynamic', id: 'dt_1' }, index: 0 }));
    expect((doc.list[2].columns as Control[]).map((c) => c.id)).toEqual(['c', 'd1']);
    doc = ok(moveControl(doc, 'r1', { container: root, index: 0 }));
    expect(ids(doc)).toEqual(['r1', 'row_1', 'table_1', 'dt_1']);
  });

  it('moves into a container that sits after the moved control in the same list', () => {
    const doc = ok(moveControl(start(), 'a', { container: { kind: 'dynamic', id: 'dt_1' }, index: 1 }));
    expect((doc.list[4].columns as Control[]).map((c) => c.id)).toEqual(['d1', 'a']);
  });

  it('moves between two row columns', () => {
    const doc = ok(moveControl(start(), 'r1', { container: { kind: 'row', id: 'row_1', column: 1 }, index: 0 }));
    expect(rowColumns(doc.list[3]).map((column) => column.list.map((c) => c.id))).toEqual([[], ['r1']]);
  });

  it('refuses placements with their message: row into a row, table into a dynamic table, row into a cell', () => {
    const doc = docOf(row('row_1', []), row('row_2', []), table('table_1', 1, 1), dynamicTable('dt_1'), field('up', 'upload'));
    expect(refusal(moveControl(doc, 'row_2', { container: { kind: 'row', id: 'row_1', column: 0 }, index: 0 }))).toBe('布局组件不允许被嵌套！');
    expect(refusal(moveControl(doc, 'table_1', { container: { kind: 'dynamic', id: 'dt_1' }, index: 0 }))).toBe('布局组件不允许放入动态表格！');
    expect(refusal(moveControl(doc, 'row_1', { container: { kind: 'cell', id: 'table_1', row: 0, col: 0 }, index: 0 }))).toBe('该组件不允许被放入表格内！');
    expect(refusal(moveControl(doc, 'up', { container: { kind: 'dynamic', id: 'dt_1' }, index: 0 }))).toBe('该组件不允许被放入动态表格内！');
  });

  it('refuses a container dropped into itself', () => {
    const doc = docOf(row('row_1', []));
    expect(refusal(moveControl(doc, 'row_1', { container: { kind: 'row', id: 'row_1', column: 0 }, index: 0 }))).toBe('布局组件不允许被嵌套！');
  });

  it('a move to where the control already is gives back the same document', () => {
    const doc = start();
    const result = moveControl(doc, 'b', { container: root, index: 1 });
    expect(result.ok && result.doc).toBe(doc);
  });

  it('keeps every untouched control the same object (the canvas re-renders only what changed)', () => {
    const doc = start();
    const next = ok(moveControl(doc, 'a', { container: root, index: 1 }));
    expect(next.list[2]).toBe(doc.list[2]);
    expect(next.list[3]).toBe(doc.list[3]);
  });
});

describe('copy (复制) and delete (删除)', () => {
  it('copies a control right after itself with a new fd_ id and selects the copy', () => {
    const result = copyControl(docOf(field('fd_1'), field('fd_2')), 'fd_1', counterIds(50));
    expect(result.ok && ids(result.doc)).toEqual(['fd_1', 'fd_50', 'fd_2']);
    expect(result.ok && result.doc.list[1]).toMatchObject({ id: 'fd_50', _id: 'fd_50', label: 'fd_1' });
    expect(result.ok && result.select).toEqual({ kind: 'control', id: 'fd_50' });
  });

  it('copies a row deeply: row_ id, new fd_ ids inside, nothing shared with the original', () => {
    const doc = ok(copyControl(docOf(row('row_1', [field('fd_1')], [field('fd_2')])), 'row_1', counterIds(60)));
    const copy = doc.list[1];
    expect(copy.id).toBe('row_60');
    expect(rowColumns(copy).map((c) => c.list.map((x) => [x.id, x._id]))).toEqual([[['fd_61', 'fd_61']], [['fd_62', 'fd_62']]]);
    expect(rowColumns(doc.list[0])[0].list[0].id).toBe('fd_1');
    const all = [...walkControls(doc.list)].map((x) => x.control.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('copies a layout table with new cell ids and new ids for the controls in its cells', () => {
    const start = docOf({ ...table('table_1', 1, 2), layoutArray: [[cell(1, { columns: [field('fd_1')] }), cell(2)]] });
    const copy = ok(copyControl(start, 'table_1', counterIds(70))).list[1];
    expect(copy.id).toBe('table_70');
    expect(tableCells(copy)[0].map((c) => c.id)).toEqual([71, 73]);
    expect(tableCells(copy)[0][0].columns[0].id).toBe('fd_72');
  });

  it('copies a dynamic-table column within the dynamic table', () => {
    const doc = ok(copyControl(docOf(dynamicTable('fd_1', field('fd_2'))), 'fd_2', counterIds(80)));
    expect((doc.list[0].columns as Control[]).map((c) => c.id)).toEqual(['fd_2', 'fd_80']);
  });

  it('refuses to copy a dynamic table while dynamic tables are turned off', () => {
    const doc = { ...docOf(dynamicTable('fd_1')), config: { dynamicTableAllowed: false } };
    expect(refusal(copyControl(doc, 'fd_1', counterIds()))).toBe('表单设置不允许使用动态表格！');
  });

  it('deletes a control anywhere, with everything inside it', () => {
    const start = docOf(field('a'), row('row_1', [field('r1')]), dynamicTable('dt', field('d1')));
    expect(ids(ok(deleteControl(start, 'row_1')))).toEqual(['a', 'dt']);
    expect((ok(deleteControl(start, 'd1')).list[2].columns as Control[])).toEqual([]);
    expect(refusal(deleteControl(start, 'nope'))).toBe('组件不存在或已被删除');
  });
});
