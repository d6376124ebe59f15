import { describe, expect, it } from 'vitest';
import type { Filter } from '../../schemas/query/filter.ts';
import { matchesFilter, matchesFilters } from './matchFilter.ts';

const row = { name: 'Alpha 一号', stops: 12, fare: 2.5, active: true, openDate: '2024-03-01', note: null, code: '007' };
const cmp = (field: string, op: Extract<Filter, { kind: 'compare' }>['op'], value: string | number): Filter => ({ kind: 'compare', field, op, value });
const like = (field: string, text: string, match: Extract<Filter, { kind: 'like' }>['match'] = 'contains'): Filter => ({ kind: 'like', field, text, match });

// Each filter kind as the server's SQL answers it over the same row.
const CASES: [string, Filter, boolean][] = [
  ['= text', cmp('name', '=', 'Alpha 一号'), true],
  ['missing: a cell with a value', { kind: 'missing', field: 'name' }, false],
  ['missing: an absent cell', { kind: 'missing', field: 'nowhere' }, true],
  ['= text is exact', cmp('name', '=', 'alpha 一号'), false],
  ['= number', cmp('stops', '=', 12), true],
  ['= decimal', cmp('fare', '=', 2.5), true],
  ['= boolean as 1', cmp('active', '=', 1), true],
  ['<> boolean as 0', cmp('active', '<>', 0), true],
  ['= numeric text against a number', cmp('code', '=', 7), true],
  ['= other text against a number matches nothing', cmp('name', '=', 7), false],
  ['<> other text against a number matches nothing', cmp('name', '<>', 7), false],
  ['<> text', cmp('name', '<>', 'x'), true],
  ['<> on a missing cell', cmp('note', '<>', 'x'), false],
  ['= on a key the row lacks', cmp('nothing', '=', ''), false],
  ['> number', cmp('stops', '>', 9), true],
  ['> number, numerically not by text', cmp('stops', '>', 100), false],
  ['>= number', cmp('stops', '>=', 12), true],
  ['< number', cmp('stops', '<', 12), false],
  ['<= number', cmp('stops', '<=', 12), true],
  ['>= date', cmp('openDate', '>=', '2024-02-28'), true],
  ['< date', cmp('openDate', '<', '2024-02-28'), false],
  ['in text', { kind: 'in', field: 'code', values: ['006', '007'] }, true],
  ['in number', { kind: 'in', field: 'stops', values: [1, 12] }, true],
  ['in none', { kind: 'in', field: 'stops', values: [] }, false],
  ['contains, any case', like('name', 'ALPHA'), true],
  ['contains', like('name', '二'), false],
  ['starts with', like('name', 'al', 'startsWith'), true],
  ['starts with, not ends', like('name', '号', 'startsWith'), false],
  ['ends with', like('name', '号', 'endsWith'), true],
  ['contains on a number reads its digits', like('stops', '2'), true],
  ['contains on a boolean reads 1', like('active', '1'), true],
  ['contains on a missing cell', like('note', ''), false],
  ['any', { kind: 'any', filters: [cmp('stops', '=', 1), like('name', 'a')] }, true],
  ['any of none', { kind: 'any', filters: [] }, false],
  ['all', { kind: 'all', filters: [cmp('stops', '=', 12), like('name', 'x')] }, false],
];

describe('matchesFilter', () => {
  it.each(CASES)('%s', (_name, filter, expected) => {
    expect(matchesFilter(row, filter)).toBe(expected);
  });

  it('needs every filter of a list', () => {
    expect(matchesFilters(row, [])).toBe(true);
    expect(matchesFilters(row, [cmp('stops', '=', 12), like('name', 'alpha')])).toBe(true);
    expect(matchesFilters(row, [cmp('stops', '=', 12), like('name', 'beta')])).toBe(false);
  });
});
