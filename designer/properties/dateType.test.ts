import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { dateTypePatch } from './dateType.ts';

const date: Control = { id: 'fd_1', compType: 'date', type: 'date', format: 'yyyy-MM-dd', value: '2024-01-01' };

describe('choosing the date type sets the format (seed 001 §4)', () => {
  it.each([
    ['date', 'yyyy-MM-dd'],
    ['week', 'yyyy 第 WW 周'],
    ['month', 'yyyy-MM'],
    ['year', 'yyyy'],
    ['datetime', 'yyyy-MM-dd HH:mm:ss'],
    ['daterange', 'yyyy-MM-dd'],
    ['monthrange', 'yyyy-MM'],
    ['datetimerange', 'yyyy-MM-dd HH:mm:ss'],
  ])('%s → %s', (type, format) => {
    expect(dateTypePatch(date, type)).toMatchObject({ type, format });
  });

  it('stores values in the shown format, except weeks, which keep their first day', () => {
    expect(dateTypePatch(date, 'month')['value-format']).toBe('yyyy-MM');
    expect(dateTypePatch(date, 'week')['value-format']).toBe('yyyy-MM-dd');
  });

  it('clears a default value whose shape no longer fits, and keeps one that does', () => {
    expect(dateTypePatch(date, 'daterange').value).toEqual([]);
    expect(dateTypePatch({ ...date, type: 'daterange', value: [] }, 'month').value).toBe('');
    expect('value' in dateTypePatch(date, 'datetime')).toBe(false);
  });
});
