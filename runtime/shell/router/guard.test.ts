import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput, pathAfterPermissionLoad, safeRedirect } from './guard';

const input = (over: Partial<GuardInput>): GuardInput => ({
  path: '/isystem/user',
  fullPath: '/isystem/user',
  hasToken: true,
  permissionsLoaded: true,
  ...over,
});

describe('decideRoute (seed 000 section 2.2)', () => {
  const cases: [string, Partial<GuardInput>, ReturnType<typeof decideRoute>][] = [
    ['token, login page -> home', { path: '/user/login', fullPath: '/user/login' }, { kind: 'redirect', to: '/dashboard/analysis' }],
    ['token, login page, no permissions -> home', { path: '/user/login', permissionsLoaded: false }, { kind: 'redirect', to: '/dashboard/analysis' }],
    ['token, permissions loaded -> allow', {}, { kind: 'allow' }],
    ['token, no permissions -> load', { permissionsLoaded: false }, { kind: 'loadPermissions' }],
    ['token, whitelisted register page, no permissions -> load', { path: '/user/register', permissionsLoaded: false }, { kind: 'loadPermissions' }],
    ['no token, login page -> allow', { path: '/user/login', hasToken: false, permissionsLoaded: false }, { kind: 'allow' }],
    ['no token, register -> allow', { path: '/user/register', hasToken: false }, { kind: 'allow' }],
    ['no token, register-result -> allow', { path: '/user/register-result', hasToken: false }, { kind: 'allow' }],
    ['no token, alteration -> allow', { path: '/user/alteration', hasToken: false }, { kind: 'allow' }],
    [
      'no token, private page -> login with the full path',
      { path: '/isystem/user', fullPath: '/isystem/user?pageNo=2#top', hasToken: false, permissionsLoaded: false },
      { kind: 'redirect', to: '/user/login?redirect=%2Fisystem%2Fuser%3FpageNo%3D2%23top' },
    ],
    ['no token, 404 page -> login', { path: '/404', fullPath: '/404', hasToken: false }, { kind: 'redirect', to: '/user/login?redirect=%2F404' }],
  ];
  it.each(cases)('%s', (_name, over, outcome) => {
    expect(decideRoute(input(over))).toEqual(outcome);
  });

  it('produces a redirect query that reads back to the full path', () => {
    const outcome = decideRoute(input({ hasToken: false, fullPath: '/a?b=1&c=2' }));
    if (outcome.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(outcome.to, 'http://x').searchParams.get('redirect')).toBe('/a?b=1&c=2');
  });
});

describe('pathAfterPermissionLoad', () => {
  it('follows the redirect query', () => {
    expect(pathAfterPermissionLoad('/dashboard/analysis', '?redirect=%2Fisystem%2Fuser')).toBe('/isystem/user');
  });
  it('stays without a redirect, or when it points to the open page', () => {
    expect(pathAfterPermissionLoad('/isystem/user', '')).toBeNull();
    expect(pathAfterPermissionLoad('/isystem/user', '?redirect=/isystem/user')).toBeNull();
  });
  it('ignores redirects to other sites', () => {
    expect(pathAfterPermissionLoad('/x', '?redirect=https://evil.example')).toBeNull();
    expect(pathAfterPermissionLoad('/x', '?redirect=//evil.example')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps site paths only', () => {
    expect(safeRedirect('/isystem/user?x=1')).toBe('/isystem/user?x=1');
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
