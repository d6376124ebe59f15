import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

/** A token for arranging data over HTTP that the browser then sees. */
const apiToken = (base: string, username = 'admin') => signInToken(base, username, ADMIN_PASSWORD);

async function addLine(base: string, token: string, n: number): Promise<void> {
  const response = await fetch(`${base}/jeecg-boot/bus/busLine/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body: JSON.stringify({
      lineName: `安置区${n}路`, lineNo: `L${String(n).padStart(3, '0')}`, startStation: '北门', endStation: `站点${n}`,
      stopCount: n, fare: 2, status: n % 4 === 0 ? '0' : '1',
    }),
  });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(body.message);
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const totalText = (page: Page) => page.locator('.ant-pagination-total-text').textContent();

describe('seed 002 §2, §5: a list page from schemas/pages/bus-line.json against the real server', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    const token = await apiToken(base);
    for (let n = 1; n <= 12; n += 1) await addLine(base, token, n);
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.goto(`${base}/bus/line`);
    await rows(browser.page).first().waitFor();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('pages 10 at a time, newest first, with the a-b of N total', async () => {
    const { page } = browser;
    expect(await rows(page).count()).toBe(10);
    expect(await totalText(page)).toBe('1-10 共12条');
    expect(await rows(page).first().textContent()).toContain('安置区12路');
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 2);
    expect(await totalText(page)).toBe('11-12 共12条');
    await screenshot(page, 'bus-line-list');
  });

  it('asks for the first page once when opened from the menu, and nothing when its tab is shown again', async () => {
    const { page } = browser;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/bus/busLine/list')) asked.push(request.url());
    });
    const tabs = page.getByTestId('workspace-tabs');
    const listTab = tabs.locator('.ant-tabs-tab', { hasText: '线路管理' });
    // Another tab and back: the kept page shows its rows again without asking the server.
    await tabs.locator('.ant-tabs-tab', { hasText: '首页' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await listTab.click();
    await page.waitForURL(/\/bus\/line$/);
    await rows(page).first().waitFor();
    // Longer than an unclaimed prefetched answer is kept (3 s), so none left over can hide a request below.
    await page.waitForTimeout(3_100);
    expect(asked).toEqual([]);
    // Closed and opened again from the menu: one request, asked for at the navigation and shown.
    await listTab.locator('.ant-tabs-tab-remove').click();
    await listTab.waitFor({ state: 'detached' });
    await page.getByRole('menuitem', { name: /线路管理/ }).first().click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-10 共12条');
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('pageSize=10');
  });

  it('searches by name (*v*), filters by dictionary, and sorts by a column', async () => {
    const { page } = browser;
    await page.getByPlaceholder('请输入线路名称').fill(' 1路 ');
    await page.getByRole('button', { name: /查\s*询/ }).first().click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-2 共2条');
    const names = await rows(page).locator('td').allTextContents();
    expect(names.join(' ')).toContain('安置区11路');
    await page.getByRole('button', { name: /重\s*置/ }).first().click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-10 共12条');

    await page.locator('.ant-table-thead th', { hasText: '线路编号' }).first().click();
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent?.includes('L001'));
  });

  it('adds with validation, edits and deletes a record', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal-content');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('线路名称不能为空').filter({ visible: true }).first().waitFor();
    await dialog.getByLabel('线路名称').fill('安置区99路');
    await dialog.getByLabel('线路编号').fill('L099');
    await dialog.getByLabel('起点站').fill('南门');
    await dialog.getByLabel('终点站').fill('医院');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-10 共13条');
    expect(await rows(page).first().textContent()).toContain('安置区99路');

    await rows(page).first().getByText('编辑').click();
    const edit = page.locator('.ant-modal-content');
    await edit.getByLabel('线路名称').fill('安置区99路（调整）');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent?.includes('（调整）'));

    await rows(page).first().getByText('删除').click();
    await page.locator('.ant-popover, .ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-10 共12条');
  });

  it('warns when batch delete has nothing selected, then deletes the selected rows', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /批量删除/ }).click();
    await page.getByText('请选择一条记录！').filter({ visible: true }).first().waitFor();
    await rows(page).nth(0).locator('input[type=checkbox]').check();
    await rows(page).nth(1).locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForFunction(() => document.querySelector('.ant-pagination-total-text')?.textContent === '1-10 共10条');
  });

  it('exports the current query to xlsx', async () => {
    const { page } = browser;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header).toContain('线路名称');
    expect(header).toContain('运营状态');
    const total = Number(/共(\d+)条/.exec((await totalText(page)) ?? '')?.[1]);
    expect(sheet.actualRowCount - 1).toBe(total);
    const statusColumn = header.indexOf('运营状态') + 1;
    const statuses = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && statuses.add(String(row.getCell(statusColumn).value)));
    expect([...statuses].every((s) => s === '有效' || s === '无效')).toBe(true);
  });

  it('imports a file with bad rows: code 201 warning and a downloadable error file', async () => {
    const { page } = browser;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('线路');
    sheet.addRow(['线路名称', '线路编号', '起点站', '终点站', '运营状态']);
    sheet.addRow(['导入1路', 'I001', '东门', '学校', '有效']);
    sheet.addRow(['', 'I002', '东门', '学校', '有效']);
    sheet.addRow(['导入3路', 'I003', '东门', '学校', '不存在的状态']);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), '线路.xlsx');
    await book.xlsx.writeFile(file);

    await page.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.locator('.ant-modal-content', { hasText: '导入EXCEL' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: /开始上传/ }).click();
    await page.getByText('导入成功，但有错误数据！').filter({ visible: true }).first().waitFor();
    const link = page.getByText('点击下载错误文件').filter({ visible: true }).first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const errorFile = await fetch(new URL(href ?? '', base));
    expect(errorFile.status).toBe(200);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(await errorFile.arrayBuffer());
    expect(errors.worksheets[0].actualRowCount).toBe(3);
  });

  it('saves, loads, overwrites and deletes an advanced query', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /高级查询/ }).click();
    const modal = page.locator('.ant-modal-content', { hasText: '高级查询构造器' });
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.getByText('不能查询空条件').filter({ visible: true }).first().waitFor();
    await modal.locator('.ant-select', { hasText: '选择查询字段' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('线路名称', { exact: true }).click();
    await modal.locator('.ant-select', { has: page.getByRole('combobox', { name: '匹配规则' }) }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('包含', { exact: true }).click();
    await modal.getByPlaceholder('请输入值').fill('1');
    await modal.getByRole('button', { name: /保存查询条件/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText('保存名称不能为空').filter({ visible: true }).first().waitFor();
    await page.locator('.ant-modal-content input:visible').last().fill('含1的线路');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText('保存成功').filter({ visible: true }).first().waitFor();
    await modal.getByRole('button', { name: /保存查询条件/ }).click();
    await page.locator('.ant-modal-content input:visible').last().fill('含1的线路');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText('含1的线路 已存在，是否覆盖？').filter({ visible: true }).first().waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.getByText('已有高级查询条件生效').filter({ visible: true }).first().waitFor();
    await page.waitForFunction(() => /共[34]条/.test(document.querySelector('.ant-pagination-total-text')?.textContent ?? ''));
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('JSuperQuerySaved_')));
    expect(saved).toEqual(['JSuperQuerySaved_/bus/line']);
    await page.getByText('清空').first().click();
    await page.waitForFunction(() => !document.body.textContent?.includes('已有高级查询条件生效'));

    // Load the saved query back into a fresh builder, run it, then delete it with the confirm.
    await page.getByRole('button', { name: /高级查询/ }).click();
    await modal.getByRole('button', { name: '含1的线路', exact: true }).click();
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.getByText('已有高级查询条件生效').filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: /高级查询/ }).click();
    await modal.getByRole('button', { name: '删除 含1的线路' }).click();
    await page.getByText('是否删除当前查询？').filter({ visible: true }).first().waitFor();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('没有保存任何查询').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('JSuperQuerySaved_/bus/line'))).toBe('[]');
  });
});

describe('seed 000 §6: a restricted user on the same list', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await product.stop();
  });

  it('shows export but not add, import, edit or delete, and the server agrees', async () => {
    const { page } = browser;
    const base = product.server.url;
    await signIn(page, base, 'jeecg', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${base}/bus/line`);
    await page.getByRole('button', { name: /导\s*出/ }).waitFor();
    expect(await page.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /导\s*入/ }).count()).toBe(0);
    const token = await apiToken(base, 'jeecg');
    const add = await fetch(`${base}/jeecg-boot/bus/busLine/add`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Access-Token': token }, body: '{}' });
    expect(add.status).toBe(403);
  });
});
