import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';

describe('schema pages: drawer forms and table dictionaries (schemas/pages/village-info.json, rural-store.json)', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signIn(browser.page, product.server.url, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  });
  afterAll(async () => {
    await browser.close();
    await product.stop();
  });

  it('adds a village in a drawer form, then offers it as a choice on the store form', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/village/info`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await drawer.getByText('村庄名称不能为空').filter({ visible: true }).first().waitFor();
    await drawer.locator('#villageName').fill('幸福村');
    await drawer.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText('安置社区', { exact: true }).click();
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-table-row', { hasText: '幸福村' }).waitFor();
    expect(await page.locator('.ant-table-row', { hasText: '幸福村' }).textContent()).toContain('安置社区');

    // rural-store's 所在村 is the table dictionary biz_village_info,village_name,village_name.
    await page.goto(`${product.server.url}/store/ruralStore`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const modal = page.locator('.ant-modal-content');
    await modal.locator('.ant-select', { has: page.locator('#village') }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: '幸福村' }).waitFor();
    expect(browser.problems).toEqual([]);
  });
});
