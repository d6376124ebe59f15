import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SearchField } from '../../../schemas/types.ts';
import { searchFilters } from './searchValues.ts';

const fields: SearchField[] = [
  { field: 'name', label: '名称', component: 'input', match: 'like', trim: true },
  { field: 'code', label: '编号' },
  { field: 'other', label: '其他', match: 'ne' },
  { field: 'min', label: '最少', component: 'number', match: 'ge' },
  { field: 'max', label: '最多', component: 'input', match: 'le' },
  { field: 'status', label: '状态', component: 'select', dictCode: 'valid_status' },
  { field: 'day', label: '日期', component: 'date' },
  { field: 'openDate', label: '开通', component: 'dateRange' },
  { field: 'departId', label: '部门', component: 'tree', url: '/sys/sysDepart/queryTreeList' },
];

describe('searchFilters', () => {
  it('sends each kind of field in the value conventions', () => {
    expect(
      searchFilters(fields, {
        name: ' 环 ',
        code: 'B01',
        other: 'x',
        min: 5,
        max: '9',
        status: ['1', '0'],
        day: dayjs('2024-03-05'),
        openDate: [dayjs('2024-01-01'), dayjs('2024-02-01')],
        departId: 'd-1',
      }),
    ).toEqual({
      name: '*环*',
      code: 'B01',
      other: '!x',
      min: '>=5',
      max: '<=9',
      status: '1,0',
      day: '2024-03-05',
      openDate_begin: '2024-01-01',
      openDate_end: '2024-02-01',
      departId: 'd-1',
    });
  });

  it('sends nothing for empty fields, and keeps spaces without trim', () => {
    expect(searchFilters(fields, { name: '   ', code: '', status: undefined, openDate: null, other: ' y ' })).toEqual({ other: '! y ' });
  });

  it('accepts dates already as text', () => {
    expect(searchFilters(fields, { day: '2024-03-05', openDate: ['2024-01-01', ''] })).toEqual({ day: '2024-03-05', openDate_begin: '2024-01-01' });
  });
});
