import { describe, expect, it } from 'vitest';
import { toAnalysisData } from './analysisApi';

describe('toAnalysisData', () => {
  it('reads the counts, entity figures, daily series and recent announcements', () => {
    const data = toAnalysisData({
      counts: { users: 12, departs: '4', announcements: 3, todayLogins: 7, todayLoginUsers: 2 },
      entities: [{ table: 'biz_bus_line', label: '公交线路', area: '公交线路', page: '线路管理', path: '/bus/line', count: 5 }],
      daily: { days: ['2026-05-05', '2026-05-06'], users: [0, 4], entities: [{ key: 'biz_bus_line', label: '公交线路', counts: [1, '2'] }] },
      recentAnnouncements: [{ id: 'a1', titile: '停水通知', sendTime: '2023-05-01 09:00:00', priority: 'H' }],
    });
    expect(data).toEqual({
      counts: { users: 12, departs: 4, announcements: 3, todayLogins: 7, todayLoginUsers: 2 },
      entities: [{ table: 'biz_bus_line', label: '公交线路', area: '公交线路', path: '/bus/line', count: 5 }],
      daily: { days: ['2026-05-05', '2026-05-06'], users: [0, 4], entities: [{ key: 'biz_bus_line', label: '公交线路', counts: [1, 2] }] },
      recentAnnouncements: [{ id: 'a1', titile: '停水通知', sendTime: '2023-05-01 09:00:00', priority: 'H' }],
    });
  });

  it('reads missing or odd values as zeros and blanks', () => {
    expect(toAnalysisData(null)).toEqual({
      counts: { users: 0, departs: 0, announcements: 0, todayLogins: 0, todayLoginUsers: 0 },
      entities: [],
      daily: { days: [], users: [], entities: [] },
      recentAnnouncements: [],
    });
    expect(toAnalysisData({ recentAnnouncements: [{ titile: 5 }] }).recentAnnouncements).toEqual([
      { id: '0', titile: '', sendTime: null, priority: null },
    ]);
  });

  it('gives every series one figure per day', () => {
    const data = toAnalysisData({ daily: { days: ['a', 'b', 'c'], users: [1], entities: [{ key: 'k', counts: [1, 2, 3, 4] }] } });
    expect(data.daily.users).toEqual([1, 0, 0]);
    expect(data.daily.entities[0].counts).toEqual([1, 2, 3]);
  });
});
