import { describe, expect, it } from 'vitest';
import { toMonitorData } from './monitorApi';
import { toWorkplaceData } from './workplaceApi';

describe('toMonitorData', () => {
  it('reads the figures and pads the load average to three', () => {
    const data = toMonitorData({
      time: '2026-05-06 10:00:00',
      process: { uptimeSeconds: 12.5, nodeVersion: 'v20.19.0', memory: { rss: 100, heapUsed: 40, heapTotal: 60 } },
      system: { platform: 'Linux 6.1', cpuCount: 2, loadAverage: [0.5], memory: { total: 1000, free: 250 }, uptimeSeconds: 99 },
      database: { kind: 'sqlite', version: '3.50.1', sizeBytes: '4096' },
      sessions: { active: 3 },
      requests: { count: 10, averageMs: 1.25, since: 1 },
    });
    expect(data.system.loadAverage).toEqual([0.5, 0, 0]);
    expect(data.database.sizeBytes).toBe(4096);
    expect(data.process.memory).toEqual({ rss: 100, heapUsed: 40, heapTotal: 60 });
    expect(data.requests).toEqual({ count: 10, averageMs: 1.25 });
  });

  it('reads an empty answer as zeros', () => {
    expect(toMonitorData(undefined).process.uptimeSeconds).toBe(0);
  });
});

describe('toWorkplaceData', () => {
  it('reads the announcements with their read state and the caller\'s changes', () => {
    const data = toWorkplaceData({
      username: 'jeecg', realname: '张晓明', unreadCount: 2,
      announcements: [{ id: 'a1', titile: '通知', sendTime: null, priority: 'L', read: true }, { id: 'a2', titile: '公告', read: 1 }],
      recentChanges: { since: '2026-04-30', days: 7, total: 2, entities: [{ table: 't', label: '线路', area: null, path: '/bus/line', count: 2 }] },
    });
    expect(data.announcements.map((a) => a.read)).toEqual([true, false]);
    expect(data.recentChanges.entities).toEqual([{ table: 't', label: '线路', area: null, path: '/bus/line', count: 2 }]);
  });

  it('falls back to the username for a missing real name', () => {
    expect(toWorkplaceData({ username: 'lihua' }).realname).toBe('lihua');
  });
});
