import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';

interface Node { id: string; key: string; title: string; leaf: boolean; menuType: number; children?: Node[]; [field: string]: unknown }

const find = (nodes: Node[], id: string): Node | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

describe.each(testDatabases)('menus and permissions (/sys/permission) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  const call = async (method: string, path: string, token = admin, body?: unknown): Promise<{ status: number; body: ApiBody }> =>
    server.call(method, path, { token, body });
  const add = async (fields: Record<string, unknown>) => (await call('POST', '/sys/permission/add', admin, fields)).body;
  const tree = async () => (await call('GET', '/sys/permission/list')).body.result as Node[];
  const row = (id: string) => server.ctx.db.kysely.selectFrom('sysPermission').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  it('refuses every endpoint to a user without its code, with 403', async () => {
    const calls: [string, string][] = [
      ['GET', '/sys/permission/list'], ['GET', '/sys/permission/getPermRuleListByPermId?permissionId=m_sys'],
      ['GET', '/sys/permission/queryPermissionRule'], ['POST', '/sys/permission/add'], ['PUT', '/sys/permission/edit'],
      ['DELETE', '/sys/permission/delete?id=b_user_add'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await call(method, path, staff, method === 'GET' || method === 'DELETE' ? undefined : { id: 'm_sys', name: 'x', menuType: 0, url: '/x', component: 'x' });
      expect({ path, status, message: body.message }).toEqual({ path, status: 403, message: '没有权限，请联系管理员授权' });
    }
    expect(await row('b_user_add')).toBeDefined();
  });

  it('answers the whole menu tree with the platform field names, and a name search flat', async () => {
    const nodes = await tree();
    const sys = find(nodes, 'm_sys');
    expect(sys).toMatchObject({
      key: 'm_sys', title: '系统管理', name: '系统管理', url: '/isystem', component: 'layouts/RouteView', menuType: 0, leaf: false,
      route: true, hidden: false, keepAlive: false, alwaysShow: false, internalOrExternal: false, icon: 'setting', parentId: null,
    });
    const users = find(nodes, 'm_sys_user');
    expect(users).toMatchObject({ leaf: false, menuType: 1, parentId: 'm_sys' });
    expect(find(nodes, 'b_user_add')).toMatchObject({ perms: 'user:add', permsType: '1', status: '1', leaf: true, menuType: 2 });
    expect(find(nodes, 'm_ann_mine')).toMatchObject({ hidden: true });
    const found = (await call('GET', '/sys/permission/list?name=用户')).body.result as Node[];
    expect(found.map((n) => n.id)).toEqual(expect.arrayContaining(['m_sys_user', 'b_user_add', 'b_user_list']));
    expect(found.every((n) => n.children === undefined)).toBe(true);
    expect((await call('GET', '/sys/permission/getPermRuleListByPermId?permissionId=m_sys_user')).body).toMatchObject({ success: true, result: [] });
    expect((await call('GET', '/sys/permission/queryPermissionRule?permissionId=m_sys_user')).body).toMatchObject({ success: true, result: [] });
  });

  it('adds a menu, a sub-menu and a button after checking them against the tree', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ menuType: 0, url: '/x' }, 'name', '菜单名称不能为空'],
      [{ name: '<img src=x onerror=alert(1)>', menuType: 0, url: '/x', component: 'x' }, 'name', '菜单名称不能包含HTML标记（如 <b>、<img>）'],
      [{ name: '甲', menuType: 5 }, 'menuType', '菜单类型只能是一级菜单、子菜单或按钮'],
      [{ name: '甲', menuType: 1, url: '/x', component: 'x' }, 'parentId', '子菜单和按钮必须选择上级菜单'],
      [{ name: '甲', menuType: 1, parentId: 'm_nowhere', url: '/x', component: 'x' }, 'parentId', '上级菜单不存在'],
      [{ name: '甲', menuType: 2, parentId: 'b_user_add', perms: 'x:y' }, 'parentId', '按钮下不能再添加菜单或按钮'],
      [{ name: '甲', menuType: 0, component: 'x' }, 'url', '菜单路径不能为空'],
      [{ name: '甲', menuType: 0, url: '/jia' }, 'component', '前端组件不能为空'],
      [{ name: '甲', menuType: 0, url: '/isystem', component: 'layouts/RouteView' }, 'url', '菜单路径已被“系统管理”使用'],
      [{ name: '甲', menuType: 2, parentId: 'm_sys_user' }, 'perms', '按钮必须填写授权标识'],
      [{ name: '甲', menuType: 2, parentId: 'm_sys_user', perms: 'has space' }, 'perms', '授权标识只能由字母、数字和 : _ - . 组成，多个用逗号分隔'],
      [{ name: '甲', menuType: 2, parentId: 'm_sys_user', perms: 'user:export,user:add' }, 'perms', '授权标识“user:add”已被“添加用户”使用'],
      [{ name: '甲', menuType: 2, parentId: 'm_sys_user', perms: 'x:y', permsType: '3' }, 'permsType', '授权策略只能是1（可见/可访问）或2（可编辑）'],
      [{ name: '甲', menuType: 0, url: '/jia', component: 'x', sortNo: 'first' }, 'sortNo', '排序必须是数字'],
    ];
    for (const [fields, field, message] of refusals) expect(await add(fields)).toMatchObject({ success: false, message, result: { [field]: message } });

    const menu = await add({ name: '报表中心', menuType: 0, url: '/report', component: 'layouts/RouteView', icon: 'bar-chart', sortNo: 25, alwaysShow: true });
    expect(menu).toMatchObject({ success: true, message: '添加成功！', result: { name: '报表中心', leaf: true, alwaysShow: true, route: true } });
    const sub = await add({ name: '月报', menuType: 1, parentId: menu.result.id, url: '/report/month', component: 'report/Month', keepAlive: true, hidden: 0 });
    expect(sub.result).toMatchObject({ parentId: menu.result.id, keepAlive: true, hidden: false });
    expect((await row(menu.result.id))?.isLeaf).toBe(0);
    const button = await add({ name: '导出月报', menuType: 2, parentId: sub.result.id, perms: 'report:month:export', permsType: '2' });
    expect(button.result).toMatchObject({ perms: 'report:month:export', permsType: '2', status: '1', menuType: 2 });
    const external = await add({ name: '官网', menuType: 1, parentId: menu.result.id, url: 'https://example.org', internalOrExternal: true });
    expect(external.result).toMatchObject({ internalOrExternal: true, component: null });
    const month = find(await tree(), sub.result.id);
    expect(month?.children?.map((n) => n.title)).toEqual(['导出月报']);
  });

  it('refuses a menu address or component that could run script once evaluated, templates included', async () => {
    const unsafe = [
      "{{'javascript:alert(document.cookie)'}}", 'javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>', "{{ 'java' + 'script:x' }}", 'java{{ _CONFIG.x }}script:x', 'vbscript:x',
    ];
    for (const url of unsafe) {
      const body = await add({ name: '坏菜单', menuType: 0, url, component: 'layouts/IframePageView' });
      expect({ url, body }).toMatchObject({ url, body: { success: false, message: '菜单路径只能是 http(s) 地址或站内路径', result: { url: '菜单路径只能是 http(s) 地址或站内路径' } } });
    }
    const component = await add({ name: '坏菜单', menuType: 0, url: '/bad', component: 'javascript:alert(1)' });
    expect(component).toMatchObject({ success: false, result: { component: '前端组件只能是组件路径或 http(s) 地址' } });
    const edited = (await call('PUT', '/sys/permission/edit', admin, { id: 'm_sys', name: '系统管理', menuType: 0, url: "{{'javascript:x'}}", component: 'layouts/RouteView' })).body;
    expect(edited).toMatchObject({ success: false, message: '菜单路径只能是 http(s) 地址或站内路径' });
    const template = await add({ name: '文档', menuType: 0, url: "{{ window._CONFIG['domianURL'] }}/sys/common/pdf/x", component: 'layouts/IframePageView' });
    expect(template).toMatchObject({ success: true });
    expect(await add({ name: '外站', menuType: 0, url: 'https://example.org/a', internalOrExternal: true })).toMatchObject({ success: true });
  });

  it('edits a row: moves it, never under itself, and a menu with children never becomes a button', async () => {
    const top = await add({ name: '甲菜单', menuType: 0, url: '/jia', component: 'layouts/RouteView' });
    const child = await add({ name: '乙菜单', menuType: 1, parentId: top.result.id, url: '/jia/yi', component: 'jia/Yi' });
    const loop = (await call('PUT', '/sys/permission/edit', admin, { id: top.result.id, name: '甲菜单', menuType: 1, parentId: child.result.id, url: '/jia', component: 'x' })).body;
    expect(loop).toMatchObject({ success: false, message: '上级菜单不能是它自己或它的下级' });
    const toButton = (await call('PUT', '/sys/permission/edit', admin, { id: top.result.id, name: '甲菜单', menuType: 2, parentId: 'm_sys', perms: 'jia:x' })).body;
    expect(toButton).toMatchObject({ success: false, message: '该菜单下还有下级，不能改为按钮' });
    // Moving 乙 under 系统管理 leaves 甲 a leaf again.
    const moved = (await call('PUT', '/sys/permission/edit', admin, { id: child.result.id, name: '乙菜单（新）', menuType: 1, parentId: 'm_sys', url: '/jia/yi', component: 'jia/Yi', route: false })).body;
    expect(moved).toMatchObject({ success: true, message: '编辑成功!', result: { name: '乙菜单（新）', parentId: 'm_sys', route: false } });
    expect((await row(top.result.id))?.isLeaf).toBe(1);
    expect(find(await tree(), 'm_sys')?.children?.map((n) => n.id)).toContain(child.result.id);
    expect((await call('PUT', '/sys/permission/edit', admin, { id: 'missing', name: '丙', menuType: 0, url: '/bing', component: 'x' })).body).toMatchObject({ success: false, message: '未找到该菜单' });
  });

  it('refuses to delete a row with children; deleting a button takes its grants with it and its code away at once', async () => {
    expect((await call('DELETE', '/sys/permission/delete?id=m_sys_user')).body).toMatchObject({ success: false, message: '该菜单下还有9个下级菜单或按钮，请先删除它们' });
    const parent = await add({ name: '临时菜单', menuType: 0, url: '/tmp', component: 'layouts/RouteView' });
    const button = await add({ name: '临时按钮', menuType: 2, parentId: parent.result.id, perms: 'tmp:do' });
    const granted = await call('POST', '/sys/permission/saveRolePermission', admin, { roleId: 'r_staff', permissionIds: [...(await call('GET', '/sys/permission/queryRolePermission?roleId=r_staff')).body.result, button.result.id].join(',') });
    expect(granted.body.success).toBe(true);
    const auth = async () => ((await call('GET', '/sys/permission/getUserPermissionByToken', staff)).body.result.auth as { action: string }[]).map((a) => a.action);
    expect(await auth()).toContain('tmp:do');

    expect((await call('DELETE', `/sys/permission/delete?id=${button.result.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await auth()).not.toContain('tmp:do');
    expect(await server.ctx.db.kysely.selectFrom('sysRolePermission').select('id').where('permissionId', '=', button.result.id).execute()).toEqual([]);
    expect((await row(parent.result.id))?.isLeaf).toBe(1);
    expect((await call('DELETE', `/sys/permission/delete?id=${parent.result.id}`)).body.success).toBe(true);
    expect((await call('DELETE', '/sys/permission/delete?id=missing')).body).toMatchObject({ success: false, message: '未找到该菜单' });
  });

  it('keeps menus out of tenants: added and edited in a tenant, a menu belongs to none and every tenant sees it', async () => {
    const inTenant = { 'X-Tenant-Id': '1' };
    const added = (await server.call('POST', '/sys/permission/add', { token: admin, headers: inTenant, body: { name: '租户内菜单', menuType: 0, url: '/in-tenant', component: 'layouts/RouteView' } })).body;
    expect(added, added.message).toMatchObject({ success: true });
    const stored = await server.ctx.db.kysely.selectFrom('sysPermission').selectAll().where('id', '=', added.result.id).executeTakeFirstOrThrow();
    expect((stored as unknown as { tenantId: number | null }).tenantId).toBeNull();
    const edited = (await server.call('PUT', '/sys/permission/edit', { token: admin, headers: inTenant, body: { id: 'm_sys', icon: 'tool' } })).body;
    expect(edited).toMatchObject({ success: true, result: { id: 'm_sys', icon: 'tool', name: '系统管理' } });
    expect((await server.call('DELETE', `/sys/permission/delete?id=${added.result.id}`, { token: admin, headers: inTenant })).body.success).toBe(true);
  });
});
