import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';

const PERMISSIONS = '**/jeecg-boot/sys/permission/getUserPermissionByToken**';

interface MenuNode {
  id: string;
  path: string;
  component?: string;
  route?: string;
  redirect?: string;
  alwaysShow?: boolean;
  meta?: Record<string, unknown>;
  children?: MenuNode[];
}

/** Serves the real permission list with the menu changed as `edit` says, as a differently configured server would. */
async function editMenu(page: Page, edit: (menu: MenuNode[]) => MenuNode[]): Promise<void> {
  await page.route(PERMISSIONS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { menu: MenuNode[] } };
    body.result.menu = edit(body.result.menu);
    await route.fulfill({ response, json: body });
  });
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pro__Access-Token');
    return raw === null ? null : (JSON.parse(raw) as { value: string }).value;
  });
}

describe('seed 000 §2.1–§2.3: routes, guard and the menu in the browser', () => {
  let product: Product;
  let browser: Browser;
  let expected: RegExp[];
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
    expected = [];
  });
  afterEach(async () => {
    const problems = browser.problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    await browser.close();
    expect(problems).toEqual([]);
  });

  const signInAsAdmin = async (page: Page) => {
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();
  };

  it('§2.1 history mode: plain addresses, back and forward work, and each navigation starts at the top', async () => {
    const { page } = browser;
    await editMenu(page, (menu) => [...menu, { id: 'e2e-gone', path: '/e2e/gone', component: 'e2e/Gone', route: '0', meta: { title: 'E2E失效' } }]);
    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().click();
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    await page.waitForURL(/\/isystem\/user$/);
    expect(page.url()).not.toContain('#');

    // A long page scrolled down; the breadcrumb's home link is followed without scrolling to it.
    const scrolled = await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 1200);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    // The page's head renders with the lazy page; wait for the link before clicking it in place.
    await page.locator('[data-testid="page-head"] a[href="/dashboard/analysis"]').first().waitFor({ state: 'attached' });
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-testid="page-head"] a[href="/dashboard/analysis"]')?.click());
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/isystem\/user$/);
    await page.goForward();
    await page.waitForURL(/\/dashboard\/analysis$/);

    // Leaving the layout (the tabs keep their own scroll memory): a menu item without a route leads to /404.
    // Scrolled until it sticks: the dashboard's cards may still be growing the page when it is shown again.
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 1200), window.scrollY))).toBeGreaterThan(0);
    await page.getByRole('menuitem', { name: 'E2E失效' }).first().waitFor({ state: 'attached' });
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) => item.textContent === 'E2E失效')?.click());
    await page.waitForURL(/\/404$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('§2.1 §8 an unknown path opens /404; /403 and /500 show their pages', async () => {
    const { page } = browser;
    await signInAsAdmin(page);
    await page.goto(`${product.server.url}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，你访问的页面不存在').waitFor();
    await page.goto(`${product.server.url}/403`);
    await page.getByText('抱歉，你无权访问该页面').waitFor();
    await page.goto(`${product.server.url}/500`);
    await page.getByText('抱歉，服务器出错了').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
  });

  it('§2.2 with a token, a visit to the login page goes home', async () => {
    const { page } = browser;
    await signInAsAdmin(page);
    await page.goto(`${product.server.url}/user/login`);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();
  });

  it('§2.1 /login (where a password change leads) is the login page, without and with a token', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/login`);
    await page.waitForURL(/\/user\/login$/);
    await page.getByPlaceholder('请输入用户名').waitFor();
    await signInAsAdmin(page);
    await page.goto(`${product.server.url}/login`);
    await page.waitForURL(/\/dashboard\/analysis$/);
  });

  it('§2.2 a failed permission fetch logs the user out and returns to login with the redirect query', async () => {
    const { page } = browser;
    expected = [/Failed to load resource: the server responded with a status of 500/];
    await signInAsAdmin(page);
    const token = await storedToken(page);
    await page.route(PERMISSIONS, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: '服务器内部错误', code: 500, result: null, timestamp: 0 } }));
    await page.goto(`${product.server.url}/isystem/user?pageNo=2`);
    await page.waitForURL(/\/user\/login\?redirect=%2Fisystem%2Fuser%3FpageNo%3D2$/);
    await page.getByText('服务器内部错误').waitFor();
    expect(await storedToken(page)).toBeNull();
    // The server was told too: the old token no longer opens anything.
    const after = await fetch(`${product.server.url}/jeecg-boot/sys/user/getCurrentUserDeparts`, { headers: { 'X-Access-Token': token ?? '' } });
    expect(after.status).toBe(401);
  });

  it('§2.3 menu rules: route "0" is menu only, alwaysShow stays put, {{ }} URLs are evaluated, iframe and new-window items', async () => {
    const { page, context } = browser;
    await editMenu(page, (menu) => [
      ...menu,
      { id: 'e2e-menu-only', path: '/e2e/menu-only', component: 'e2e/MenuOnly', route: '0', meta: { title: 'E2E仅菜单' } },
      {
        id: 'e2e-always', path: '/e2e/always', component: 'e2e/AlwaysPage', route: '1', alwaysShow: true, redirect: '/dashboard/analysis',
        meta: { title: 'E2E总显示' }, children: [{ id: 'e2e-always-child', path: '/e2e/always/child', component: 'e2e/Child', route: '1', meta: { title: 'E2E子页' } }],
      },
      { id: 'e2e-redirected', path: '/e2e/redirected', component: 'e2e/Redirected', route: '1', redirect: '/dashboard/analysis', meta: { title: 'E2E重定向' } },
      {
        id: 'e2e-frame', path: '/e2e/frame', component: 'layouts/IframePageView', route: '1',
        meta: { title: 'E2E内嵌', url: "{{ window._CONFIG['domianURL'] }}/actuator/health" },
      },
      {
        id: 'e2e-external', path: '/e2e/external', component: 'layouts/IframePageView', route: '1',
        meta: { title: 'E2E外链', url: "{{ window._CONFIG['domianURL'] + '/actuator/health' }}?from=menu", internalOrExternal: true },
      },
    ]);
    await signInAsAdmin(page);
    const base = product.server.url;

    // Route "0": listed in the menu, but no route; its address is unknown.
    await page.getByRole('menuitem', { name: 'E2E仅菜单' }).waitFor();
    await page.goto(`${base}/e2e/menu-only`);
    await page.waitForURL(/\/404$/);

    // alwaysShow redirects to its own path, whatever redirect the row carries; without it the redirect is followed.
    await page.goto(`${base}/e2e/always`);
    await page.getByTestId('under-construction').getByText('e2e/AlwaysPage').waitFor();
    expect(page.url()).toBe(`${base}/e2e/always`);
    await page.goto(`${base}/e2e/redirected`);
    await page.waitForURL(/\/dashboard\/analysis$/);

    // An embedded item shows its evaluated URL in a frame.
    await page.goto(`${base}/e2e/frame`);
    const frame = page.locator('iframe[title="E2E内嵌"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/jeecg-boot/actuator/health');

    // A new-window item opens its evaluated URL in a new window and leaves this page where it was.
    const popup = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'E2E外链' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${base}/jeecg-boot/actuator/health?from=menu`);
    await opened.close();
    expect(page.url()).toBe(`${base}/e2e/frame`);
  });

  it('§2.3 §8 a menu whose home component is the newer-version layout stops start-up with the message', async () => {
    const { page } = browser;
    await editMenu(page, (menu) => menu.map((node) => (node.path === '/dashboard/analysis' ? { ...node, component: 'layouts/default/index' } : node)));
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.getByText('启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！').waitFor();
    await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    expect(await storedToken(page)).toBeNull();
  });
});
