import { describe, expect, it } from 'vitest';
import { chosenKeys, labelOf, pickerColumns } from './pickerConfig.ts';

describe('pickerColumns', () => {
  it('reads the shown columns of the colConf JSON string in index order, width 150 by default', () => {
    const colConf = JSON.stringify([
      { index: 1, show: true, label: '账号', property: 'username' },
      { index: 0, show: true, label: '姓名', property: 'realname', width: 200 },
      { index: 2, show: false, label: '手机', property: 'phone', width: 150 },
    ]);
    expect(pickerColumns(colConf)).toEqual([
      { label: '姓名', property: 'realname', width: 200 },
      { label: '账号', property: 'username', width: 150 },
    ]);
  });

  it('answers undefined for text that is not a JSON list, and no columns for none', () => {
    expect(pickerColumns('{oops')).toBeUndefined();
    expect(pickerColumns('{"a":1}')).toBeUndefined();
    expect(pickerColumns('')).toEqual([]);
    expect(pickerColumns(undefined)).toEqual([]);
  });
});

describe('picker values', () => {
  const rows = [
    { id: 1, realname: '张三' },
    { id: 2, realname: '李四' },
  ];
  it('splits and labels several choices with ";"', () => {
    expect(chosenKeys('1;2')).toEqual(['1', '2']);
    expect(chosenKeys('')).toEqual([]);
    expect(labelOf('1;2', rows, { dval: 'id', dlabel: 'realname' })).toBe('张三;李四');
    expect(labelOf('9', rows, { dval: 'id', dlabel: 'realname' })).toBe('9');
  });
});
