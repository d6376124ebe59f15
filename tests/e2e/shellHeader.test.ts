import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';

const SEVEN_DAYS_MS = 604_800_000;

/** A `pro__` entry of local storage as the shell writes it: `{value, expire}`. */
async function stored(page: Page, key: string): Promise<{ value: unknown; expire: number | null } | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw ? (JSON.parse(raw) as { value: unknown; expire: number | null }) : null;
  }, key);
}

async function signedIn(page: Page, baseUrl: string, username: string, password = ADMIN_PASSWORD): Promise<void> {
  await signIn(page, baseUrl, username, password);
  await page.waitForURL(/\/dashboard\/analysis$/);
  await page.getByTestId('header-user').waitFor();
}

async function chooseFromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('header-user').click();
  await page.getByRole('menuitem', { name: new RegExp(entry) }).click();
}

describe('seed 000 §2.6, §4, §5, §8: the header and its user menu', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    // Every page a person saw loaded without a console error or an uncaught exception.
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('§2.6 greets by the hour beside the name, and welcomes to the platform on desktop only', async () => {
    const { page } = browser;
    const morning = new Date();
    morning.setHours(8, 30, 0, 0);
    await page.clock.setFixedTime(morning);
    await signedIn(page, product.server.url, 'admin');
    expect(await page.getByTestId('header-user').textContent()).toBe('管理员');
    await page.getByText('早上好，管理员').waitFor();
    const welcome = page.getByTestId('header-welcome');
    expect(await welcome.textContent()).toBe('欢迎进入 智慧安置区管理平台');

    // 1087.99 px and below is mobile: the welcome goes, the user stays.
    await page.setViewportSize({ width: 1000, height: 800 });
    await welcome.waitFor({ state: 'detached' });
    expect(await page.getByTestId('header-user').isVisible()).toBe(true);
  });

  it('§2.6 menu search opens the chosen menu page; on mobile widths it opens in a modal', async () => {
    const { page } = browser;
    await signedIn(page, product.server.url, 'admin');
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await search.click();
    await search.fill('用户管');
    // Only leaves match: the 系统管理 folder is no option.
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(1);
    await page.locator('.ant-select-item-option', { hasText: '用户管理' }).click();
    await page.waitForURL(/\/isystem\/user$/);

    await page.setViewportSize({ width: 1000, height: 800 });
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const dialog = page.getByRole('dialog');
    const inModal = dialog.getByRole('combobox', { name: '搜索菜单' });
    await inModal.fill('角色');
    await page.locator('.ant-select-item-option', { hasText: '角色管理' }).click();
    await page.waitForURL(/\/isystem\/roleUserList$/);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('§2.6 the user menu holds exactly its seven entries (个人中心 first, issue 19); 账户设置 opens the account settings', async () => {
    const { page } = browser;
    await signedIn(page, product.server.url, 'admin');
    await page.getByTestId('header-user').click();
    const entries = page.locator('.ant-dropdown-menu').getByRole('menuitem');
    await entries.first().waitFor();
    expect((await entries.allTextContents()).map((t) => t.trim())).toEqual(['个人中心', '账户设置', '系统设置', '密码修改', '清理缓存', '部门切换', '退出登录']);
    await page.getByRole('menuitem', { name: /账户设置/ }).click();
    await page.waitForURL(/\/account\/settings\/base$/);
  });

  it('§5 checks the fields, and a refused change shows the server message and keeps what was typed', async () => {
    const { page } = browser;
    await signedIn(page, product.server.url, 'admin');
    await chooseFromUserMenu(page, '密码修改');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    await ok.click();
    for (const text of ['请输入旧密码！', '请输入新密码！', '请确认新密码！']) await dialog.getByText(text).waitFor();

    await dialog.getByPlaceholder('请输入旧密码').fill('not-the-password');
    await dialog.getByPlaceholder('请输入新密码').fill('Brand-new-pass-1');
    await dialog.getByPlaceholder('请确认新密码').fill('Brand-new-pass-2');
    await dialog.getByText('两次输入的密码不一样！').waitFor();
    await dialog.getByPlaceholder('请确认新密码').fill('Brand-new-pass-1');
    await ok.click();

    // The server's reason, as a warning; the dialog stays with the typed values.
    await page.locator('.ant-message-warning', { hasText: '旧密码输入错误' }).waitFor();
    expect(await dialog.getByPlaceholder('请输入旧密码').inputValue()).toBe('not-the-password');
    expect(await dialog.getByPlaceholder('请输入新密码').inputValue()).toBe('Brand-new-pass-1');
    expect(await dialog.getByPlaceholder('请确认新密码').inputValue()).toBe('Brand-new-pass-1');
    expect(page.url()).toMatch(/\/dashboard\/analysis$/);

    // The server's strength rule comes back as its message too.
    await dialog.getByPlaceholder('请输入旧密码').fill(ADMIN_PASSWORD);
    await dialog.getByPlaceholder('请输入新密码').fill('short');
    await dialog.getByPlaceholder('请确认新密码').fill('short');
    await ok.click();
    await page.locator('.ant-message-warning', { hasText: '密码长度不能少于12位' }).waitFor();
  });

  it('§4, §5 a changed password ends on the login page, and only the new one signs in', async () => {
    const { page } = browser;
    const newPassword = 'Lihua-new-pass-1';
    await signedIn(page, product.server.url, 'lihua');
    const oldToken = (await stored(page, 'Access-Token'))?.value;
    await chooseFromUserMenu(page, '密码修改');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByPlaceholder('请输入旧密码').fill(ADMIN_PASSWORD);
    await dialog.getByPlaceholder('请输入新密码').fill(newPassword);
    await dialog.getByPlaceholder('请确认新密码').fill(newPassword);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    await page.getByText('密码修改成功，请重新登录').waitFor();
    await page.waitForURL(/\/user\/login$/);
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(await stored(page, 'Access-Token')).toBeNull();
    const after = await fetch(`${product.server.url}/jeecg-boot/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': String(oldToken) } });
    expect(after.status).toBe(401);

    await signIn(page, product.server.url, 'lihua', ADMIN_PASSWORD);
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('用户名或密码错误');
    await signedIn(page, product.server.url, 'lihua', newPassword);
    expect(await page.getByTestId('header-user').textContent()).toBe('李华');
  });

  it('§4, §8 清理缓存 says 刷新缓存完成！ and keeps the fresh dictionaries for 7 days', async () => {
    const { page } = browser;
    await signedIn(page, product.server.url, 'admin');
    // A stale local copy, as if the dictionaries had changed on the server since sign-in.
    await page.evaluate(() => localStorage.setItem('pro__UI_CACHE_DB_DICT_DATA', JSON.stringify({ value: {}, expire: null })));
    await chooseFromUserMenu(page, '清理缓存');
    await page.locator('.ant-message-success', { hasText: '刷新缓存完成！' }).waitFor();
    const entry = await stored(page, 'UI_CACHE_DB_DICT_DATA');
    expect(Object.keys((entry?.value ?? {}) as object).length).toBeGreaterThan(0);
    expect((entry?.value as Record<string, unknown[]>).sex?.length).toBeGreaterThan(0);
    expect(Math.abs((entry?.expire ?? 0) - (Date.now() + SEVEN_DAYS_MS))).toBeLessThan(60_000);
  });

  it('§2.6, §4, §5 部门切换 names the current department, requires a choice, and stores the new user info', async () => {
    const { page } = browser;
    // jeecg works in 社会事务部 (A01A02) and also belongs to 村务管理部 (A01A03).
    await signedIn(page, product.server.url, 'jeecg');
    await chooseFromUserMenu(page, '部门切换');
    let dialog = page.getByRole('dialog', { name: '部门切换（当前部门 : 社会事务部）' });
    await dialog.waitFor();
    await dialog.locator('.ant-select-selection-item', { hasText: '社会事务部' }).waitFor();

    // A department must be chosen.
    await dialog.locator('.ant-select').hover();
    await dialog.locator('.ant-select-clear').click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请选择部门!').waitFor();

    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: '村务管理部' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const info = await stored(page, 'Login_Userinfo');
    expect((info?.value as { orgCode?: string }).orgCode).toBe('A01A03');
    expect(Math.abs((info?.expire ?? 0) - (Date.now() + SEVEN_DAYS_MS))).toBeLessThan(60_000);
    expect(await page.getByTestId('header-user').textContent()).toBe('张晓明');

    await chooseFromUserMenu(page, '部门切换');
    dialog = page.getByRole('dialog', { name: '部门切换（当前部门 : 村务管理部）' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('§2.6, §8 部门切换 warns a user without a department and opens nothing', async () => {
    // wangfang is frozen in the demo data and works in one department: thaw her and take it away.
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(`${product.dataDir}/app.db`);
    db.prepare("update sys_user set status = 1 where username = 'wangfang'").run();
    db.prepare("delete from sys_user_depart where user_id = (select id from sys_user where username = 'wangfang')").run();
    db.close();

    const { page } = browser;
    await signedIn(page, product.server.url, 'wangfang');
    await chooseFromUserMenu(page, '部门切换');
    await page.locator('.ant-message-warning', { hasText: '您尚未设置部门信息!' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('§2.6, §4 退出登录 asks 真的要注销登录吗 ? and, confirmed, ends on the login page', async () => {
    const { page } = browser;
    await signedIn(page, product.server.url, 'admin');
    await chooseFromUserMenu(page, '退出登录');
    await page.getByText('真的要注销登录吗 ?').waitFor();
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await page.getByText('真的要注销登录吗 ?').waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/dashboard\/analysis$/);

    await chooseFromUserMenu(page, '退出登录');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(await stored(page, 'Access-Token')).toBeNull();
  });
});
