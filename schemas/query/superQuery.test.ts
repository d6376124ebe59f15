import { describe, expect, it } from 'vitest';
import type { SuperQueryCondition } from '../adapter.ts';
import { rawConditions, readSuperQueryParams, superQueryParams, usableConditions } from './superQuery.ts';

const hit: SuperQueryCondition = { field: 'name', rule: 'like', val: '号', type: 'string' };
const blank: SuperQueryCondition = { field: 'name', rule: 'eq', val: '' };

describe('superQueryParams', () => {
  it('sends the usable conditions URI-encoded, with the match type, and reads them back', () => {
    const params = superQueryParams({ matchType: 'or', conditions: [hit, blank, { field: '', rule: 'eq', val: 'x' }] });
    expect(params.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(params.superQueryParams))).toEqual([hit]);
    expect(readSuperQueryParams(params.superQueryParams)).toEqual([{ field: 'name', rule: 'like', val: '号' }]);
  });

  it('sends nothing for no query or one without a usable condition', () => {
    expect(superQueryParams(undefined)).toEqual({});
    expect(superQueryParams({ matchType: 'and', conditions: [blank] })).toEqual({});
  });

  it('keeps conditions with a field, a rule and a value', () => {
    expect(usableConditions([blank, hit])).toEqual([hit]);
    expect(rawConditions([hit])).toEqual([{ field: 'name', rule: 'like', val: '号' }]);
  });
});
