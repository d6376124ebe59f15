import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

describe('seed 000 §1, §2.2, §4: sign in, guard, session, logout', () => {
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

  it('§2.2 sends an anonymous visitor to the login page with the redirect query', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/isystem/user`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/isystem/user');
    await page.getByText('智慧安置区平台').first().waitFor();
    await screenshot(page, 'login');
  });

  it('§8 shows the server message for a wrong password and keeps what was typed', async () => {
    const { page } = browser;
    await signIn(page, product.server.url, 'admin', 'wrong-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('用户名或密码错误');
    expect(await page.getByPlaceholder('请输入用户名').inputValue()).toBe('admin');
    expect(page.url()).toContain('/user/login');
  });

  it('§2.3 lands on /dashboard/analysis under the server menu; reload keeps the session; logout revokes the token', async () => {
    const { page } = browser;
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    // The side menu comes from getUserPermissionByToken: 系统管理 and its children are the server's rows.
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('管理员');
    expect(await page.title()).toBe('智慧安置区管理平台');
    await screenshot(page, 'dashboard');

    await page.reload();
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();
    expect(page.url()).toMatch(/\/dashboard\/analysis$/);

    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('pro__Access-Token');
      return raw ? (JSON.parse(raw) as { value: string }).value : '';
    });
    expect(token.length).toBeGreaterThan(20);

    await page.getByTestId('header-user').click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    // Logout ends with a fresh load of the bare login path (the guard may redirect with a query first).
    await page.waitForURL(/\/user\/login$/, { waitUntil: 'load' });
    const after = await fetch(`${product.server.url}/jeecg-boot/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': token } });
    expect(after.status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  it('§2.2 opens the redirect target after sign-in', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/isystem/user`);
    await page.waitForURL(/redirect=/);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/isystem\/user$/);
  });

  it('§6 gives a restricted user only the menus of their role', async () => {
    const { page } = browser;
    await signIn(page, product.server.url, 'jeecg', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /党建系统/ }).first().waitFor();
    expect(await page.getByRole('menuitem', { name: /系统管理/ }).count()).toBe(0);
  });
});

describe('seed 000 §1: captcha on the login page', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct({ LOGIN_CAPTCHA: 'on' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await product.stop();
  });

  it('shows the captcha picture, refuses a wrong answer and accepts the right one', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/user/login`);
    const captcha = page.getByPlaceholder('请输入验证码');
    await captcha.waitFor();
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await captcha.fill('0000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('验证码错误');

    // The test reads the code the server issued straight from the database, as a person reads the picture.
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(`${product.dataDir}/app.db`, { readonly: true });
    await page.waitForTimeout(300);
    const row = db.prepare('select code from sys_captcha order by expires_at desc limit 1').get() as { code: string };
    db.close();
    await captcha.fill(row.code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
  });
});
