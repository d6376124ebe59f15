import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

// Issue 19, "Designer gaps": what a new user met in the designer (seed 001 §2, §5, §9).

const palette = (page: Page, name: string) => page.locator('.fd-palette-entry', { hasText: name }).first();
const item = (page: Page, compType: string) => page.locator(`.fd-item[data-comp-type="${compType}"]`).first();
const rootKinds = (page: Page) =>
  page.locator('.fd-board > .fd-list > .fd-slot > .fd-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-comp-type')));
const notice = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first();
const dialog = (page: Page, title: string) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** Clicks a palette entry: it adds after the selection. */
async function add(page: Page, name: string, compType: string) {
  const before = await page.locator(`.fd-item[data-comp-type="${compType}"]`).count();
  await palette(page, name).click();
  await page.waitForFunction(([type, n]) => document.querySelectorAll(`.fd-item[data-comp-type="${type}"]`).length > Number(n), [compType, before] as const);
}

describe('issue 19: the designer gaps, in the browser', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.goto(`${base}/flowable/form/designer`);
    await browser.page.getByText('从左侧拖入组件').waitFor();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('marks the kinds a dynamic table takes in green, not red; 表格布局 with a row selected goes after the row', async () => {
    const { page } = browser;
    // With the new row selected, a dynamic table (a layout kind) goes after the row, not into it.
    await add(page, '栅格布局', 'row');
    await add(page, '动态表格', 'dynamicTable');
    expect(await rootKinds(page)).toEqual(['row', 'dynamicTable']);
    await page.locator('.fd-palette-fits').first().waitFor();
    const border = (name: string) => palette(page, name).evaluate((e) => getComputedStyle(e).borderTopColor);
    expect(await palette(page, '单行文本').getAttribute('class')).toContain('fd-palette-fits');
    expect(await palette(page, '附件').getAttribute('class')).not.toContain('fd-palette-fits');
    const [r, g] = (await border('单行文本')).match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r);

    await item(page, 'row').locator('.fd-item-id').first().click();
    await add(page, '表格布局', 'table');
    expect(await rootKinds(page)).toEqual(['row', 'table', 'dynamicTable']);
    expect(await notice(page, '布局组件不允许被嵌套').count()).toBe(0);

    // A copied row keeps row_ (the older designer's ids tell the kind).
    await item(page, 'row').getByTitle('复制', { exact: true }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-item[data-comp-type="row"]').length === 2);
    const ids = await page.locator('.fd-item[data-comp-type="row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-control-id')));
    expect(ids.every((id) => /^row_\d+$/.test(String(id)))).toBe(true);
  });

  it('refuses the id 9bad id without first saying it was changed', async () => {
    const { page } = browser;
    await add(page, '单行文本', 'input');
    await item(page, 'input').click();
    const field = page.locator('#prop-id');
    const before = await field.inputValue();
    await field.fill('9bad id');
    await field.press('Enter');
    await notice(page, 'ID只能包含字母、数字和下划线，且不能以数字开头').waitFor();
    expect(await page.locator('.ant-message-notice', { hasText: 'ID 已改为' }).count()).toBe(0);
    expect(await item(page, 'input').getAttribute('data-control-id')).toBe(before);
  });

  it('offers the named rule library, and the preview enforces the resident ID card check digit', async () => {
    const { page } = browser;
    await add(page, '单行文本', 'input');
    await item(page, 'input').click();
    await page.locator('.fd-properties .ant-select').filter({ has: page.locator('#prop-rulesType') }).click();
    await page.keyboard.type('居民身份证');
    await page.locator('.ant-select-item-option', { hasText: '居民身份证号码' }).click();
    await expect.poll(() => page.locator('.fd-properties').getByLabel('自定义提示 1').inputValue(), { timeout: 15_000 }).toBe('请输入正确的居民身份证号码');

    await page.getByRole('button', { name: '预览' }).click();
    const preview = dialog(page, '表单预览');
    await preview.getByLabel('单行文本').fill('110105194912310021');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('请输入正确的居民身份证号码').waitFor();
    await preview.getByLabel('单行文本').fill('11010519491231002X');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('表单校验通过').waitFor();
  });

  it('the JSON view refuses an unknown compType and a repeated id with their paths', async () => {
    const { page } = browser;
    const form = (list: unknown[]) => JSON.stringify({ list, config: { version: '1.10', labelWidth: 80 } }, null, 2);
    await page.getByRole('button', { name: '查看JSON' }).click();
    const view = dialog(page, '查看JSON');
    await view.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    const apply = async (text: string) => {
      await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
      await view.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await view.getByRole('button', { name: /应\s*用/ }).click();
    };
    await apply(form([{ id: 'fd_1', compType: 'stamp' }]));
    await expect.poll(() => view.locator('.ant-alert-error').innerText(), { timeout: 15_000 }).toContain('$.list[0].compType 不是已知的控件类型');
    await apply(form([{ id: 'fd_1', compType: 'input' }, { id: 'fd_1', compType: 'date' }]));
    await expect.poll(() => view.locator('.ant-alert-error').innerText(), { timeout: 15_000 }).toContain('$.list[1].id ID与$.list[0]重复');
  });

  it('saves a form without a name as 未命名表单 N, not a blank row', async () => {
    const { page } = browser;
    await add(page, '单行文本', 'input');
    await page.getByRole('button', { name: '保存' }).click();
    const save = page.locator('.ant-modal-content', { hasText: '保存表单' });
    await save.getByRole('button', { name: /保\s*存/ }).click();
    await notice(page, '添加成功').waitFor();
    const token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const listed = (await (await fetch(`${base}/jeecg-boot/flowable/form/list?formName=${encodeURIComponent('未命名表单*')}`, { headers: { 'X-Access-Token': token } })).json()) as {
      result: { records: { formName: string }[] };
    };
    expect(listed.result.records.map((r) => r.formName)).toContain('未命名表单 1');
  });
});
