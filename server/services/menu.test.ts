import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './menu.ts';

const row = (over: Partial<Parameters<typeof buildMenuTree>[0][number]>) => ({
  id: 'x', parentId: null, name: '名称', url: '/x', component: 'layouts/RouteView', componentName: null, redirect: null,
  menuType: 0, isRoute: 1, hidden: 0, alwaysShow: 0, keepAlive: 0, internalOrExternal: 0, icon: null, hideTab: 0, isLeaf: 1,
  ...over,
});

describe('buildMenuTree (api-contract section 3)', () => {
  it('nests sub-menus, leaves buttons out and names routes from their url', () => {
    const tree = buildMenuTree([
      row({ id: 'sys', url: '/isystem', icon: 'setting', isLeaf: 0, redirect: '/isystem/user' }),
      row({ id: 'user', parentId: 'sys', url: '/isystem/user', component: 'system/UserList', menuType: 1, redirect: '/ignored' }),
      row({ id: 'btn', parentId: 'user', url: null, component: null, menuType: 2 }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ path: '/isystem', name: 'isystem', redirect: '/isystem/user', meta: { icon: 'setting', title: '名称' } });
    expect(tree[0].children).toHaveLength(1);
    const user = tree[0].children![0];
    expect(user).toMatchObject({ path: '/isystem/user', name: 'isystem-user', route: '1', meta: { componentName: 'UserList' } });
    // redirect is emitted on top-level items only; a leaf has no children key.
    expect(user).not.toHaveProperty('redirect');
    expect(user).not.toHaveProperty('children');
  });

  it('turns an external url into an md5 path with meta.url', () => {
    const url = 'http://example.org/doc';
    const [node] = buildMenuTree([row({ url, component: 'layouts/IframePageView' })]);
    expect(node.path).toBe(createHash('md5').update(url).digest('hex'));
    expect(node.meta.url).toBe(url);
    const [expr] = buildMenuTree([row({ url: "{{ window._CONFIG['domianURL'] }}/druid/" })]);
    expect(expr.meta.url).toBe("{{ window._CONFIG['domianURL'] }}/druid/");
  });

  it('marks hidden, alwaysShow, keepAlive, route flag and component name', () => {
    const [node] = buildMenuTree([
      row({ hidden: 1, alwaysShow: 1, keepAlive: 1, isRoute: 0, componentName: 'Custom', url: '/a/:id', hideTab: 1 }),
    ]);
    expect(node).toMatchObject({ hidden: true, alwaysShow: true, route: '0', name: 'Custom' });
    expect(node.meta).toMatchObject({ hideMenu: true, keepAlive: true, hideTab: true, componentName: 'Custom' });
    const [plain] = buildMenuTree([row({ url: '/a/:id' })]);
    expect(plain.name).toBe('a-@id');
  });

  it('hides a first-level menu whose children are all hidden and replaces its meta', () => {
    const [node] = buildMenuTree([
      row({ id: 'p', isLeaf: 0, icon: 'team' }),
      row({ id: 'c1', parentId: 'p', menuType: 1, hidden: 1 }),
      row({ id: 'c2', parentId: 'p', menuType: 1, hidden: 1 }),
    ]);
    expect(node.hidden).toBe(true);
    expect(node.meta).toEqual({ hideMenu: true });
  });

  it('leaves out rows whose parent the user cannot see', () => {
    expect(buildMenuTree([row({ id: 'orphan', parentId: 'missing', menuType: 1 })])).toEqual([]);
  });
});
