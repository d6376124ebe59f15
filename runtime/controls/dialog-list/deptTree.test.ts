import { describe, expect, it } from 'vitest';
import { deptNodes, subtreeKeys, usersInDeparts } from './deptTree.ts';

const tree = deptNodes(
  [
    { id: 'a', departName: '管委会', children: [{ id: 'b', departName: '社会事务部', children: [{ id: 'c', departName: '第一网格', children: null }] }] },
    { id: 'd', departName: '综合办公室', children: null },
  ],
  { dval: 'id', dlabel: 'departName' },
);

describe('the user-by-department picker', () => {
  it('takes a department with everything below it', () => {
    expect([...subtreeKeys(tree, 'b')].sort()).toEqual(['b', 'c']);
    expect([...subtreeKeys(tree, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect(subtreeKeys(tree, 'zz').size).toBe(0);
  });

  it('lists the users of a department and of its sub-offices, by the ids the user list answers', () => {
    const users = [
      { username: 'lihua', selecteddeparts: 'c' },
      { username: 'wangfang', selecteddeparts: 'd' },
      { username: 'jeecg', selecteddeparts: 'd, b' },
      { username: 'nobody', selecteddeparts: '' },
    ];
    expect(usersInDeparts(users, subtreeKeys(tree, 'b')).map((u) => u.username)).toEqual(['lihua', 'jeecg']);
    expect(usersInDeparts(users, subtreeKeys(tree, 'd')).map((u) => u.username)).toEqual(['wangfang', 'jeecg']);
  });
});
