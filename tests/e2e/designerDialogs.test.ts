import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

// A form with one required field, typed into the JSON view.
const form = {
  list: [{ id: 'fd_head', compType: 'input', label: '户主姓名', required: true, span: 24 }],
  config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false },
};
const withSpan = (span: number) => JSON.stringify({ ...form, list: [{ ...form.list[0], span }] }, null, 2);

const dialog = (page: Page, title: string) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/**
 * Replaces the code editor's text by pasting: typed text would let the editor close brackets and
 * quotes on its own.
 */
async function replaceText(page: Page, text: string) {
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

describe('designer dialogs (seed 001 §2): 查看JSON with the bundled code editor, 预览', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  /** Requests the page made to any host but the product's own. */
  const foreign: string[] = [];

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    browser = await openBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const host = new URL(base).host;
    browser.context.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.host !== host) foreign.push(request.url());
    });
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.goto(`${base}/flowable/form/designer`);
    await browser.page.getByText('从左侧拖入组件').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('查看JSON opens the form in the bundled code editor, with its JSON worker and no other host', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: '查看JSON' }).click();
    const view = dialog(page, '查看JSON');
    await view.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expect.poll(() => view.locator('.monaco-editor .view-lines').innerText()).toContain('"list"');
    // The JSON language service runs in the worker of this build.
    await expect.poll(() => page.workers().map((w) => w.url()).join(' '), { timeout: 15_000 }).toMatch(/json\.worker/);
    expect(foreign).toEqual([]);
  });

  it('marks what breaks the meta-schema in the editor, and 应用 refuses it with the JSON path', async () => {
    const { page } = browser;
    const view = dialog(page, '查看JSON');
    await replaceText(page, withSpan(30));
    await view.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 15_000 });
    await view.getByRole('button', { name: /应\s*用/ }).click();
    await expect.poll(() => view.locator('.ant-alert-error').innerText()).toContain('$.list[0].span 数值过大');
    await screenshot(page, 'designer-json-view');
  });

  it("offers the meta-schema's properties, and the kind's own from the catalogue, as completions", async () => {
    const { page } = browser;
    // A new property after `"span": 30,` of the input control.
    await page.locator('.monaco-editor .view-line', { hasText: '"span"' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"max');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.monaco-editor .suggest-widget .monaco-list-row');
    // The completions come from monaco's JSON worker, which starts on first use.
    await suggestions.first().waitFor({ timeout: 30_000 });
    // maxLength is an input's property (its catalogue default, 50), not one of every control.
    await expect.poll(() => suggestions.allInnerTexts()).toContain('maxLength');
    await page.keyboard.press('Escape');
  });

  it('applies a valid form to the canvas, where 预览 validates it', async () => {
    const { page } = browser;
    const view = dialog(page, '查看JSON');
    await replaceText(page, withSpan(24));
    await view.getByRole('button', { name: /应\s*用/ }).click();
    await view.waitFor({ state: 'hidden' });
    await page.getByText('户主姓名').first().waitFor();

    await page.getByRole('button', { name: '预览' }).click();
    const preview = dialog(page, '表单预览');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('户主姓名不能为空').waitFor();
    await preview.locator('#fd_head').fill('张三');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('表单校验通过').waitFor();
    expect(JSON.parse(await preview.getByTestId('preview-values').innerText())).toEqual({ fd_head: '张三' });
    expect(foreign).toEqual([]);
    expect(browser.problems).toEqual([]);
  });
});
