import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../session/types';
import { menuToRoutes, ShellStartupError } from './menuToRoutes';

const config = { domianURL: '/jeecg-boot' };

const home: MenuNode = {
  id: 'home', path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', route: '1',
  meta: { title: '首页', icon: 'home', keepAlive: true, componentName: 'Analysis' },
};
const system: MenuNode = {
  id: 'sys', path: '/isystem', name: 'isystem', component: 'layouts/RouteView', route: '1', redirect: '/isystem/user',
  meta: { title: '系统管理', icon: 'setting' },
  children: [
    { id: 'user', path: '/isystem/user', name: 'isystem-user', component: 'system/UserList', route: '1', meta: { title: '用户管理' } },
    { id: 'hiddenPage', path: '/isystem/secret', component: 'system/Secret', route: '1', hidden: true, meta: { title: '隐藏页' } },
    { id: 'menuOnly', path: '/isystem/menuOnly', component: 'system/MenuOnly', route: '0', meta: { title: '仅菜单' },
      children: [{ id: 'underMenuOnly', path: '/isystem/menuOnly/child', component: 'system/Child', route: '1' }] },
  ],
};

const byId = (model: ReturnType<typeof menuToRoutes>, id: string) => model.routes.find((r) => r.id === id);

describe('menuToRoutes (seed 000 section 2.3)', () => {
  it('flattens the tree into routes that know their parents', () => {
    const model = menuToRoutes([home, system], config);
    expect(model.routes.map((r) => r.id)).toEqual(['home', 'sys', 'user', 'hiddenPage']);
    expect(byId(model, 'user')).toEqual({
      id: 'user', path: '/isystem/user', name: 'isystem-user', title: '用户管理', icon: undefined,
      target: { kind: 'component', component: 'system/UserList' }, redirect: undefined, keepAlive: false,
      componentName: undefined, parentIds: ['sys'],
    });
    expect(byId(model, 'home')).toMatchObject({ keepAlive: true, componentName: 'Analysis', icon: 'home', parentIds: [] });
    expect(byId(model, 'sys')?.redirect).toBe('/isystem/user');
  });

  it('leaves route "0" items and everything under them out of the routes, but not out of the menu', () => {
    const model = menuToRoutes([system], config);
    expect(byId(model, 'menuOnly')).toBeUndefined();
    expect(byId(model, 'underMenuOnly')).toBeUndefined();
    expect(model.menu[0].children.map((m) => m.key)).toContain('/isystem/menuOnly');
  });

  it('skips hidden items in the menu but keeps their routes', () => {
    const model = menuToRoutes([home, system, { ...home, id: 'h2', path: '/hidden', hidden: true }], config);
    expect(model.menu.map((m) => m.key)).toEqual(['/dashboard/analysis', '/isystem']);
    expect(model.menu[1].children.map((m) => m.key)).toEqual(['/isystem/user', '/isystem/menuOnly']);
    expect(byId(model, 'h2')).toBeDefined();
  });

  it('makes alwaysShow items redirect to their own path', () => {
    const model = menuToRoutes([{ ...system, redirect: null, alwaysShow: true }], config);
    expect(byId(model, 'sys')?.redirect).toBe('/isystem');
  });

  it('opens internalOrExternal items in a new window, with placeholders evaluated', () => {
    const report: MenuNode = {
      id: 'rep', path: '5f4dcc3b5aa765d61d8327deb882cf99', component: 'layouts/IframePageView', route: '1',
      meta: { title: '报表', url: "{{ window._CONFIG['domianURL'] }}/jmreport/list", internalOrExternal: true },
    };
    const model = menuToRoutes([report], config);
    expect(byId(model, 'rep')).toMatchObject({
      path: '/5f4dcc3b5aa765d61d8327deb882cf99',
      target: { kind: 'external', url: '/jeecg-boot/jmreport/list' },
    });
    expect(model.menu[0].externalUrl).toBe('/jeecg-boot/jmreport/list');
  });

  it('embeds a URL item without internalOrExternal in a frame', () => {
    const doc: MenuNode = { id: 'doc', path: 'abc', route: '1', component: 'layouts/IframePageView', meta: { title: '文档', url: 'https://example.org/doc' } };
    const model = menuToRoutes([doc], config);
    expect(byId(model, 'doc')?.target).toEqual({ kind: 'iframe', url: 'https://example.org/doc' });
    expect(model.menu[0].externalUrl).toBeUndefined();
  });

  it('never turns a menu URL that evaluates to a script scheme into a frame or a new window', () => {
    for (const url of ["{{'javascript:alert(document.cookie)'}}", 'JaVa\tScRiPt:alert(1)', "{{ 'data:text/html,' + '<script>x</script>' }}", '&#106;avascript:x']) {
      const frame: MenuNode = { id: 'f', path: '/f', route: '1', component: 'layouts/IframePageView', meta: { title: '坏', url } };
      const external: MenuNode = { id: 'e', path: '/e', route: '1', meta: { title: '坏', url, internalOrExternal: true } };
      const model = menuToRoutes([frame, external], config);
      expect(byId(model, 'f')?.target, url).toEqual({ kind: 'iframe', url: '' });
      expect(byId(model, 'e')?.target, url).toEqual({ kind: 'external', url: '/e' });
      expect(model.menu[1].externalUrl, url).toBe('/e');
    }
  });

  it('treats a folder without a component as a RouteView and names a missing leaf component', () => {
    const folder: MenuNode = { id: 'f', path: '/f', children: [{ id: 'leaf', path: '/f/leaf' }] };
    const model = menuToRoutes([folder], config);
    expect(byId(model, 'f')?.target).toEqual({ kind: 'component', component: 'layouts/RouteView' });
    expect(byId(model, 'leaf')?.target).toEqual({ kind: 'component', component: '(未配置组件)' });
  });

  it('fails start-up on a Vue3 menu, wherever the layout sits', () => {
    const vue3 = { ...system, children: [{ id: 'x', path: '/x', component: 'layouts/default/index' }] };
    expect(() => menuToRoutes([home, vue3], config)).toThrow(ShellStartupError);
    expect(() => menuToRoutes([{ ...home, component: 'layouts/default/index' }], config)).toThrow(
      '启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！',
    );
  });
});
