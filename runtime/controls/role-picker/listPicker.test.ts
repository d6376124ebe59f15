import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { labelsOf, listPickerConfig, pageOf, pageParams, shownLabels, storedKeys, valueOf } from './listPicker.ts';

const config = (compType: string, extra: Partial<Control> = {}) => listPickerConfig({ id: 'fd_x', compType, action: '/sys/role/list', ...extra });

describe('role and position picker config (seed 002 §2-3)', () => {
  it('stores roleCode and shows roleName unless valueField says id; searches by roleCode', () => {
    const role = config('rolePicker');
    expect([role.valueField, role.labelField, role.searchParam, role.title]).toEqual(['roleCode', 'roleName', 'roleCode', '选择角色']);
    expect(config('rolePicker', { valueField: 'id' }).valueField).toBe('id');
    // A field the kind does not know falls back to the default.
    expect(config('rolePicker', { valueField: 'password' }).valueField).toBe('roleCode');
  });

  it('stores the position code, shows its name, lists name, code and rank and searches by name', () => {
    const position = config('positionPicker');
    expect([position.valueField, position.labelField, position.searchParam]).toEqual(['code', 'name', 'name']);
    expect(position.columns.map((c) => c.property)).toEqual(['name', 'code', 'postRank']);
    expect(config('positionPicker', { valueField: 'roleCode' }).valueField).toBe('code');
  });

  it('asks a page with the keyword under the searched field, none when empty', () => {
    expect(pageParams(config('rolePicker'), 2, 10, ' adm ')).toEqual({ pageNo: 2, pageSize: 10, roleCode: '*adm*' });
    expect(pageParams(config('positionPicker'), 1, 20, '')).toEqual({ pageNo: 1, pageSize: 20 });
  });
});

describe('picker values', () => {
  const role = config('rolePicker');
  const rows = [
    { id: 'r1', roleCode: 'admin', roleName: '管理员' },
    { id: 'r2', roleCode: 'hr', roleName: '人事' },
  ];

  it('joins several chosen codes with "," and reads them back', () => {
    expect(valueOf(rows, role)).toBe('admin,hr');
    expect(valueOf(rows, config('rolePicker', { valueField: 'id' }))).toBe('r1,r2');
    expect(storedKeys('admin, hr')).toEqual(['admin', 'hr']);
    expect(storedKeys(['a', 'b'])).toEqual(['a', 'b']);
    expect(storedKeys(null)).toEqual([]);
    expect(valueOf([], role)).toBe('');
  });

  it('shows the names it knows and a key it does not as itself', () => {
    const labels = labelsOf(rows, role);
    expect(shownLabels(['hr', 'admin', 'gone'], labels)).toBe('人事,管理员,gone');
  });

  it('reads a page answer and a plain list', () => {
    expect(pageOf({ records: rows, total: 25 })).toEqual({ rows, total: 25 });
    expect(pageOf(rows).total).toBe(2);
    expect(pageOf('junk')).toEqual({ rows: [], total: 0 });
  });
});
