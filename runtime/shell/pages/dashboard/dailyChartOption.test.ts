import { describe, expect, it } from 'vitest';
import { dailyChartOption, hasDailyData } from './dailyChartOption';

const daily = {
  days: ['2026-05-05', '2026-05-06'],
  users: [0, 0],
  entities: [{ key: 'biz_bus_line', label: '公交线路', counts: [0, 2] }, { key: 'biz_village_info', label: '村庄信息', counts: [1, 0] }],
};

describe('dailyChartOption', () => {
  it('stacks one bar series per entity and draws new users as a line, by month-day', () => {
    const option = dailyChartOption(daily, '新增用户');
    expect(option.xAxis).toMatchObject({ data: ['05-05', '05-06'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: '公交线路', stack: 'records', data: [0, 2] }),
      expect.objectContaining({ type: 'bar', name: '村庄信息', stack: 'records', data: [1, 0] }),
      expect.objectContaining({ type: 'line', name: '新增用户', data: [0, 0] }),
    ]);
  });
});

describe('hasDailyData', () => {
  it('is false only when every figure is zero', () => {
    expect(hasDailyData(daily)).toBe(true);
    expect(hasDailyData({ ...daily, entities: [] })).toBe(false);
    expect(hasDailyData({ ...daily, entities: [], users: [0, 3] })).toBe(true);
  });
});
