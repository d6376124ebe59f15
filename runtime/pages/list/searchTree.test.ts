import { describe, expect, it } from 'vitest';
import { searchTreeNodes } from './searchTree.ts';

describe('search tree nodes', () => {
  it('reads the department tree: id as value, departName or title as text, null children as a leaf', () => {
    expect(
      searchTreeNodes([{ id: 'a', departName: '管委会', children: [{ id: 'b', title: '社会事务部', children: null }, { departName: '无编号' }] }]),
    ).toEqual([{ value: 'a', title: '管委会', children: [{ value: 'b', title: '社会事务部' }] }]);
    expect(searchTreeNodes({ records: [{ key: 'k', name: '名' }] })).toEqual([{ value: 'k', title: '名' }]);
    expect(searchTreeNodes('nonsense')).toEqual([]);
  });
});
