// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const shown = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('.ant-picker input')].map((i) => i.value);
const date = (extra: Partial<Control>): Control => ({ id: 'fd_d', compType: 'date', label: '日期', ...extra });

describe('date and time', () => {
  const cases: [string, Partial<Control>, string[]][] = [
    [
      "a date in the designer's format",
      { value: '2024-03-05', format: 'yyyy年MM月dd日', 'value-format': 'yyyy-MM-dd' },
      ['2024年03月05日'],
    ],
    ['a month', { type: 'month', value: '2024-03', format: 'yyyy-MM', 'value-format': 'yyyy-MM' }, ['2024-03']],
    [
      'a date-time from a timestamp',
      { type: 'datetime', value: new Date(2024, 2, 5, 8, 30, 0).getTime(), format: 'yyyy-MM-dd HH:mm:ss', 'value-format': 'timestamp' },
      ['2024-03-05 08:30:00'],
    ],
    ['a date range', { type: 'daterange', value: ['2024-03-01', '2024-03-31'] }, ['2024-03-01', '2024-03-31']],
    ["a year, with the type's default format", { type: 'year', value: '2024', format: '', 'value-format': 'yyyy' }, ['2024']],
  ];
  it.each(cases)('shows %s', (_, props, expected) => {
    const { view } = renderSchemaForm(formOf(date(props)));
    expect(shown(view.container)).toEqual(expected);
  });

  it('shows a time and a time range', () => {
    const { view } = renderSchemaForm(
      formOf(
        { id: 'fd_t', compType: 'time', label: '时间', value: '08:05:00' },
        {
          id: 'fd_r',
          compType: 'time',
          label: '时段',
          'is-range': true,
          format: 'HH:mm',
          'value-format': 'HH:mm',
          value: ['08:00', '17:30'],
        },
      ),
    );
    expect(shown(view.container)).toEqual(['08:05:00', '08:00', '17:30']);
  });
});
