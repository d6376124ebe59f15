import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import { api, rows, row, field, notice, drawer, modal, popOk, confirmOk, button, link, openPage, openAdminBrowser } from './adminHelpers.ts';

/**
 * 系统管理 pages from schemas/pages/sys-*.json against the real server: departments (tree, 添加下级,
 * 部门权限, 部门角色 with its own grant tree), menus (a button added under a menu), announcements
 * (rich text, 发布 reaching a user's inbox, 撤销) and scheduled jobs (add with the cron control,
 * stop, start, run once and its run log).
 */


/** Ticks the node titled `title` in an open permission tree. */
async function tick(page: Page, title: string) {
  await page.getByTestId('permission-tree').locator('.ant-tree-treenode', { hasText: new RegExp(`^${title}$`) }).locator('.ant-tree-checkbox').click();
}

describe('系统管理 pages from schemas: departments, menus, announcements, scheduled jobs', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;
  const permissionId = async (name: string) =>
    (await api<{ id: string; name: string }[]>(base, token, 'GET', `/sys/permission/list?name=${encodeURIComponent(name)}`)).result.find((p) => p.name === name)?.id;

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    browser = await openAdminBrowser(base);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('部门管理: adds a department and one under it, grants it menus, and its roles only what it holds', async () => {
    const { page } = browser;
    await openPage(page, '部门管理');
    await button(page, '添加部门').click();
    await field(drawer(page), '机构名称').locator('input').fill('巡查大队');
    await button(drawer(page), '确定').click();
    await notice(page, '添加成功').waitFor();
    await link(row(page, '巡查大队'), '添加下级').click();
    await field(modal(page), '机构名称').locator('input').fill('第一巡查组');
    await button(modal(page), '确定').click();
    await notice(page, '添加成功').waitFor();
    await row(page, '巡查大队').locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => row(page, '第一巡查组').count()).toBe(1);

    await link(row(page, '巡查大队'), '部门权限').click();
    await tick(page, '用户管理');
    await tick(page, '查询用户');
    await button(modal(page), '保存并关闭').click();
    await notice(page, /保存成功/).waitFor();
    interface Node { id: string; departName: string; children?: Node[] }
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const departs = await api<Node[]>(base, token, 'GET', '/sys/sysDepart/queryTreeList');
    const departId = flat(departs.result).find((d) => d.departName === '巡查大队')!.id;
    const held = await api<string[]>(base, token, 'GET', `/sys/permission/queryDepartPermission?departId=${departId}`);
    // The menu above the ticked ones comes with them.
    expect(held.result.sort()).toEqual([await permissionId('系统管理'), await permissionId('用户管理'), await permissionId('查询用户')].sort());

    await link(row(page, '巡查大队'), '部门角色').click();
    const roles = drawer(page);
    await button(roles, '新增').click();
    await field(modal(page), '部门角色名称').locator('input').fill('组长');
    await field(modal(page), '部门角色编码').locator('input').fill('leader');
    await button(modal(page), '确定').click();
    await expect.poll(() => row(roles, 'leader').count()).toBe(1);
    await link(row(roles, 'leader'), '授权').click();
    // The department role's tree is what its department holds, nothing more.
    const tree = page.getByTestId('permission-tree');
    await expect.poll(() => tree.textContent()).toContain('查询用户');
    expect(await tree.textContent()).not.toContain('添加用户');
    expect(await tree.textContent()).not.toContain('角色管理');
    await tick(page, '查询用户');
    await button(modal(page), '保存并关闭').click();
    await notice(page, /保存成功/).waitFor();
    const roleList = await api<{ records: { id: string; roleCode: string }[] }>(base, token, 'GET', `/sys/sysDepartRole/list?deptId=${departId}`);
    const roleId = roleList.result.records.find((r) => r.roleCode === 'leader')!.id;
    expect((await api<string[]>(base, token, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).result).toEqual([await permissionId('查询用户')]);
    await drawer(page).locator('.ant-drawer-close').click();

    // Edit; a department with sub-offices cannot be deleted, its last sub-office can.
    await link(row(page, '第一巡查组'), '编辑').click();
    await field(drawer(page), '机构名称').locator('input').fill('第一巡查小组');
    await button(drawer(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    await expect.poll(() => row(page, '第一巡查小组').count()).toBe(1);
    await link(row(page, '巡查大队'), '删除').click();
    await popOk(page).click();
    await notice(page, /下级部门/).waitFor();
    await link(row(page, '第一巡查小组'), '删除').click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => row(page, '第一巡查小组').count()).toBe(0);
  });

  it('菜单管理: adds a button under a menu with 添加下级, and deletes it', async () => {
    const { page } = browser;
    await openPage(page, '菜单管理');
    await page.getByPlaceholder('请输入菜单名称').fill('用户管理');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await link(row(page, '用户管理'), '添加下级').click();
    const form = modal(page);
    await form.getByText('按钮/权限', { exact: true }).click();
    await field(form, '菜单名称').locator('input').fill('打印用户');
    // A button has a permission code and no path.
    await expect.poll(() => field(form, '访问路径').count()).toBe(0);
    await field(form, '授权标识').locator('input').fill('user:print');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();
    const added = await api<{ id: string; name: string; perms: string; menuType: number; parentId: string }[]>(base, token, 'GET', `/sys/permission/list?name=${encodeURIComponent('打印用户')}`);
    expect(added.result).toMatchObject([{ name: '打印用户', perms: 'user:print', menuType: 2, parentId: await permissionId('用户管理') }]);

    // Edit the button in the drawer form: a button shows its permission code, not a path.
    await page.getByPlaceholder('请输入菜单名称').fill('打印用户');
    await button(page, '查询').click();
    await link(row(page, '打印用户'), '编辑').click();
    await expect.poll(() => field(drawer(page), '授权标识').locator('input').inputValue()).toBe('user:print');
    await field(drawer(page), '授权标识').locator('input').fill('user:printAll');
    await button(drawer(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    const edited = await api<{ perms: string }[]>(base, token, 'GET', `/sys/permission/list?name=${encodeURIComponent('打印用户')}`);
    expect(edited.result[0].perms).toBe('user:printAll');

    await page.getByPlaceholder('请输入菜单名称').fill('打印用户');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await link(row(page, '打印用户'), '删除').click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    expect((await api<unknown[]>(base, token, 'GET', `/sys/permission/list?name=${encodeURIComponent('打印用户')}`)).result).toEqual([]);
  });

  it('通告管理: writes an announcement in rich text, 发布 puts it in a user\'s inbox, 撤销 takes it back', async () => {
    const { page } = browser;
    await openPage(page, '通告管理');
    await button(page, '新增').click();
    const form = drawer(page);
    await field(form, '标题').locator('input').fill('防汛值班安排');
    await form.getByText('紧急', { exact: true }).click();
    const editor = field(form, '内容').locator('[contenteditable=true]');
    await editor.click();
    await page.keyboard.type('今晚起实行24小时值班。');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();
    await expect.poll(() => row(page, '防汛值班安排').textContent()).toContain('未发布');

    await link(row(page, '防汛值班安排'), '发布').click();
    await confirmOk(page);
    await notice(page, '该系统通知发布成功').waitFor();
    await expect.poll(() => row(page, '防汛值班安排').textContent()).toContain('已发布');
    // Released to everybody: another user's inbox has it at once.
    await api(base, token, 'PUT', '/sys/user/changePassword', { username: 'lihua', password: 'Lihua#2026ab' });
    const lihua = await signInToken(base, 'lihua', 'Lihua#2026ab');
    const inbox = async () => JSON.stringify((await api(base, lihua, 'GET', '/sys/annountCement/listByUser')).result);
    expect(await inbox()).toContain('防汛值班安排');

    await link(row(page, '防汛值班安排'), '撤销').click();
    await confirmOk(page);
    await notice(page, '该系统通知撤销成功').waitFor();
    await expect.poll(() => row(page, '防汛值班安排').textContent()).toContain('已撤销');
    expect(await inbox()).not.toContain('防汛值班安排');

    // A draft can be edited; any can be deleted.
    await button(page, '新增').click();
    await field(drawer(page), '标题').locator('input').fill('停水通知');
    await field(drawer(page), '内容').locator('[contenteditable=true]').click();
    await page.keyboard.type('周三上午停水。');
    await button(drawer(page), '确定').click();
    await notice(page, '添加成功').waitFor();
    await link(row(page, '停水通知'), '编辑').click();
    await field(drawer(page), '标题').locator('input').fill('停水通知（更正）');
    await button(drawer(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    await expect.poll(() => row(page, '停水通知（更正）').count()).toBe(1);
    await link(row(page, '停水通知（更正）'), '删除').click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => row(page, '停水通知').count()).toBe(0);
  });

  it('定时任务: adds a job with the cron control, stops and starts it, runs it once and shows the run', async () => {
    const { page } = browser;
    await openPage(page, '定时任务');
    await button(page, '新增').click();
    const form = modal(page);
    await field(form, '任务类名').locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: 'sampleJob' }).click();
    await field(form, 'Cron表达式').locator('input').fill('0 0 3 * * ?');
    await field(form, '描述').locator('textarea').fill('每日凌晨三点的示例任务');
    await button(form, '确定').click();
    await notice(page, '创建定时任务成功').waitFor();
    const job = row(page, 'sampleJob');
    await expect.poll(() => job.textContent()).toContain('正常');

    await link(job, '停止').click();
    await confirmOk(page);
    await notice(page, '定时任务暂停成功').waitFor();
    await expect.poll(() => job.textContent()).toContain('停止');
    await link(job, '启动').click();
    await confirmOk(page);
    await notice(page, '定时任务恢复成功').waitFor();

    await link(job, '立即执行').click();
    await confirmOk(page);
    await notice(page, /执行成功/).waitFor();
    await link(job, '执行记录').click();
    await expect.poll(() => rows(drawer(page)).count()).toBe(1);
    await expect.poll(() => rows(drawer(page)).first().textContent()).toContain('成功');
    await drawer(page).locator('.ant-drawer-close').click();

    await link(job, '编辑').click();
    await field(modal(page), '描述').locator('textarea').fill('每日凌晨四点的示例任务');
    await field(modal(page), 'Cron表达式').locator('input').fill('0 0 4 * * ?');
    await button(modal(page), '确定').click();
    await notice(page, '更新定时任务成功').waitFor();
    await expect.poll(() => job.textContent()).toContain('0 0 4 * * ?');
    await link(job, '删除').click();
    await popOk(page).click();
    await notice(page, '删除定时任务成功').waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
  });
});
