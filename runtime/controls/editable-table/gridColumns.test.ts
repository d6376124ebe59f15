import { describe, expect, it } from 'vitest';
import type { GridColumnSchema } from '../../../schemas/types.ts';
import { cellKindOf, firstRowProblem, rowsOf, viewColumns } from './gridColumns.ts';

const columns: GridColumnSchema[] = [
  { key: 'stopName', title: '站名', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'phone', title: '电话', type: 'input', validateRules: [{ pattern: 'm' }] },
  { key: 'kind', title: '类型', type: 'select', dictCode: 'stop_kind' },
  { key: 'who', title: '负责人', type: 'sel_search_async' },
];

describe('editable table columns in a schema form', () => {
  it('names the first bad cell in table order, by required, preset and unique', () => {
    expect(firstRowProblem(columns, [{ id: 'a', stopName: '北站', phone: '13800138000' }])).toBe('');
    expect(firstRowProblem(columns, [{ id: 'a', stopName: '北站' }, { id: 'b', stopName: ' ', phone: '12' }])).toBe('第2行：站名不能为空');
    expect(firstRowProblem(columns, [{ id: 'a', stopName: '北站', phone: '12' }])).toBe('第1行：电话应为手机号码');
    expect(firstRowProblem(columns, [{ id: 'a', stopName: '北站' }, { id: 'b', stopName: '南站' }, { id: 'c', stopName: '北站' }])).toBe('第1行：站名不能重复');
    // What is not a list of rows holds none.
    expect(firstRowProblem(columns, 'x')).toBe('');
  });

  it('gives a row without an id a temporary one, and keeps the ids rows have', () => {
    expect(rowsOf([{ id: 'k1', a: 1 }, { a: 2 }, 3]).map((r) => r.id)).toEqual(['k1', 'new_row1']);
  });

  it('edits each column type with its cell kind; a type whose cell is not built yet shows text and is not edited', () => {
    expect(cellKindOf('input_pop')).toBe('textarea');
    expect(cellKindOf('date')).toBe('date');
    expect(cellKindOf('sel_search_async')).toBeUndefined();
    const view = viewColumns(columns, new Map([['stop_kind', new Map([['1', '首站'], ['2', '中途站']])]]));
    expect(view[2]?.options).toEqual([{ value: '1', text: '首站' }, { value: '2', text: '中途站' }]);
    expect(view[0]?.required).toBe(true);
    expect([view[3]?.type, view[3]?.disabled]).toEqual(['input', true]);
  });

  it("edits sel_user and sel_depart with the form's pickers, at least 190 wide, showing the chosen names", () => {
    const [user, depart] = viewColumns(
      [
        { key: 'owner', title: '负责人', type: 'sel_user', fieldExtendJson: { multiSelect: true } },
        { key: 'dept', title: '部门', type: 'sel_depart' },
      ],
      new Map(),
    );
    expect([user?.kind?.width, user?.disabled, depart?.kind?.width]).toEqual([190, false, 190]);
    expect(user?.kind?.text('张三,李四_*_zhangsan,lisi', user)).toBe('张三,李四');
  });
});

describe('upload, file and image columns', () => {
  it("edit with the form's upload control, name the stored files in the drawn cell, an image column at least 190 wide", () => {
    const [upload, file, image] = viewColumns(
      [
        { key: 'att', title: '附件', type: 'upload' },
        { key: 'doc', title: '文件', type: 'file' },
        { key: 'pic', title: '图片', type: 'image' },
      ],
      new Map(),
    );
    expect([upload, file, image].map((c) => [c?.disabled, c?.kind === undefined])).toEqual([[false, false], [false, false], [false, false]]);
    expect(image?.kind?.width).toBe(190);
    expect(file?.kind?.text('temp/a/plan.pdf,temp/b/photo.png', file)).toBe('plan.pdf,photo.png');
    expect(upload?.kind?.text('', upload)).toBe('');
  });
});

describe('the meta-schema of an editable table column', () => {
  const form = (column: Record<string, unknown>) => ({
    list: [{ id: 'stops', compType: 'editableTable', columns: [{ key: 'k', title: '列', ...column }] }],
    config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false },
  });
  it('keeps the widths of seed 002 §9: date at least 135, datetime, user and department at least 190', async () => {
    const { checkFormContent } = await import('../../../schemas/validate.ts');
    expect(checkFormContent(form({ type: 'date', width: 135 })).ok).toBe(true);
    for (const [type, width] of [['date', 120], ['datetime', 189], ['sel_user', 150], ['sel_depart', 100]] as const) {
      const checked = checkFormContent(form({ type, width }));
      expect(checked.ok ? [] : checked.problems.map((p) => p.path)).toContain('$.list[0].columns[0].width');
    }
    expect(checkFormContent(form({ type: 'nonesuch' })).ok).toBe(false);
  });
});
