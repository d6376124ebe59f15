import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../session/types';
import { menuToRoutes } from './menuToRoutes';
import { breadcrumbTrail, menuSelection, resolveShellRoute } from './resolveRoute';

const menu: MenuNode[] = [
  { id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
  {
    id: 'sys', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' },
    children: [
      { id: 'user', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
      { id: 'cat', path: '/isys/category', component: 'system/SysCategoryList', meta: { title: '分类字典' } },
      { id: 'detail', path: '/isystem/user/:id', component: 'system/UserDetail', hidden: true, meta: { title: '用户详情' } },
      { id: 'new', path: '/isystem/user/new', component: 'system/UserNew', hidden: true, meta: { title: '新用户' } },
    ],
  },
  { id: 'own', path: '/own', component: 'layouts/RouteView', redirect: '/isystem/user', meta: { title: '跳转' },
    children: [{ id: 'ownChild', path: '/own/child', component: 'x/Y' }] },
  { id: 'always', path: '/always', component: 'misc/Page', alwaysShow: true, meta: { title: '总显示' } },
];
const model = menuToRoutes(menu, {});

describe('resolveShellRoute', () => {
  it('finds a page and does not redirect', () => {
    expect(resolveShellRoute(model, '/isystem/user')).toMatchObject({ route: { id: 'user' }, redirectTo: undefined });
  });
  it('prefers a static path over a parameter pattern', () => {
    expect(resolveShellRoute(model, '/isystem/user/new')?.route.id).toBe('new');
    expect(resolveShellRoute(model, '/isystem/user/42')?.route.id).toBe('detail');
  });
  it('follows a menu redirect', () => {
    expect(resolveShellRoute(model, '/own')?.redirectTo).toBe('/isystem/user');
  });
  it('leads a folder without redirect to its first child', () => {
    expect(resolveShellRoute(model, '/isystem')?.redirectTo).toBe('/isystem/user');
  });
  it('stays on an alwaysShow page that redirects to itself', () => {
    expect(resolveShellRoute(model, '/always')).toMatchObject({ route: { id: 'always' }, redirectTo: undefined });
  });
  it('returns null for an unknown path', () => {
    expect(resolveShellRoute(model, '/nowhere')).toBeNull();
  });
});

describe('breadcrumbTrail', () => {
  it('starts at home and ends with the current page, not linked', () => {
    expect(breadcrumbTrail(model, '/isys/category')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/isystem' },
      { title: '分类字典', path: undefined },
    ]);
  });
  it('is just home on the dashboard', () => {
    expect(breadcrumbTrail(model, '/dashboard/analysis')).toEqual([{ title: '首页', path: undefined }]);
  });
  it('is home and the title on a page outside the menu', () => {
    expect(breadcrumbTrail(model, '/account/settings/base', '账户设置')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '账户设置', path: undefined },
    ]);
  });
});

describe('menuSelection', () => {
  it('selects the route path and opens its folders', () => {
    expect(menuSelection(model, '/isystem/user')).toEqual({ selected: ['/isystem/user'], open: ['/isystem'] });
  });
  it('uses the full path for a route with parameters', () => {
    expect(menuSelection(model, '/isystem/user/42').selected).toEqual(['/isystem/user/42']);
  });
});
