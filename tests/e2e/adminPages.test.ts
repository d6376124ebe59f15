import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, screenshot, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import { api, rows, row, field, notice, drawer, modal, popOk, confirmOk, button, link, openPage, openAdminBrowser } from './adminHelpers.ts';

/**
 * 系统管理 pages rendered from schemas/pages/sys-*.json against the real server: users (add with
 * the username and password rules, duplicate refusal, edit, freeze and unfreeze, password reset,
 * delete), roles (add, duplicate code, 授权 tree), online users (强退) and dictionaries (items in
 * the 字典配置 drawer).
 */


describe('系统管理 pages from schemas: users, roles, online users, dictionaries', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;

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

  it('用户管理: searches, refuses a bad or taken username keeping what was typed, adds and edits a user', async () => {
    const { page } = browser;
    await openPage(page, '用户管理');
    await expect.poll(() => rows(page).count()).toBe(4);
    await page.getByPlaceholder('请输入用户姓名').fill('李华');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await button(page, '重置').click();
    await expect.poll(() => rows(page).count()).toBe(4);
    // The department filter is the department tree.
    await field(page.locator('form[id=search]:visible'), '所属部门').locator('.ant-select').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '综合办公室' }).click();
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('wangfang');
    await button(page, '重置').click();
    await expect.poll(() => rows(page).count()).toBe(4);

    await button(page, '新增').click();
    const form = drawer(page);
    await field(form, '用户账号').locator('input').fill('ab');
    await field(form, '登录密码').locator('input').fill('Abcd#2026x-long');
    await field(form, '确认密码').locator('input').fill('Abcd#2026x-long');
    await field(form, '用户姓名').locator('input').fill('王五');
    await field(form, '手机号码').locator('input').fill('1394444');
    await button(form, '确定').click();
    await expect.poll(() => field(form, '用户账号').locator('.ant-form-item-explain').textContent()).toBe('用户账号须为4-18位字母、数字或下划线');
    await expect.poll(() => field(form, '手机号码').locator('.ant-form-item-explain').textContent()).toBe('请输入正确格式的手机号码!');

    await field(form, '用户账号').locator('input').fill('lihua');
    await field(form, '手机号码').locator('input').fill('13944444444');
    await button(form, '确定').click();
    await notice(page, '用户账号已存在').waitFor();
    // Refused: the drawer stays with every value typed.
    expect(await field(form, '用户姓名').locator('input').inputValue()).toBe('王五');

    await field(form, '用户账号').locator('input').fill('wangwu');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();
    await expect.poll(() => row(page, 'wangwu').count()).toBe(1);
    expect((await signInToken(base, 'wangwu', 'Abcd#2026x-long')).length).toBeGreaterThan(10);

    await row(page, 'wangwu').getByText('编辑', { exact: true }).click();
    // Editing shows neither the account nor the password fields.
    await expect.poll(() => field(drawer(page), '用户账号').count()).toBe(0);
    await field(drawer(page), '用户姓名').locator('input').fill('王五五');
    await button(drawer(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    await expect.poll(() => row(page, 'wangwu').textContent()).toContain('王五五');
  });

  it('用户管理: freezes and unfreezes (the frozen user is signed out), resets a password and deletes', async () => {
    const { page } = browser;
    const userToken = await signInToken(base, 'wangwu', 'Abcd#2026x-long');
    await button(page, '冻结').click();
    await notice(page, '请选择一条记录！').waitFor();

    await row(page, 'wangwu').getByText('冻结', { exact: true }).click();
    await confirmOk(page);
    await notice(page, '冻结成功!').waitFor();
    await expect.poll(() => row(page, 'wangwu').textContent()).toContain('冻结');
    expect((await fetch(`${base}/jeecg-boot/sys/user/getCurrentUserDeparts`, { headers: { 'X-Access-Token': userToken } })).status).toBe(401);

    await row(page, 'wangwu').locator('input[type=checkbox]').check();
    await button(page, '解冻').click();
    await notice(page, '解冻成功!').waitFor();
    await row(page, 'wangwu').getByText('冻结', { exact: true }).waitFor();

    await row(page, 'wangwu').getByText('密码', { exact: true }).click();
    const dialog = modal(page);
    await expect.poll(() => dialog.textContent()).toContain('重置密码');
    await field(dialog, '新密码').locator('input').fill('short');
    await field(dialog, '确认密码').locator('input').fill('short');
    await button(dialog, '确定').click();
    await expect.poll(() => field(dialog, '新密码').locator('.ant-form-item-explain').textContent()).toBe('密码由12位数字、大小写字母和特殊符号组成!');
    await field(dialog, '新密码').locator('input').fill('Newer#2026y-long');
    await field(dialog, '确认密码').locator('input').fill('Newer#2026z-long');
    await button(dialog, '确定').click();
    await expect.poll(() => field(dialog, '确认密码').locator('.ant-form-item-explain').textContent()).toBe('两次输入的密码不一致');
    await field(dialog, '确认密码').locator('input').fill('Newer#2026y-long');
    await button(dialog, '确定').click();
    await notice(page, '密码重置成功，该用户需重新登录').waitFor();
    expect((await signInToken(base, 'wangwu', 'Newer#2026y-long')).length).toBeGreaterThan(10);

    await row(page, 'wangwu').getByText('删除', { exact: true }).click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => row(page, 'wangwu').count()).toBe(0);
  });

  it('角色管理: adds a role, refuses its code twice, and grants it menus and buttons in the 授权 tree', async () => {
    const { page } = browser;
    await openPage(page, '角色管理');
    await button(page, '新增').click();
    await field(modal(page), '角色名称').locator('input').fill('巡查员');
    await field(modal(page), '角色编码').locator('input').fill('admin');
    await button(modal(page), '确定').click();
    await notice(page, /已存在/).waitFor();
    await field(modal(page), '角色编码').locator('input').fill('inspector');
    await button(modal(page), '确定').click();
    await notice(page, '添加成功').waitFor();

    await row(page, 'inspector').getByText('授权', { exact: true }).click();
    const tree = page.getByTestId('permission-tree');
    await expect.poll(() => tree.textContent()).toContain('系统管理');
    await tree.locator('.ant-tree-treenode', { hasText: /^用户管理$/ }).locator('.ant-tree-checkbox').click();
    await tree.locator('.ant-tree-treenode', { hasText: /^查询用户$/ }).locator('.ant-tree-checkbox').click();
    await screenshot(page, 'admin-role-grant');
    await button(modal(page), '保存并关闭').click();
    await notice(page, /保存成功/).waitFor();
    const roles = await api<{ records: { id: string; roleCode: string }[] }>(base, token, 'GET', '/sys/role/list?roleCode=inspector');
    const roleId = roles.result.records[0].id;
    const held = await api<string[]>(base, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
    const perms = await api<{ id: string; name: string; perms: string | null }[]>(base, token, 'GET', '/sys/permission/list?name=用户');
    const names = perms.result.filter((p) => held.result.includes(p.id)).map((p) => p.name).sort();
    expect(names).toEqual(['查询用户', '用户管理'].sort());
    // The menu above them is granted with them, or 用户管理 could not be reached.
    const top = await api<{ id: string; name: string }[]>(base, token, 'GET', `/sys/permission/list?name=${encodeURIComponent('系统管理')}`);
    expect(held.result).toContain(top.result.find((p) => p.name === '系统管理')!.id);

    // Edit and search; a role that users hold cannot be deleted, an unused one can.
    await link(row(page, 'inspector'), '编辑').click();
    await field(modal(page), '描述').locator('textarea').fill('负责日常巡查');
    await button(modal(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    await page.getByPlaceholder('请输入角色编码').fill('inspect');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('负责日常巡查');
    await button(page, '重置').click();
    await link(row(page, '业务员'), '删除').click();
    await popOk(page).click();
    await notice(page, /用户/).waitFor();
    await expect.poll(() => row(page, '业务员').count()).toBe(1);
    await link(row(page, 'inspector'), '删除').click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => row(page, 'inspector').count()).toBe(0);
  });

  it('在线用户: lists a session and 强退 ends it at once', async () => {
    const { page } = browser;
    // Demo staff have no known password: the admin sets one so lihua can sign in elsewhere.
    await api(base, token, 'PUT', '/sys/user/changePassword', { username: 'lihua', password: 'Lihua#2026ab' });
    const lihuaToken = await signInToken(base, 'lihua', 'Lihua#2026ab');
    await openPage(page, '在线用户');
    await expect.poll(() => row(page, 'lihua').count()).toBe(1);
    await row(page, 'lihua').getByText('强退', { exact: true }).click();
    await confirmOk(page);
    await notice(page, /成功/).waitFor();
    await expect.poll(() => row(page, 'lihua').count()).toBe(0);
    expect((await fetch(`${base}/jeecg-boot/sys/user/getCurrentUserDeparts`, { headers: { 'X-Access-Token': lihuaToken } })).status).toBe(401);
  });

  it('数据字典: adds a dictionary and its items in the 字典配置 drawer, which the dictionary answers at once', async () => {
    const { page } = browser;
    await openPage(page, '数据字典');
    await button(page, '新增').click();
    await field(modal(page), '字典名称').locator('input').fill('巡查类型');
    await field(modal(page), '字典编号').locator('input').fill('patrol_kind');
    await button(modal(page), '确定').click();
    await notice(page, '添加成功').waitFor();
    await row(page, 'patrol_kind').getByText('字典配置', { exact: true }).click();
    const items = drawer(page);
    await expect.poll(() => items.textContent()).toContain('字典列表');
    await button(items, '新增').click();
    await field(modal(page), '名称').locator('input').fill('日常巡查');
    await field(modal(page), '数据值').locator('input').fill('daily');
    await button(modal(page), '确定').click();
    await expect.poll(() => row(items, '日常巡查').count()).toBe(1);
    const answer = await api<{ value: string; text: string }[]>(base, token, 'GET', '/sys/dict/getDictItems/patrol_kind');
    expect(answer.result.map((i) => [i.value, i.text])).toEqual([['daily', '日常巡查']]);
    await link(row(items, '日常巡查'), '编辑').click();
    await field(modal(page), '名称').locator('input').fill('夜间巡查');
    await button(modal(page), '确定').click();
    await expect.poll(() => row(items, '夜间巡查').count()).toBe(1);
    await link(row(items, '夜间巡查'), '删除').click();
    await popOk(page).click();
    await expect.poll(() => rows(items).count()).toBe(0);
    await items.locator('.ant-drawer-close').click();

    // A dictionary that a page's field uses cannot be deleted; an unused one can.
    await page.getByPlaceholder('请输入字典编号').fill('yn');
    await button(page, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await link(row(page, 'yn'), '删除').click();
    await popOk(page).click();
    await notice(page, /使用，不能删除/).waitFor();
    await page.getByPlaceholder('请输入字典编号').fill('patrol_kind');
    await button(page, '查询').click();
    await link(row(page, 'patrol_kind'), '编辑').click();
    await field(modal(page), '字典名称').locator('input').fill('巡查种类');
    await button(modal(page), '确定').click();
    await notice(page, '编辑成功').waitFor();
    await link(row(page, 'patrol_kind'), '删除').click();
    await popOk(page).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
  });
});
