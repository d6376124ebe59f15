import { describe, expect, it } from 'vitest';
import { deptNodes, filterDepts, flattenDepts, branchKeys } from './deptTree.ts';
import { buildValue, labelledWithoutRows, readChosen, shownText } from './pickerValue.ts';

const users = [
  { id: 'u1', username: 'zhangsan', realname: '张三' },
  { id: 'u2', username: 'lisi', realname: '李四' },
];
const userKeys = { dval: 'username', dlabel: 'realname' };

describe('dialog-list values (seed 001 §9: separator ;)', () => {
  const keys = { dval: 'id', dlabel: 'realname' };
  it('joins the chosen keys with ";" and shows their labels the same way', () => {
    const value = buildValue('dialogList', users, keys);
    expect(value).toBe('u1;u2');
    expect(readChosen('dialogList', value)).toEqual({ keys: ['u1', 'u2'] });
    expect(shownText('dialogList', value, users, keys)).toBe('张三;李四');
  });

  it('shows a key the rows do not know as itself, and nothing chosen as ""', () => {
    expect(shownText('dialogList', 'u9', users, keys)).toBe('u9');
    expect(buildValue('dialogList', [], keys)).toBe('');
    expect(readChosen('dialogList', '')).toEqual({ keys: [] });
    expect(readChosen('dialogList', null)).toEqual({ keys: [] });
  });
});

describe('user values (seed 001 §9: names _*_ usernames, "," lists)', () => {
  it('stores realnames, then _*_, then usernames', () => {
    expect(buildValue('userList', users, userKeys)).toBe('张三,李四_*_zhangsan,lisi');
    expect(buildValue('userList', users.slice(0, 1), userKeys)).toBe('张三_*_zhangsan');
  });

  it('reads both lists back and shows the names without the rows', () => {
    expect(readChosen('userList', '张三,李四_*_zhangsan,lisi')).toEqual({ labels: ['张三', '李四'], keys: ['zhangsan', 'lisi'] });
    expect(shownText('userList', '张三,李四_*_zhangsan,lisi', [], userKeys)).toBe('张三,李四');
    expect(labelledWithoutRows('userList', '张三_*_zhangsan')).toBe(true);
  });

  it('reads plain usernames (a value saved without names) and names them from the rows', () => {
    expect(readChosen('userList', 'zhangsan,lisi')).toEqual({ keys: ['zhangsan', 'lisi'] });
    expect(labelledWithoutRows('userList', 'zhangsan,lisi')).toBe(false);
    expect(shownText('userList', 'zhangsan,lisi', users, userKeys)).toBe('张三,李四');
  });

  it('falls back to the username for a user without a realname', () => {
    expect(buildValue('userList', [{ username: 'guest' }], userKeys)).toBe('guest_*_guest');
  });
});

describe('department values and tree', () => {
  const server = [
    {
      id: 'd1',
      title: '安置区管委会',
      departName: '安置区管委会',
      children: [
        { id: 'd2', title: '综合办公室', departName: '综合办公室', children: null },
        { id: 'd3', title: '社区服务中心', departName: '社区服务中心', children: [{ id: 'd4', title: '就业服务站', departName: '就业服务站', children: null }] },
      ],
    },
  ];
  const keys = { dval: 'id', dlabel: 'departName' };
  const tree = deptNodes(server, keys);

  it('reads the server tree (children null on leaves) as picker nodes', () => {
    expect(tree[0].children?.[0]).toEqual({ key: 'd2', title: '综合办公室' });
    expect(tree[0].children?.[1].children?.[0]).toEqual({ key: 'd4', title: '就业服务站' });
  });

  it('stores department ids joined with "," and shows their names', () => {
    const rows = flattenDepts(tree, keys);
    const chosen = rows.filter((r) => r.id === 'd2' || r.id === 'd4');
    const value = buildValue('userDept', chosen, keys);
    expect(value).toBe('d2,d4');
    expect(shownText('userDept', value, rows, keys)).toBe('综合办公室,就业服务站');
  });

  it('filters by keyword, keeping the ancestors of each match and opening them', () => {
    const shown = filterDepts(tree, '就业');
    expect(shown).toEqual([{ key: 'd1', title: '安置区管委会', children: [{ key: 'd3', title: '社区服务中心', children: [{ key: 'd4', title: '就业服务站' }] }] }]);
    expect(branchKeys(shown)).toEqual(['d1', 'd3']);
    expect(filterDepts(tree, '  ')).toBe(tree);
    expect(filterDepts(tree, '财政')).toEqual([]);
  });
});
