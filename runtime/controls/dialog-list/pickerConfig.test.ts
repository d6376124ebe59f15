import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { clampHeight, pickerColumns, pickerConfig } from './pickerConfig.ts';

describe('pickerColumns (seed 001 §5 column entries)', () => {
  const columns = [
    { index: 1, show: true, label: '账号', property: 'username' },
    { index: 0, show: true, label: '姓名', property: 'realname', width: 200 },
    { index: 2, show: false, label: '手机', property: 'phone', width: 150 },
  ];
  const expected = [
    { label: '姓名', property: 'realname', width: 200 },
    { label: '账号', property: 'username', width: 150 },
  ];

  it('reads the shown columns of the colConf JSON string in index order, width 150 by default', () => {
    expect(pickerColumns(JSON.stringify(columns))).toEqual(expected);
  });

  it('reads colConf given as the list itself', () => {
    expect(pickerColumns(columns)).toEqual(expected);
  });

  it('takes a width written as text, and 150 for a missing, zero or unreadable one', () => {
    const read = (width: unknown) => pickerColumns([{ label: 'a', property: 'a', width }])?.[0].width;
    expect(read('180')).toBe(180);
    expect([read(undefined), read(0), read('wide'), read(-5)]).toEqual([150, 150, 150, 150]);
  });

  it('leaves out entries without a property, and uses the property when the label is missing', () => {
    expect(pickerColumns([{ label: '空', property: '' }, { property: 'code' }, { label: '无属性' }])).toEqual([{ label: 'code', property: 'code', width: 150 }]);
  });

  it('keeps the saved order for entries without an index', () => {
    expect(pickerColumns([{ property: 'b' }, { property: 'a' }])?.map((c) => c.property)).toEqual(['b', 'a']);
  });

  it('answers undefined for text that is not a JSON list, and no columns for none', () => {
    expect(pickerColumns('{oops')).toBeUndefined();
    expect(pickerColumns('{"a":1}')).toBeUndefined();
    expect(pickerColumns(42)).toBeUndefined();
    expect(pickerColumns('')).toEqual([]);
    expect(pickerColumns(undefined)).toEqual([]);
  });
});

describe('pickerConfig', () => {
  const control = (compType: string, extra: Partial<Control> = {}): Control => ({ id: 'fd_x', compType, ...extra });

  it('keeps the height within 100-1500, 500 unless given (seed 001 §5)', () => {
    expect(clampHeight(undefined)).toBe(500);
    expect(clampHeight(50)).toBe(100);
    expect(clampHeight(3000)).toBe(1500);
    expect(clampHeight(640)).toBe(640);
    expect(pickerConfig(control('dialogList', { height: '800' })).height).toBe(800);
  });

  it('opens the user picker 1250 wide and the department picker 500 wide, titled 选择部门', () => {
    expect(pickerConfig(control('userList')).width).toBe(1250);
    const dept = pickerConfig(control('userDept'));
    expect([dept.width, dept.title, dept.kind]).toEqual([500, '选择部门', 'userDept']);
    expect(pickerConfig(control('userDept', { title: '选择科室' })).title).toBe('选择科室');
  });

  it('stores usernames and shows realnames in the user picker unless dval/dlabel say otherwise', () => {
    const user = pickerConfig(control('userList'));
    expect([user.dval, user.dlabel]).toEqual(['username', 'realname']);
    const list = pickerConfig(control('dialogList', { dval: 'code', dlabel: 'title' }));
    expect([list.dval, list.dlabel]).toEqual(['code', 'title']);
  });
});
