import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

const root = path.resolve(import.meta.dirname, '../..');
// A form of the older designer, stored as the JSON text it sends (seed 002 section 7, sys_form).
const household = fs.readFileSync(path.join(root, 'fixtures/examples/formContent-resettlement-household.json'), 'utf8');
const simple = JSON.stringify({
  list: [{ id: 'fd_1', compType: 'input', label: '走访对象', required: true, span: 24 }],
  config: { version: '1.10', labelWidth: 80 },
});

interface Saved { id: string; version: number }

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}/jeecg-boot${url}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; message: string; result: Saved };
}

// Pages kept alive in other tabs (the dashboard) hold tables too: only the visible one counts.
const rows = (page: Page) => page.locator('.ant-table-tbody:visible tr.ant-table-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const rowCount = (page: Page, n: number) => expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(n);

describe('表单配置 (schemas/pages/saved-forms.json): saved forms against the real server', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    for (const [name, formContent] of [['安置户信息登记表', household], ['入户走访记录', simple], ['待删除的表单', simple]]) {
      const saved = await api(base, token, 'POST', '/flowable/form/add', { formName: name, remark: `${name}（测试）`, formContent });
      if (!saved.success) throw new Error(saved.message);
      ids[name] = saved.result.id;
    }
    browser = await openBrowser();
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens from the menu 流程管理 › 表单配置 and lists the saved forms newest first', async () => {
    const { page } = browser;
    await page.getByRole('menuitem', { name: /流程管理/ }).first().click();
    await page.getByRole('menuitem', { name: /表单配置/ }).first().click();
    await page.waitForURL(/\/flowable\/form$/);
    await row(page, '安置户信息登记表').waitFor();
    await rowCount(page, 3);
    const names = await rows(page).locator('td:nth-child(2)').allTextContents();
    expect(names).toEqual(['待删除的表单', '入户走访记录', '安置户信息登记表']);
    const text = (await row(page, '安置户信息登记表').textContent()) ?? '';
    expect(text).toContain('安置户信息登记表（测试）');
    expect(text).toContain('admin');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    for (const header of ['表单名称', '备注', '版本', '创建人', '创建时间', '更新时间']) {
      await page.locator('.ant-table-thead:visible th', { hasText: header }).first().waitFor();
    }
    await page.getByPlaceholder('请输入表单名称').fill('走访');
    await page.getByRole('button', { name: /查\s*询/ }).first().click();
    await rowCount(page, 1);
    expect(await rows(page).textContent()).toContain('入户走访记录');
    await page.getByRole('button', { name: /重\s*置/ }).first().click();
    await rowCount(page, 3);
  });

  it('预览 renders the saved form with the runtime, and 提交 runs its rules', async () => {
    const { page } = browser;
    await row(page, '安置户信息登记表').getByText('预览', { exact: true }).click();
    const modal = page.locator('.ant-modal-content', { hasText: '户主姓名' });
    await modal.waitFor();
    for (const label of ['联系电话', '安置类型', '入住日期', '是否低保户']) await modal.getByText(label).first().waitFor();
    await screenshot(page, 'saved-form-preview');
    await modal.getByRole('button', { name: /提\s*交/ }).click();
    await modal.getByText('户主姓名不能为空').first().waitFor();
    await modal.getByRole('button', { name: /关\s*闭/ }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('删除 removes a form after the confirm', async () => {
    const { page } = browser;
    await row(page, '待删除的表单').getByText('删除', { exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功!').first().waitFor();
    await row(page, '待删除的表单').waitFor({ state: 'detached' });
    await rowCount(page, 2);
    const gone = await api(base, token, 'GET', `/flowable/form/${ids['待删除的表单']}`);
    expect(gone).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(browser.problems).toEqual([]);
  });

  it('设计 opens the designer with the form id, 新建表单 without one', async () => {
    const { page } = browser;
    await row(page, '入户走访记录').getByText('设计', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/flowable/form/designer' && url.searchParams.get('id') === ids['入户走访记录']);
    await page.goto(`${base}/flowable/form`);
    await page.getByRole('button', { name: /新建表单/ }).click();
    await page.waitForURL((url) => url.pathname === '/flowable/form/designer' && url.search === '');
  });
});
