import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, type Envelope } from './adminHelpers.ts';
import { openMenu, tab, tabTitles } from './shellHelpers.ts';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

/** What a new user meets on the shell's pages (issue 19): seed 000 §2.4, §2.5, §2.7, §2.9 and §8. */

const ICP_NUMBER = '皖ICP备12345678号-1';
const PURPLE = 'rgb(114, 46, 209)';

const crumbs = async (page: Page) => (await page.getByTestId('page-head').locator('.ant-breadcrumb li:not(.ant-breadcrumb-separator)').allTextContents()).map((t) => t.trim());
/** The page's own sideways scroll: the document wider than the window. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const colourOf = (page: Page, selector: string) =>
  page.locator(selector).filter({ visible: true }).first().evaluate((el) => getComputedStyle(el).color);

describe('issue 19: what a new user meets in the shell', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct({ ICP_NUMBER });
    // A few bus lines for the list (the demo rows would slow the start on a busy machine). The
    // driver's server does not shed load (MAX_EVENT_LOOP_DELAY_MS=0): every call must succeed.
    const call = async <T,>(token: string, url: string, body: unknown): Promise<Envelope<T>> => {
      const answer = await api<T>(product.server.url, token, 'POST', url, body);
      if (!answer.success) throw new Error(`${url}: ${answer.message}`);
      return answer;
    };
    const { token } = (await call<{ token: string }>('', '/sys/login', { username: 'admin', password: ADMIN_PASSWORD })).result;
    for (const n of [1, 2, 3]) {
      await call(token, '/bus/busLine/add', { lineName: `${n}路 安置区环线`, lineNo: `QX00${n}`, startStation: '安置区北门', endStation: '镇政府', status: '1' });
    }
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  async function signedIn(): Promise<Page> {
    await signIn(browser.page, product.server.url, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.getByTestId('header-user').waitFor();
    return browser.page;
  }

  it('§8 a page chunk gone after a redeploy shows ChunkLoadError inside the frame, and 重新加载 fetches the build', async () => {
    const page = await signedIn();
    await tab(page, '首页').waitFor();
    // What an open tab meets after a redeploy: the old build's chunks are no longer on the server.
    const gone = /\/assets\/(SchemaRoutePage|UserAnnouncementPage)-[\w-]+\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    // A menu page (its chunk loaded by the page component) ...
    await openMenu(page, '公交线路', '线路管理');
    await page.waitForURL(/\/bus\/line$/);
    const panel = page.getByTestId('page-error').filter({ visible: true });
    await panel.getByText('页面需要重新加载').waitFor();
    expect(await page.getByText('抱歉，服务器出错了').count()).toBe(0);
    // ... keeps the menu, the tabs and the header.
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await tabTitles(page)).toEqual(['首页', '线路管理']);
    expect(await page.getByTestId('header-user').isVisible()).toBe(true);

    // A page of the frame's own (its chunk loaded by the router) does too.
    await page.goto(`${product.server.url}/dashboard/analysis`);
    await tab(page, '首页').waitFor();
    // A client-side navigation, as a click in the open tab would make (a goto would load the page afresh).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/isps/userAnnouncement');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await panel.getByText('页面需要重新加载').waitFor();
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    await screenshot(page, 'chunk-load-error');

    // The new build is there: the reload shows the page.
    await page.unroute(gone);
    await panel.getByRole('button', { name: /重新加载/ }).click();
    await page.locator('.ant-table').filter({ visible: true }).first().waitFor();
    expect(await page.getByTestId('page-error').count()).toBe(0);
    // The failed requests and the logged errors were this test's doing.
    expect(browser.problems.filter((p) => !/404|dynamically imported module|ChunkLoadError|Failed to fetch/i.test(p))).toEqual([]);
    browser.problems.length = 0;
  });

  it('§2.4 phones at 375 and 414 px: no sideways scroll, a column subset and no fixed 操作 column', async () => {
    const page = await signedIn();
    for (const width of [375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${product.server.url}/dashboard/analysis`);
      await page.getByText('用户数').first().waitFor();
      await page.getByTestId('header-user').waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The greeting and name are on screen, not cut off by the window's edge.
      const user = await page.getByTestId('header-user').boundingBox();
      expect((user?.x ?? width) + (user?.width ?? 0)).toBeLessThanOrEqual(width);

      await page.goto(`${product.server.url}/bus/line`);
      const table = page.locator('.ant-table').filter({ visible: true }).first();
      await table.locator('.ant-table-row').first().waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim()).filter(Boolean);
      expect(headers).toEqual(['线路编号', '线路名称', '操作']);
      expect(await table.locator('.ant-table-cell-fix-right').count()).toBe(0);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'phone-list');

    // Back on a desktop, every column, and 操作 fixed to the right again.
    await page.setViewportSize({ width: 1440, height: 900 });
    const wide = page.locator('.ant-table').filter({ visible: true }).first();
    await expect.poll(async () => (await wide.locator('thead th').allTextContents()).filter((t) => t.trim()).length).toBeGreaterThan(3);
    expect(await wide.locator('thead th.ant-table-cell-fix-right', { hasText: '操作' }).count()).toBe(1);
  });

  it('§2.7 the theme colour reaches links, row actions and info alerts, not just primary buttons', async () => {
    const page = await signedIn();
    await openMenu(page, '公交线路', '线路管理');
    await page.locator('.ant-table-row').first().waitFor();
    const before = await colourOf(page, '.ant-table-row a');
    expect(before).not.toBe(PURPLE);

    await page.getByTestId('header-user').click();
    await page.getByRole('menuitem', { name: '系统设置' }).filter({ visible: true }).first().click();
    const drawer = page.locator('.ant-drawer-content', { hasText: '整体风格设置' });
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await expect.poll(() => page.getByRole('button', { name: /新\s*增/ }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PURPLE);
    await page.keyboard.press('Escape');

    await expect.poll(() => colourOf(page, '.ant-table-row a')).toBe(PURPLE);
    // The selection bar is an info alert: its icon takes the info colour.
    await expect.poll(() => colourOf(page, '.ant-alert-info .ant-alert-icon')).toBe(PURPLE);
  });

  it('§2.5 the 首页 tab has no close button; a redirect route leaves no tab; §2.4 static pages show their path', async () => {
    const page = await signedIn();
    await tab(page, '首页').waitFor();
    expect(await tab(page, '首页').locator('.ant-tabs-tab-remove').count()).toBe(0);
    await openMenu(page, '公交线路', '线路管理');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '线路管理']);
    expect(await tab(page, '线路管理').locator('.ant-tabs-tab-remove').count()).toBe(1);
    expect(await tab(page, '首页').locator('.ant-tabs-tab-remove').count()).toBe(0);

    // /test sends the browser on to /test/home: only that page gets a tab.
    await page.goto(`${product.server.url}/test`);
    await page.waitForURL(/\/test\/home$/);
    await tab(page, '测试页').waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '测试页']);

    await page.goto(`${product.server.url}/isps/userAnnouncement`);
    await expect.poll(() => crumbs(page)).toEqual(['首页', '我的消息']);
    expect(await page.getByTestId('page-head').locator('.ant-breadcrumb a', { hasText: '首页' }).count()).toBe(1);
  });

  it('§2.9 the account center shows the signed-in user\'s own data from the server', async () => {
    const page = await signedIn();
    await page.goto(`${product.server.url}/account/center`);
    await tab(page, '个人中心').waitFor();
    const figure = (field: string) => page.locator(`[data-field="${field}"] .ant-statistic-content`).first();
    await expect.poll(() => figure('realname').textContent()).toBe('管理员');
    expect(await figure('username').textContent()).toBe('admin');
    expect(await figure('phone').textContent()).toBe('18611111111');
    expect(await figure('email').textContent()).toBe('admin@example.com');
    expect(await crumbs(page)).toEqual(['首页', '个人中心']);
    await page.getByRole('button', { name: '编辑资料' }).click();
    await page.waitForURL(/\/account\/settings\/base$/);
  });

  it('§2.9 the login page has the footer and the ICP filing link', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/user/login`);
    const footer = page.getByTestId('login-footer');
    await footer.getByText(/Copyright © 2023/).waitFor();
    expect(await footer.textContent()).toContain('后台管理平台');
    const icp = footer.getByRole('link', { name: ICP_NUMBER });
    await icp.waitFor();
    expect(await icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(await icp.getAttribute('rel')).toContain('noopener');
  });
});
