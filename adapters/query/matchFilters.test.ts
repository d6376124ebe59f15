import { describe, expect, it } from 'vitest';
import { matchesFilters } from './matchFilters.ts';

const row = { name: '一号线', stops: 12, openDate: '2024-03-01', createTime: '2024-03-01 08:30:00', status: '1' };
const known = (f: string) => f in row;

describe('matchesFilters', () => {
  const cases: [Record<string, string>, boolean][] = [
    [{}, true],
    [{ name: '' }, true],
    [{ name: '*号*' }, true],
    [{ name: '*二*' }, false],
    [{ name: '一号线' }, true],
    [{ name: '一号' }, false],
    [{ status: '0,1' }, true],
    [{ status: '!1' }, false],
    [{ stops: '>=12' }, true],
    [{ stops: '>= 13' }, false],
    [{ stops: '<=11' }, false],
    [{ stops_begin: '10', stops_end: '12' }, true],
    [{ stops_begin: '13' }, false],
    [{ openDate_begin: '2024-03-01', openDate_end: '2024-03-01' }, true],
    [{ createTime_begin: '2024-03-01', createTime_end: '2024-03-01' }, true],
    [{ createTime_end: '2024-02-29' }, false],
    [{ status_MultiString: '1,2' }, true],
    [{ unknownField: 'x' }, true],
    [{ name: '*号*', status: '0' }, false],
  ];
  it.each(cases)('%j → %s', (filters, expected) => {
    expect(matchesFilters(row, filters, known)).toBe(expected);
  });
});
