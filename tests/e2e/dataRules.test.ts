import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import { api, visibleTable, rows, row, field, notice, drawer, modal, button, link, openPage, openAdminBrowser } from './adminHelpers.ts';

/**
 * Menu data rules end to end: a rule added in 菜单管理 › 数据规则 on 线路管理, granted to a role in
 * 角色管理 › 数据权限, narrows that role's users' 线路管理 list to their own rows; 部门管理 › 部门角色 ›
 * 数据权限 grants it to a department role the same way.
 */

const CLERK_PASSWORD = 'Clerk#2026-rules';

/** In the open 数据权限 dialog: ticks 只看本人 on 线路管理 and saves that menu. */
async function grantOnLines(page: Page): Promise<void> {
  const dialog = page.getByTestId('data-rule-menus');
  await expect.poll(() => dialog.textContent()).toContain('只看本人');
  const card = dialog.locator('[data-menu="m_bus_1"]');
  await card.getByRole('checkbox').check();
  await button(card, '保存').click();
  await notice(page, /保存成功/).waitFor();
}


describe('data rules: 菜单管理 › 数据规则, 角色管理 › 数据权限, and the narrowed list', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;
  let roleId = '';

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    // A role holding 线路管理 (list and add), a user of it, one line of theirs and one of the admin's.
    expect((await api(base, token, 'POST', '/sys/role/add', { roleName: '线路员', roleCode: 'line_clerk' })).success).toBe(true);
    roleId = (await api<{ records: { id: string }[] }>(base, token, 'GET', '/sys/role/list?roleCode=line_clerk')).result.records[0].id;
    const grants = ['m_bus', 'm_bus_1', 'b_bus_line_list', 'b_bus_line_add'].join(',');
    expect((await api(base, token, 'POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: grants, lastpermissionIds: '' })).success).toBe(true);
    const user = await api(base, token, 'POST', '/sys/user/add', { username: 'clerk', realname: '线路员甲', password: CLERK_PASSWORD, selectedroles: roleId });
    expect(user.success, user.message).toBe(true);
    const clerk = await signInToken(base, 'clerk', CLERK_PASSWORD);
    const line = (no: string) => ({ lineName: `规则线路${no}`, lineNo: no, startStation: '起点', endStation: '终点', status: '1' });
    expect((await api(base, clerk, 'POST', '/bus/busLine/add', line('R1'))).success).toBe(true);
    expect((await api(base, token, 'POST', '/bus/busLine/add', line('R2'))).success).toBe(true);
    browser = await openAdminBrowser(base);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('adds a rule on a menu, grants it to a role, and the role\'s user sees only their own rows', async () => {
    const { page } = browser;
    await openPage(page, '菜单管理');
    await page.getByPlaceholder('请输入菜单名称').fill('线路管理');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await row(page, '线路管理').getByText('数据规则', { exact: true }).click();
    const rules = drawer(page);
    await expect.poll(() => rules.textContent()).toContain('数据权限规则');
    await button(rules, '新增').click();
    const form = modal(page);
    await field(form, '规则名称').locator('input').fill('只看本人');
    await field(form, '规则字段').locator('input').fill('createBy');
    await field(form, '条件规则').locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: /^等于$/ }).click();
    // A raw value is kept as typed; the variable is filled per user.
    await field(form, '规则值').locator('input').fill('#{sys_user_code}');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();
    await expect.poll(() => row(rules, '只看本人').count()).toBe(1);
    expect(await row(rules, '只看本人').textContent()).toContain('#{sys_user_code}');
    await screenshot(page, 'admin-menu-data-rules');
    await page.locator('.ant-drawer-close:visible').click();
    await page.locator('.ant-drawer-content').first().waitFor({ state: 'hidden' });

    await openPage(page, '角色管理');
    await row(page, 'line_clerk').getByText('数据权限', { exact: true }).click();
    await grantOnLines(page);
    await screenshot(page, 'admin-role-data-rules');
    const held = await api<{ drChecked: string }>(base, token, 'GET', `/sys/role/datarule/m_bus_1/${roleId}`);
    expect(held.result.drChecked).not.toBe('');

    // The role's user now lists only the line they created.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, base, 'clerk', CLERK_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
    await page.goto(`${base}/bus/line`);
    await visibleTable(page).waitFor();
    await expect.poll(() => row(page, '规则线路R1').count()).toBe(1);
    expect(await row(page, '规则线路R2').count()).toBe(0);
    expect(await rows(page).count()).toBe(1);
    // The admin, granted no rule, still sees both.
    const all = await api<{ total: number }>(base, token, 'GET', '/bus/busLine/list?lineName=*规则线路*');
    expect(all.result.total).toBe(2);
  });

  it('部门管理 › 部门角色 › 数据权限 grants the rule to a department role', async () => {
    const { page } = browser;
    // A department holding 线路管理, and a role within it that holds it too.
    const depart = await api<{ id: string }>(base, token, 'POST', '/sys/sysDepart/add', { departName: '线路队' });
    expect(depart.success, depart.message).toBe(true);
    const held = ['m_bus', 'm_bus_1', 'b_bus_line_list'].join(',');
    expect((await api(base, token, 'POST', '/sys/permission/saveDepartPermission', { departId: depart.result.id, permissionIds: held })).success).toBe(true);
    const team = await api<{ id: string }>(base, token, 'POST', '/sys/sysDepartRole/add', { departId: depart.result.id, roleName: '线路组', roleCode: 'line_team' });
    expect((await api(base, token, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: team.result.id, permissionIds: held })).success).toBe(true);

    // The test before signed in as the clerk.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, base, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().click();
    await openPage(page, '部门管理');
    await link(row(page, '线路队'), '部门角色').click();
    const roles = drawer(page);
    await expect.poll(() => row(roles, 'line_team').count()).toBe(1);
    await link(row(roles, 'line_team'), '数据权限').click();
    await grantOnLines(page);
    const menus = await api<{ permissionId: string; checked: string[] }[]>(base, token, 'GET', `/sys/sysDepartRole/dataRuleMenus?roleId=${team.result.id}`);
    expect(menus.result.find((m) => m.permissionId === 'm_bus_1')?.checked).toHaveLength(1);
  });
});
