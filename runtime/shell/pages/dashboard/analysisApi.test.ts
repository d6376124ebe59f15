import { describe, expect, it } from 'vitest';
import { toAnalysisData } from './analysisApi';

describe('toAnalysisData', () => {
  it('reads the counts and the recent announcements', () => {
    const data = toAnalysisData({
      counts: { users: 12, departs: '4', announcements: 3, menus: 58 },
      recentAnnouncements: [{ id: 'a1', titile: '停水通知', sendTime: '2023-05-01 09:00:00', priority: 'H' }],
    });
    expect(data).toEqual({
      counts: { users: 12, departs: 4, announcements: 3, menus: 58 },
      recentAnnouncements: [{ id: 'a1', titile: '停水通知', sendTime: '2023-05-01 09:00:00', priority: 'H' }],
    });
  });

  it('reads missing or odd values as zeros and blanks', () => {
    expect(toAnalysisData(null)).toEqual({
      counts: { users: 0, departs: 0, announcements: 0, menus: 0 },
      recentAnnouncements: [],
    });
    expect(toAnalysisData({ recentAnnouncements: [{ titile: 5 }] }).recentAnnouncements).toEqual([
      { id: '0', titile: '', sendTime: null, priority: null },
    ]);
  });
});
