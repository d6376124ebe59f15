import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMenu, tab, tabBar, tabTitles } from './shellHelpers.ts';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

const PRODUCT = '智慧安置区管理平台';

const activeTab = async (page: Page) => (await tabBar(page).locator('.ant-tabs-tab-active').textContent())?.trim();
const closeButton = (page: Page, title: string) => tab(page, title).locator('.ant-tabs-tab-remove');
/** The bus line list's search box; hidden (kept-alive) copies do not count. */
const lineSearch = (page: Page) => page.getByPlaceholder('请输入线路名称').filter({ visible: true });

async function contextMenu(page: Page, title: string): Promise<string[]> {
  await tab(page, title).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').filter({ visible: true }).first();
  await menu.waitFor();
  // Clicking while the menu still zooms in can land beside it, which closes it.
  await page.waitForFunction(() => document.querySelector('.ant-dropdown[class*="slide-up"]') === null);
  return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

async function chooseFromContextMenu(page: Page, title: string, command: string): Promise<void> {
  await contextMenu(page, title);
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: command }).filter({ visible: true }).first().click();
}

describe('seed 000 §2.5: the tabbed workspace', () => {
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
    await tab(browser.page, '首页').waitFor();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('§2.5 opens a tab per page, follows the route, and keeps typed text across a switch but not a close', async () => {
    const { page } = browser;
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await openMenu(page, '公交线路', '线路管理');
    await page.waitForURL(/\/bus\/line$/);
    await lineSearch(page).waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '线路管理']);
    await expect.poll(() => activeTab(page)).toBe('线路管理');
    await expect.poll(() => page.title()).toBe(`线路管理 - ${PRODUCT}`);
    await lineSearch(page).fill('保留的文字');

    await tab(page, '首页').click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => activeTab(page)).toBe('首页');
    await expect.poll(() => page.title()).toBe(PRODUCT);
    expect(await lineSearch(page).count()).toBe(0);

    await tab(page, '线路管理').click();
    await page.waitForURL(/\/bus\/line$/);
    expect(await lineSearch(page).inputValue()).toBe('保留的文字');
    // Opening an open path again updates its tab rather than adding one.
    await openMenu(page, '公交线路', '线路管理');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '线路管理']);
    expect(await lineSearch(page).inputValue()).toBe('保留的文字');
    await screenshot(page, 'workspace-tabs');

    // Closing the active tab moves to its left neighbour and forgets the page.
    await closeButton(page, '线路管理').click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    // The closed page leaves the kept pages (hidden ones too) before it is opened again.
    await expect.poll(() => page.getByPlaceholder('请输入线路名称').count()).toBe(0);
    await openMenu(page, '公交线路', '线路管理');
    await lineSearch(page).waitFor();
    expect(await lineSearch(page).inputValue()).toBe('');
  });

  it('§2.5 home tab cannot be closed: it offers no close button, and 关闭其它 keeps it', async () => {
    const { page } = browser;
    expect(await closeButton(page, '首页').count()).toBe(0);
    await openMenu(page, '乡镇村信息', '村庄信息');
    await page.waitForURL(/\/village\/info$/);
    // The new tab may be drawn a moment after the address changes.
    await expect.poll(() => closeButton(page, '村庄信息').count()).toBe(1);
    expect(await closeButton(page, '首页').count()).toBe(0);
    await chooseFromContextMenu(page, '村庄信息', '关闭其它');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '村庄信息']);
    expect(page.url()).toMatch(/\/village\/info$/);
  });

  it('§2.5 context menu: exactly refresh, close left, close right, close others', async () => {
    const { page } = browser;
    // Each page is open before the next click: a click while the previous page still loads opens only the later one.
    await openMenu(page, '公交线路', '线路管理');
    await page.waitForURL(/\/bus\/line$/);
    await expect.poll(() => tabTitles(page)).toContain('线路管理');
    await openMenu(page, '公交线路', '站点管理');
    await page.waitForURL(/\/bus\/stop$/);
    await expect.poll(() => tabTitles(page)).toContain('站点管理');
    await openMenu(page, '乡镇村信息', '村庄信息');
    await page.waitForURL(/\/village\/info$/);
    await expect.poll(() => tabTitles(page)).toContain('村庄信息');
    await openMenu(page, '乡村商店', '商店管理');
    await page.waitForURL(/\/store\/ruralStore$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '线路管理', '站点管理', '村庄信息', '商店管理']);

    expect(await contextMenu(page, '站点管理')).toEqual(['刷新', '关闭左侧', '关闭右侧', '关闭其它']);
    await page.keyboard.press('Escape');

    // Close right of 村庄信息 takes the active 商店管理 away: 村庄信息 is shown instead.
    await chooseFromContextMenu(page, '村庄信息', '关闭右侧');
    await page.waitForURL(/\/village\/info$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '线路管理', '站点管理', '村庄信息']);

    // Close left keeps the home tab, and the active tab right of it stays.
    await chooseFromContextMenu(page, '站点管理', '关闭左侧');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '站点管理', '村庄信息']);
    expect(page.url()).toMatch(/\/village\/info$/);

    await chooseFromContextMenu(page, '首页', '关闭其它');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  });

  it('§2.5 refresh mounts the page afresh; other tabs keep their state', async () => {
    const { page } = browser;
    await openMenu(page, '公交线路', '线路管理');
    await lineSearch(page).fill('刷新前');
    await tab(page, '首页').click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    // Refreshing another tab shows it, with a fresh page.
    await chooseFromContextMenu(page, '线路管理', '刷新');
    await page.waitForURL(/\/bus\/line$/);
    await lineSearch(page).waitFor();
    expect(await lineSearch(page).inputValue()).toBe('');
  });

  it('§2.5 a kept page keeps its scroll position', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 400 });
    await openMenu(page, '公交线路', '线路管理');
    await lineSearch(page).waitFor();
    await page.getByTestId('global-footer').waitFor();
    // Resolved by the scroll event, which the workspace records (its listener was added first).
    const bottom = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
          window.scrollTo(0, document.documentElement.scrollHeight);
        }),
    );
    expect(bottom).toBeGreaterThan(100);
    // The tab bar is scrolled out of view: a click event, not a pointer that would scroll it back first.
    await tab(page, '首页').dispatchEvent('click');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await tab(page, '线路管理').dispatchEvent('click');
    await page.waitForURL(/\/bus\/line$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  });
});
