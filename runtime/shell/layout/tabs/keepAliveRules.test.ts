import { describe, expect, it } from 'vitest';
import { keptPages, MAX_KEPT_WITHOUT_TABS } from './keepAliveRules';

describe('keptPages', () => {
  const never = () => false;

  it('keeps the page of every open tab with multi-tab on, and drops closed ones', () => {
    expect(keptPages({ multipage: true, openTabs: ['/h', '/a', '/b'], visited: ['/a', '/h', '/c', '/b'], current: '/b', keepAliveRoute: never }))
      .toEqual(['/a', '/h', '/b']);
  });

  it('keeps the current page even before its tab exists', () => {
    expect(keptPages({ multipage: true, openTabs: ['/h'], visited: ['/h', '/new'], current: '/new', keepAliveRoute: never })).toEqual(['/h', '/new']);
  });

  it('keeps only the current page and keepAlive routes without tabs', () => {
    const keepAliveRoute = (key: string) => key.startsWith('/keep');
    expect(keptPages({ multipage: false, openTabs: ['/h', '/a'], visited: ['/a', '/keep1', '/h', '/b'], current: '/b', keepAliveRoute }))
      .toEqual(['/keep1', '/b']);
  });

  it('bounds the keepAlive pages kept without tabs, dropping the least recent', () => {
    const visited = Array.from({ length: MAX_KEPT_WITHOUT_TABS + 2 }, (_, i) => `/keep${i}`);
    const kept = keptPages({ multipage: false, openTabs: [], visited, current: null, keepAliveRoute: () => true });
    expect(kept).toHaveLength(MAX_KEPT_WITHOUT_TABS);
    expect(kept[0]).toBe('/keep2');
  });
});
