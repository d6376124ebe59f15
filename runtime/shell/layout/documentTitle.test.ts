import { describe, expect, it } from 'vitest';
import { menuToRoutes } from '../router/menuToRoutes';
import { documentTitle, pageTitleFor, tabTitleFor } from './documentTitle';

const model = menuToRoutes(
  [
    { id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
    { id: 'user', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
  ],
  {},
);

describe('documentTitle', () => {
  it('joins the page title and the product name', () => {
    expect(documentTitle('用户管理')).toBe('用户管理 - 智慧安置区管理平台');
  });
  it('is the product name alone without a page title', () => {
    expect(documentTitle(undefined)).toBe('智慧安置区管理平台');
    expect(documentTitle('')).toBe('智慧安置区管理平台');
  });
});

describe('pageTitleFor', () => {
  it('gives the menu title, and none on the dashboard', () => {
    expect(pageTitleFor(model, '/isystem/user')).toBe('用户管理');
    expect(pageTitleFor(model, '/dashboard/analysis')).toBeUndefined();
    expect(pageTitleFor(model, '/nowhere')).toBeUndefined();
    expect(pageTitleFor(null, '/isystem/user')).toBeUndefined();
  });
  it('names the static pages of the layout too', () => {
    expect(pageTitleFor(model, '/isps/userAnnouncement')).toBe('我的消息');
  });
});

describe('tabTitleFor', () => {
  it('labels the home tab 首页, menu pages by title, static pages by their own title', () => {
    expect(tabTitleFor(model, '/dashboard/analysis')).toBe('首页');
    expect(tabTitleFor(model, '/isystem/user')).toBe('用户管理');
    expect(tabTitleFor(model, '/account/settings/base')).toBe('账户设置');
    expect(tabTitleFor(model, '/elsewhere')).toBe('/elsewhere');
  });
});
