import { describe, expect, it } from 'vitest';
import { lowAppIdOf } from './lowApp';

describe('lowAppIdOf', () => {
  it('reads appId from the path or the query of a route named low-app…', () => {
    expect(lowAppIdOf({ name: 'low-app-list', path: '/app/:appId/list' }, '/app/a1/list', '')).toBe('a1');
    expect(lowAppIdOf({ name: 'low-app', path: '/app/list' }, '/app/list', '?appId=a2&x=1')).toBe('a2');
  });

  it('is none on any other route, or without an appId', () => {
    expect(lowAppIdOf({ name: 'user-list', path: '/app/list' }, '/app/list', '?appId=a2')).toBeNull();
    expect(lowAppIdOf({ name: 'low-app', path: '/app/list' }, '/app/list', '')).toBeNull();
    expect(lowAppIdOf(undefined, '/x', '?appId=a')).toBeNull();
  });
});
