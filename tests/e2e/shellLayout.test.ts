import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

const sider = (page: Page) => page.getByTestId('side-menu');
const width = async (page: Page, selector: string) => Math.round((await page.locator(selector).first().boundingBox())?.width ?? 0);
const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, key);

describe('seed 000 §2.4: the layout', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
    await signIn(browser.page, product.server.url, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await sider(browser.page).waitFor();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('§2.4 a dark side menu 208 px wide that collapses from the header and stays collapsed after a reload', async () => {
    const { page } = browser;
    expect(await width(page, '[data-testid=side-menu]')).toBe(208);
    expect(await sider(page).getAttribute('class')).toContain('ant-layout-sider-dark');
    expect(await page.locator('[data-testid=side-menu] .ant-menu-inline').count()).toBe(1);

    await page.getByTestId('menu-trigger').click();
    await expect.poll(() => width(page, '[data-testid=side-menu]')).toBe(80);
    expect(await stored(page, 'SIDEBAR_TYPE')).toBe(false);
    await screenshot(page, 'layout-collapsed');

    await page.reload();
    await sider(page).waitFor();
    await expect.poll(() => width(page, '[data-testid=side-menu]')).toBe(80);
    await page.getByTestId('menu-trigger').click();
    await expect.poll(() => width(page, '[data-testid=side-menu]')).toBe(208);
    expect(await stored(page, 'SIDEBAR_TYPE')).toBe(true);
  });

  it('§2.4 breadcrumb from home and the page title above the content', async () => {
    const { page } = browser;
    await page.getByRole('menuitem', { name: /公交线路/ }).first().click();
    await page.getByRole('menuitem', { name: '线路管理' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/bus\/line$/);
    const head = page.getByTestId('page-head');
    await expect.poll(async () => (await head.locator('.ant-breadcrumb li').allTextContents()).join('|')).toMatch(/首页.*公交线路.*线路管理/);
    // The current page is not a link; home is.
    expect(await head.locator('.ant-breadcrumb a', { hasText: '首页' }).count()).toBe(1);
    expect(await head.locator('.ant-breadcrumb a', { hasText: '线路管理' }).count()).toBe(0);
    expect(await head.getByRole('heading', { name: '线路管理' }).count()).toBe(1);
    await head.locator('.ant-breadcrumb a', { hasText: '首页' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
  });

  it('§2.4 at 800 px the menu is a 200 px drawer from the header, and there are no tabs', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 800, height: 900 });
    await sider(page).waitFor({ state: 'detached' });
    expect(await page.getByTestId('workspace-tabs').count()).toBe(0);
    expect(await page.locator('.mobile-menu-drawer .ant-drawer-content-wrapper').filter({ visible: true }).count()).toBe(0);

    await page.getByTestId('menu-trigger').click();
    const drawer = page.locator('.mobile-menu-drawer .ant-drawer-content-wrapper');
    await drawer.waitFor();
    await expect.poll(() => width(page, '.mobile-menu-drawer .ant-drawer-content-wrapper')).toBe(200);
    await screenshot(page, 'layout-mobile-drawer');

    await drawer.getByRole('menuitem', { name: /乡镇村信息/ }).click();
    await drawer.getByRole('menuitem', { name: '村庄信息' }).click();
    await page.waitForURL(/\/village\/info$/);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('workspace-tabs').count()).toBe(0);
    // The mobile width was not stored as the desktop sidebar state.
    expect(await stored(page, 'SIDEBAR_TYPE')).toBeNull();

    // Back to desktop: the side menu is open again, and so are the tabs.
    await page.setViewportSize({ width: 1440, height: 900 });
    await sider(page).waitFor();
    await expect.poll(() => width(page, '[data-testid=side-menu]')).toBe(208);
    await page.getByTestId('workspace-tabs').waitFor();
  });

  it('§2.4 the narrower tier (767.99 px or less) drops the breadcrumb and keeps the title', async () => {
    const { page } = browser;
    await page.getByRole('menuitem', { name: /乡镇村信息/ }).first().click();
    await page.getByRole('menuitem', { name: '村庄信息' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/village\/info$/);
    const head = page.getByTestId('page-head');
    await head.locator('.ant-breadcrumb').waitFor();

    await page.setViewportSize({ width: 700, height: 900 });
    await head.locator('.ant-breadcrumb').waitFor({ state: 'detached' });
    // The head is drawn again for the narrower tier: the title comes back in the new one.
    await expect.poll(() => head.getByRole('heading', { name: '村庄信息' }).count()).toBe(1);
    await page.setViewportSize({ width: 900, height: 900 });
    await head.locator('.ant-breadcrumb').waitFor();
  });
});
