import { describe, expect, it } from 'vitest';
import type { SuperQueryCondition } from '../../schemas/adapter.ts';
import { matchesSuperQuery, usableConditions } from './matchSuperQuery.ts';
import { readSuperQueryParams, superQueryParams } from './superQueryParams.ts';

const row = { name: '一号线', stops: 12 };
const known = (f: string) => f in row;
const hit: SuperQueryCondition = { field: 'name', rule: 'like', val: '号' };
const miss: SuperQueryCondition = { field: 'stops', rule: 'gt', val: '20' };

describe('matchesSuperQuery', () => {
  it('needs every condition with and, any with or', () => {
    expect(matchesSuperQuery(row, { matchType: 'and', conditions: [hit, miss] }, known)).toBe(false);
    expect(matchesSuperQuery(row, { matchType: 'or', conditions: [hit, miss] }, known)).toBe(true);
    expect(matchesSuperQuery(row, { matchType: 'or', conditions: [miss] }, known)).toBe(false);
  });

  it('drops conditions without field, rule or value, and passes with none left', () => {
    const blank: SuperQueryCondition = { field: 'name', rule: 'eq', val: '' };
    expect(usableConditions([blank, hit])).toEqual([hit]);
    expect(matchesSuperQuery(row, { matchType: 'and', conditions: [blank] }, known)).toBe(true);
    expect(matchesSuperQuery(row, undefined, known)).toBe(true);
  });
});

describe('superQueryParams', () => {
  it('sends URI-encoded JSON and the match type, and reads them back', () => {
    const params = superQueryParams({ matchType: 'or', conditions: [hit, { field: '', rule: 'eq', val: 'x' }] });
    expect(params.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(params.superQueryParams))).toEqual([hit]);
    expect(readSuperQueryParams(params)).toEqual({ matchType: 'or', conditions: [hit] });
  });

  it('sends nothing for an empty query and reads malformed JSON as none', () => {
    expect(superQueryParams({ matchType: 'and', conditions: [] })).toEqual({});
    expect(readSuperQueryParams({ superQueryParams: '%7Bnot' })).toBeUndefined();
  });
});
