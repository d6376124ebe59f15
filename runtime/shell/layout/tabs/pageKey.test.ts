import { describe, expect, it } from 'vitest';
import { menuToRoutes } from '../../router/menuToRoutes';
import { pageKeyFor, staticPageTitle } from './pageKey';

const model = menuToRoutes(
  [
    { id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
    {
      id: 'sys', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' },
      children: [{ id: 'user', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } }],
    },
  ],
  {},
);

describe('pageKeyFor', () => {
  it('is the full path of a menu page, query included', () => {
    expect(pageKeyFor(model, { pathname: '/isystem/user', search: '?a=1' }, true)).toBe('/isystem/user?a=1');
  });
  it('is null for paths that only lead elsewhere', () => {
    expect(pageKeyFor(model, { pathname: '/', search: '' }, false)).toBeNull();
    expect(pageKeyFor(model, { pathname: '/isystem', search: '' }, true)).toBeNull();
    expect(pageKeyFor(model, { pathname: '/nowhere', search: '' }, true)).toBeNull();
    // A static redirect of the layout (/test → /test/home) gets no tab of its own.
    expect(pageKeyFor(model, { pathname: '/test', search: '' }, false)).toBeNull();
    expect(pageKeyFor(model, { pathname: '/test/home', search: '' }, false)).toBe('/test/home');
  });
  it('is the full path of a static page of the layout', () => {
    expect(pageKeyFor(model, { pathname: '/flowable/task/record/index', search: '?procInsId=1' }, false)).toBe('/flowable/task/record/index?procInsId=1');
  });
});

describe('staticPageTitle', () => {
  it('names the pages outside the menu', () => {
    expect(staticPageTitle('/account/settings/base')).toBe('账户设置');
    expect(staticPageTitle('/account/settings')).toBe('账户设置');
    expect(staticPageTitle('/isystem/user')).toBeUndefined();
  });
});
