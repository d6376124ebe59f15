import { describe, expect, it } from 'vitest';
import { branchKeys, deptNodes, flattenDepts } from './deptTree.ts';

const keys = { dval: 'id', dlabel: 'departName' };
const tree = deptNodes(
  [
    { id: 'a', departName: '管委会', children: [{ id: 'b', departName: '社会事务部', children: [{ id: 'c', departName: '第一网格', children: null }] }] },
    { id: 'd', departName: '综合办公室', children: null },
  ],
  keys,
);

describe('the department tree of the pickers', () => {
  it('keeps the nesting, leaves without children', () => {
    expect(tree[0].children?.[0].children?.[0]).toEqual({ key: 'c', title: '第一网格' });
    expect(tree[1]).toEqual({ key: 'd', title: '综合办公室' });
    expect(branchKeys(tree)).toEqual(['a', 'b']);
  });

  it('flattens depth first into rows the value reads', () => {
    expect(flattenDepts(tree, keys).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
