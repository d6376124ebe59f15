import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

async function openSettings(page: Page): Promise<ReturnType<Page['locator']>> {
  await page.getByTestId('header-user').click();
  await page.getByRole('menuitem', { name: '系统设置' }).filter({ visible: true }).first().click();
  const drawer = page.locator('.ant-drawer-content', { hasText: '整体风格设置' });
  await drawer.waitFor();
  return drawer;
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, key);

const sider = (page: Page) => page.getByTestId('side-menu');
const tabs = (page: Page) => page.getByTestId('workspace-tabs');
const selectedMenuColour = (page: Page) =>
  page.evaluate(() => {
    const item = [...document.querySelectorAll('.ant-menu-item-selected')].find((el) => (el as HTMLElement).offsetParent !== null);
    return item === undefined ? null : getComputedStyle(item).color;
  });

describe('seed 000 §2.7: the settings drawer', () => {
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

  it('§2.7 light menu, a theme colour, top navigation and multi-tab off survive a reload', async () => {
    const { page } = browser;
    expect(await sider(page).getAttribute('class')).toContain('ant-layout-sider-dark');
    const drawer = await openSettings(page);
    expect(await drawer.getByRole('button', { name: /^(薄暮|火山|日暮|明青|极光绿|拂晓蓝（默认）|极客蓝|酱紫)$/ }).count()).toBe(8);

    await drawer.getByText('亮色菜单风格', { exact: true }).click();
    await expect.poll(() => sider(page).getAttribute('class')).toContain('ant-layout-sider-light');

    await drawer.getByRole('button', { name: '酱紫' }).click();
    await page.getByText('正在编译主题！').filter({ visible: true }).first().waitFor();
    await expect.poll(() => selectedMenuColour(page)).toBe('rgb(114, 46, 209)');
    expect(await drawer.getByRole('button', { name: '酱紫' }).getAttribute('aria-pressed')).toBe('true');

    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await tabs(page).waitFor({ state: 'detached' });

    await drawer.getByText('顶部栏导航', { exact: true }).click();
    await sider(page).waitFor({ state: 'detached' });
    const topMenu = page.locator('.ant-layout-header .ant-menu-horizontal');
    await topMenu.waitFor();
    await screenshot(page, 'settings-drawer');

    expect(await stored(page, 'DEFAULT_THEME')).toBe('light');
    expect(await stored(page, 'DEFAULT_COLOR')).toBe('#722ED1');
    expect(await stored(page, 'DEFAULT_LAYOUT_MODE')).toBe('topmenu');
    expect(await stored(page, 'DEFAULT_MULTI_PAGE')).toBe(false);

    await page.reload();
    await topMenu.waitFor();
    expect(await sider(page).count()).toBe(0);
    expect(await tabs(page).count()).toBe(0);
    // A light top menu sits in a light header.
    expect(await topMenu.getAttribute('class')).toContain('ant-menu-light');
    await page.getByRole('menuitem', { name: /公交线路/ }).first().hover();
    await page.getByRole('menuitem', { name: '线路管理' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/bus\/line$/);
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
    const primary = await page.getByRole('button', { name: /新\s*增/ }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(primary).toBe('rgb(114, 46, 209)');
  });

  it('§2.7 the cross-rules: hide-on-scroll needs a fixed header, fluid needs the top menu, no fixed sidebar with it', async () => {
    const { page } = browser;
    const drawer = await openSettings(page);
    const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' });
    const fixedHeader = drawer.getByRole('switch', { name: '固定 Header' });
    const fixedSider = drawer.getByRole('switch', { name: '固定侧边菜单' });
    const fluid = drawer.getByRole('radio', { name: '流式' });

    expect(await autoHide.isDisabled()).toBe(true);
    expect(await fluid.isDisabled()).toBe(true);
    expect(await fixedSider.isDisabled()).toBe(false);

    await fixedHeader.click();
    await expect.poll(() => autoHide.isDisabled()).toBe(false);
    await autoHide.click();
    await fixedSider.click();
    expect(await stored(page, 'DEFAULT_FIXED_HEADER')).toBe(true);
    expect(await stored(page, 'DEFAULT_FIXED_HEADER_HIDDEN')).toBe(true);
    expect(await stored(page, 'DEFAULT_FIXED_SIDEMENU')).toBe(true);

    await drawer.getByText('顶部栏导航', { exact: true }).click();
    await expect.poll(() => fixedSider.isChecked()).toBe(false);
    expect(await fixedSider.isDisabled()).toBe(true);
    expect(await fluid.isDisabled()).toBe(false);
    await fluid.click({ force: true });
    expect(await stored(page, 'DEFAULT_CONTENT_WIDTH_TYPE')).toBe('Fluid');

    await drawer.getByText('侧边栏导航', { exact: true }).click();
    await expect.poll(() => stored(page, 'DEFAULT_CONTENT_WIDTH_TYPE')).toBe('Fixed');
    await fixedHeader.click();
    await expect.poll(() => autoHide.isChecked()).toBe(false);
    expect(await stored(page, 'DEFAULT_FIXED_HEADER_HIDDEN')).toBe(false);
  });

  it('§2.7 a fixed header hides while scrolling down and comes back scrolling up', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 500 });
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const header = page.locator('.ant-layout-header').first();
    const headerTop = () => header.evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

    await page.evaluate(() => window.scrollTo(0, 150));
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(headerTop).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(headerTop).toBe(64);
  });

  it('§2.7 colour-weak mode filters the whole page and stays on after a reload', async () => {
    const { page } = browser;
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    await expect.poll(filter).toBe('invert(0.8)');
    await page.reload();
    await sider(page).waitFor();
    expect(await filter()).toBe('invert(0.8)');
    await (await openSettings(page)).getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(filter).toBe('none');
  });
});
