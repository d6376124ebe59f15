import { describe, expect, it } from 'vitest';
import { allKeys, grantTreeOf, heldKeys, parentKeys, withAncestors } from './permissionTree.ts';

const answer = {
  ids: ['m1', 'b1', 'm2'],
  treeList: [
    { key: 'm1', title: '系统管理', children: [{ key: 'b1', slotTitle: '新增用户' }, { title: '无键' }] },
    { key: 'm2', title: '首页' },
  ],
};

describe('the permission tree of an authorisation dialog', () => {
  it('reads queryTreeList and drops nodes without a key', () => {
    const tree = grantTreeOf(answer);
    expect(tree).toEqual([{ key: 'm1', title: '系统管理', children: [{ key: 'b1', title: '新增用户' }] }, { key: 'm2', title: '首页' }]);
    expect(allKeys(tree)).toEqual(['m1', 'b1', 'm2']);
    expect(parentKeys(tree)).toEqual(['m1']);
    expect(grantTreeOf(answer.treeList)).toHaveLength(2);
  });

  it('keeps only the held ids the tree knows (a deleted menu is not re-sent)', () => {
    const tree = grantTreeOf(answer);
    expect(heldKeys(['b1', 'gone'], tree)).toEqual(['b1']);
    expect(heldKeys('m2,b1', tree)).toEqual(['m2', 'b1']);
    expect(heldKeys(null, tree)).toEqual([]);
  });
});

describe('withAncestors', () => {
  it('adds the menus above each granted key, once', () => {
    const tree = grantTreeOf({ treeList: [{ key: 'sys', title: '系统管理', children: [{ key: 'users', title: '用户管理', children: [{ key: 'list', title: '查询用户' }, { key: 'add', title: '添加用户' }] }] }, { key: 'home', title: '首页' }] });
    expect(withAncestors(['list', 'add'], tree).sort()).toEqual(['add', 'list', 'sys', 'users']);
    expect(withAncestors(['home'], tree)).toEqual(['home']);
    expect(withAncestors([], tree)).toEqual([]);
  });
});
