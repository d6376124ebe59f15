import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import {
  categoryConfig,
  categoryValues,
  checkCondition,
  childrenRequest,
  labelRequests,
  labelsFrom,
  rootRequest,
  toCategoryNodes,
  withChildren,
} from './categoryTree.ts';

const config = (extra: Partial<Control> = {}) => categoryConfig({ id: 'fd_cat', compType: 'categorySelect', ...extra });

describe('category condition (seed 001 §5)', () => {
  it('accepts no condition and a JSON object string', () => {
    expect(checkCondition('')).toBeUndefined();
    expect(checkCondition('{"name":"汉族"}')).toBeUndefined();
  });

  it('refuses anything else with the Chinese message', () => {
    for (const bad of ['name=汉族', '{name:1}', '[1,2]', '"text"', '12', 'null']) expect(checkCondition(bad)).toBe('条件值错误，需要JSON字符串');
  });
});

describe('category calls (seed 001 §7)', () => {
  it('loads roots with loadTreeRoot (async, pcode) when a pcode is given', () => {
    expect(rootRequest(config({ pcode: 'B01' }))).toEqual({ url: '/sys/category/loadTreeRoot', params: { async: true, pcode: 'B01' } });
    expect(childrenRequest(config({ pcode: 'B01' }), 'id-7')).toEqual({ url: '/sys/category/loadTreeChildren', params: { pid: 'id-7' } });
  });

  it("loads with loadTreeData (pid, pcode default '0', condition) when filtered or without a pcode", () => {
    expect(rootRequest(config())).toEqual({ url: '/sys/category/loadTreeData', params: { pid: '', pcode: '0' } });
    const filtered = config({ pcode: 'B01', condition: '{"code":"B01A"}' });
    expect(rootRequest(filtered)).toEqual({ url: '/sys/category/loadTreeData', params: { pid: '', pcode: 'B01', condition: '{"code":"B01A"}' } });
    expect(childrenRequest(filtered, 'id-7')).toEqual({ url: '/sys/category/loadTreeData', params: { pid: 'id-7', pcode: 'B01', condition: '{"code":"B01A"}' } });
  });

  it('names ids through loadDictItem/ (one call, comma list) and codes through loadOne (one each)', () => {
    expect(labelRequests(['a', 'b'], 'id')).toEqual([{ url: '/sys/category/loadDictItem/', params: { ids: 'a,b' } }]);
    expect(labelRequests(['B01', 'B02'], 'code')).toEqual([
      { url: '/sys/category/loadOne', params: { field: 'code', val: 'B01' } },
      { url: '/sys/category/loadOne', params: { field: 'code', val: 'B02' } },
    ]);
    expect(labelRequests([], 'id')).toEqual([]);
  });

  it('reads the names in the order of the values; a value without one is left out', () => {
    expect([...labelsFrom(['a', 'b', 'c'], 'id', [['汉族', '回族']])]).toEqual([
      ['a', '汉族'],
      ['b', '回族'],
    ]);
    expect([...labelsFrom(['B01', 'B02'], 'code', [{ name: '民族' }, null])]).toEqual([['B01', '民族']]);
  });
});

describe('category nodes', () => {
  it('read key, code, title or name and leaf (over isLeaf), with nested children', () => {
    const nodes = toCategoryNodes(
      [
        { key: '1', code: 'B01', title: '民族', leaf: false, isLeaf: true, children: [{ key: '2', code: 'B01A', name: '汉族', isLeaf: true }] },
        { id: '3', code: 'B02', name: '学历' },
        'junk',
        { title: 'no id' },
      ],
      'id',
    );
    expect(nodes).toEqual([
      { value: '1', title: '民族', id: '1', isLeaf: false, children: [{ value: '2', title: '汉族', id: '2', isLeaf: true }] },
      { value: '3', title: '学历', id: '3', isLeaf: false },
    ]);
  });

  it('keep the code as the value with valueField code', () => {
    expect(toCategoryNodes([{ key: '1', code: 'B01', title: '民族' }], 'code')[0]).toMatchObject({ value: 'B01', id: '1' });
  });

  it('take loaded children under their parent, a parent without any becoming a leaf', () => {
    const tree = toCategoryNodes([{ key: '1', title: '民族' }, { key: '3', title: '学历' }], 'id');
    const grown = withChildren(tree, '1', toCategoryNodes([{ key: '2', title: '汉族', leaf: true }], 'id'));
    expect(grown[0].children?.[0].title).toBe('汉族');
    expect(withChildren(tree, '3', [])[1].isLeaf).toBe(true);
  });
});

describe('category values', () => {
  it('split a comma list and read a list as it is', () => {
    expect(categoryValues('a, b')).toEqual(['a', 'b']);
    expect(categoryValues(['a', 'b'])).toEqual(['a', 'b']);
    expect(categoryValues('')).toEqual([]);
    expect(categoryValues(undefined)).toEqual([]);
  });
});
