import { describe, expect, it } from 'vitest';
import { walkControls, type Control } from '../../../schemas/types.ts';
import { mountOrder } from './mountOrder.ts';

const input = (id: string): Control => ({ id, compType: 'input', label: id });
const cell = (columns: Control[], hide = false) => ({ col: 1, row: 1, hide, columns });

const list: Control[] = [
  input('fd_a'),
  { id: 'row_1', compType: 'row', columns: [{ span: 12, list: [input('fd_b'), input('fd_c')] }, { span: 12, list: [input('fd_d')] }] },
  { id: 'table_1', compType: 'table', layoutArray: [[cell([input('fd_e')]), cell([input('fd_hidden')], true)], [cell([]), cell([input('fd_f')])]] },
  { id: 'dt_1', compType: 'dynamicTable', columns: [input('fd_col1'), input('fd_col2')] },
  { id: 'td_1', compType: 'tdItem', columns: [input('fd_g')] },
  input('fd_h'),
];

describe('mount order', () => {
  it('lists every node in document order, a container before what it holds, with the paths the nodes render at', () => {
    expect([...mountOrder(list, '$.list')]).toEqual([
      ['$.list[0]', 0],
      ['$.list[1]', 1],
      ['$.list[1].columns[0].list[0]', 2],
      ['$.list[1].columns[0].list[1]', 3],
      ['$.list[1].columns[1].list[0]', 4],
      ['$.list[2]', 5],
      ['$.list[2].layoutArray[0][0].columns[0]', 6],
      ['$.list[2].layoutArray[1][1].columns[0]', 7],
      ['$.list[3]', 8],
      ['$.list[4]', 9],
      ['$.list[4].columns[0]', 10],
      ['$.list[5]', 11],
    ]);
  });

  it("gives no place to a merged-away cell's controls or a dynamic table's columns (they are not nodes)", () => {
    const placed = new Set(mountOrder(list, '$.list').keys());
    const unplaced = [...walkControls(list)].filter(({ path }) => !placed.has(path)).map(({ control }) => control.id);
    expect(unplaced).toEqual(['fd_hidden', 'fd_col1', 'fd_col2']);
  });

  it('uses the path the form is rebased at', () => {
    expect(mountOrder([input('fd_a')], '$.form.content.list').get('$.form.content.list[0]')).toBe(0);
  });
});
