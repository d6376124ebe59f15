import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput, pathAfterPermissionLoad, safeRedirect, withoutParam } from './guard';

const input = (over: Partial<GuardInput>): GuardInput => ({
  path: '/isystem/user',
  search: '',
  fullPath: '/isystem/user',
  hasToken: true,
  signedInOnArrival: true,
  permissionsLoaded: true,
  inOAuth2App: false,
  ...over,
});

const anonymous = (path: string, search = '', over: Partial<GuardInput> = {}) =>
  input({ path, search, fullPath: path + search, hasToken: false, signedInOnArrival: false, permissionsLoaded: false, ...over });

describe('decideRoute (seed 000 section 2.2)', () => {
  const cases: [string, GuardInput, ReturnType<typeof decideRoute>][] = [
    ['token, login page -> home', input({ path: '/user/login', fullPath: '/user/login' }), { kind: 'redirect', to: '/dashboard/analysis' }],
    ['token, login page, no permissions -> home', input({ path: '/user/login', permissionsLoaded: false }), { kind: 'redirect', to: '/dashboard/analysis' }],
    [
      'token stored by a sign-in on this login page -> stay (its own navigation follows)',
      input({ path: '/user/login', search: '?redirect=%2Fa', signedInOnArrival: false, permissionsLoaded: false }),
      { kind: 'allow' },
    ],
    ['token, oauth2-app login page -> home', input({ path: '/oauth2-app/login', inOAuth2App: true }), { kind: 'redirect', to: '/dashboard/analysis' }],
    ['token, permissions loaded -> allow', input({}), { kind: 'allow' }],
    ['token, no permissions -> load', input({ permissionsLoaded: false }), { kind: 'loadPermissions' }],
    ['token, whitelisted register page, no permissions -> load', input({ path: '/user/register', permissionsLoaded: false }), { kind: 'loadPermissions' }],
    ['token, a ticket is ignored', input({ search: '?ticket=ST-1' }), { kind: 'allow' }],
    [
      'token, a tenant to choose -> the tenant selection, then back',
      input({ search: '?a=1', fullPath: '/isystem/user?a=1', permissionsLoaded: false, tenantChoicePending: true }),
      { kind: 'redirect', to: '/user/tenant?redirect=%2Fisystem%2Fuser%3Fa%3D1' },
    ],
    ['token, the tenant selection opens without the menus', input({ path: '/user/tenant', permissionsLoaded: false, tenantChoicePending: true }), { kind: 'allow' }],
    ['no token, the tenant selection -> login', anonymous('/user/tenant'), { kind: 'redirect', to: '/user/login?redirect=%2Fuser%2Ftenant' }],
    ['no token, login page -> allow', anonymous('/user/login'), { kind: 'allow' }],
    ['no token, register -> allow', anonymous('/user/register'), { kind: 'allow' }],
    ['no token, register-result -> allow', anonymous('/user/register-result'), { kind: 'allow' }],
    ['no token, alteration -> allow', anonymous('/user/alteration'), { kind: 'allow' }],
    [
      'no token, private page -> login with the full path',
      anonymous('/isystem/user', '?pageNo=2', { fullPath: '/isystem/user?pageNo=2#top' }),
      { kind: 'redirect', to: '/user/login?redirect=%2Fisystem%2Fuser%3FpageNo%3D2%23top' },
    ],
    ['no token, 404 page -> login', anonymous('/404'), { kind: 'redirect', to: '/user/login?redirect=%2F404' }],
    // The enterprise-messaging app mode (seed 000 sections 1 and 9).
    ['app, no token, private page -> app login', anonymous('/', '', { inOAuth2App: true }), { kind: 'redirect', to: '/oauth2-app/login?redirect=%2F' }],
    ['app, no token, app login page -> allow', anonymous('/oauth2-app/login', '?token=t', { inOAuth2App: true }), { kind: 'allow' }],
    [
      'app, no token, password login page -> app login, query kept',
      anonymous('/user/login', '?redirect=%2Fa', { inOAuth2App: true }),
      { kind: 'redirect', to: '/oauth2-app/login?redirect=%2Fa' },
    ],
    ['browser, no token, app login page -> password login', anonymous('/oauth2-app/login', '?x=1'), { kind: 'redirect', to: '/user/login?x=1' }],
  ];
  it.each(cases)('%s', (_name, given, outcome) => {
    expect(decideRoute(given)).toEqual(outcome);
  });

  it('produces a redirect query that reads back to the full path', () => {
    const outcome = decideRoute(input({ hasToken: false, fullPath: '/a?b=1&c=2' }));
    if (outcome.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(outcome.to, 'http://x').searchParams.get('redirect')).toBe('/a?b=1&c=2');
  });
});

describe('decideRoute with a CAS ticket (seed 000 sections 4 and 7)', () => {
  it('on the login page: validates for the login address and goes on to its redirect query', () => {
    expect(decideRoute(anonymous('/user/login', '?redirect=%2Fisystem%2Fuser&ticket=ST-1-x'))).toEqual({
      kind: 'casTicket',
      ticket: 'ST-1-x',
      servicePath: '/user/login?redirect=%2Fisystem%2Fuser',
      next: '/isystem/user',
      onFailure: '/user/login?redirect=%2Fisystem%2Fuser',
    });
  });

  it('on the bare login page: goes home', () => {
    expect(decideRoute(anonymous('/user/login', '?ticket=ST-1'))).toMatchObject({ servicePath: '/user/login', next: '/dashboard/analysis', onFailure: '/user/login' });
  });

  it('on any other page: validates for that page and stays there', () => {
    expect(decideRoute(anonymous('/isystem/user', '?ticket=ST-2&pageNo=2', { fullPath: '/isystem/user?ticket=ST-2&pageNo=2#x' }))).toEqual({
      kind: 'casTicket',
      ticket: 'ST-2',
      servicePath: '/isystem/user?pageNo=2',
      next: '/isystem/user?pageNo=2#x',
      onFailure: '/user/login?redirect=%2Fisystem%2Fuser%3FpageNo%3D2%23x',
    });
  });

  it('never follows a redirect query to another site', () => {
    expect(decideRoute(anonymous('/user/login', '?redirect=https%3A%2F%2Fevil.example&ticket=ST-3'))).toMatchObject({ next: '/dashboard/analysis' });
  });
});

describe('withoutParam', () => {
  it('keeps the other parameters exactly as encoded', () => {
    expect(withoutParam('?redirect=%2Fa%20b&ticket=ST-1&x=(1)', 'ticket')).toBe('?redirect=%2Fa%20b&x=(1)');
    expect(withoutParam('?ticket=ST-1', 'ticket')).toBe('');
    expect(withoutParam('', 'ticket')).toBe('');
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
