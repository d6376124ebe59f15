import { describe, expect, it } from 'vitest';
import { groupByArea } from './groupByArea';

describe('groupByArea', () => {
  it('keeps the first-seen order of areas and of items, with no area under the fallback', () => {
    const items = [{ id: 1, area: '公交线路' }, { id: 2, area: null }, { id: 3, area: '乡村商店' }, { id: 4, area: '公交线路' }];
    expect(groupByArea(items, '其他')).toEqual([
      { area: '公交线路', items: [items[0], items[3]] },
      { area: '其他', items: [items[1]] },
      { area: '乡村商店', items: [items[2]] },
    ]);
  });
});
