import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A declared tree (areas) and a record (what the picker form saves), each with its own table and CRUD endpoints. */
const areaPage = {
  kind: 'list', version: 1, id: 'e2e-area', title: '测试片区', route: { components: ['test/E2eAreaList'] },
  entity: {
    table: 'biz_e2e_area', api: '/e2e/area', permission: 'e2e:area', label: '测试片区',
    fields: [
      { name: 'areaName', label: '名称', type: 'string', length: 50, required: true },
      { name: 'areaCode', label: '编码', type: 'string', length: 20, unique: true },
      { name: 'parentCode', label: '上级编码', type: 'string', length: 20 },
    ],
  },
  dataSource: { adapter: 'http', args: { api: '/e2e/area' } },
  columns: [{ field: 'areaName', title: '名称' }],
};
const recordPage = {
  kind: 'list', version: 1, id: 'e2e-picked', title: '选择结果', route: { components: ['test/E2ePickedList'] },
  entity: {
    table: 'biz_e2e_picked', api: '/e2e/picked', permission: 'e2e:picked', label: '选择结果',
    fields: ['roleCode', 'postCode', 'areaCode', 'villageType', 'cronExpression'].map((name) => ({ name, label: name, type: 'string', length: 100 })),
  },
  dataSource: { adapter: 'http', args: { api: '/e2e/picked' } },
  columns: [{ field: 'roleCode', title: '角色' }],
};
/** A page form of the seed 002 pickers, saved into the record above (served at /party/news). */
const formPage = {
  kind: 'form', version: 1, id: 'e2e-picker-form', title: '选择器测试', route: { components: ['party/PartyNewsList'] },
  dataSource: { adapter: 'http', args: { api: '/e2e/picked' } },
  content: {
    list: [
      { id: 'roleCode', compType: 'rolePicker', label: '角色', multi: true },
      { id: 'postCode', compType: 'positionPicker', label: '职务' },
      { id: 'areaCode', compType: 'treeSelect', label: '片区', dict: 'biz_e2e_area,area_name,area_code', pidField: 'parent_code' },
      { id: 'badTree', compType: 'treeSelect', label: '坏条件', dict: 'biz_e2e_area,area_name,area_code', pidField: 'parent_code', condition: 'area_code=N' },
      { id: 'villageType', compType: 'searchSelect', label: '村类型', dict: 'village_type' },
      { id: 'cronExpression', compType: 'cron', label: '执行周期' },
    ],
    config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 90, gutter: 15, disabled: false },
  },
};

function schemasDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-picker-schemas-'));
  fs.cpSync(path.join(root, 'schemas/pages'), dir, { recursive: true });
  for (const page of [areaPage, recordPage, formPage]) fs.writeFileSync(path.join(dir, `${page.id}.json`), JSON.stringify(page));
  return dir;
}

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}/jeecg-boot${url}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; message: string; result: { records?: Record<string, unknown>[] } };
}

const modal = (page: Page) => page.locator('.ant-modal:visible');
const ok = (page: Page) => modal(page).getByRole('button', { name: /确\s*定/ }).click();

describe('seed 002 pickers and the cron input in a page form, on the real server', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;
  const schemas = schemasDir();

  beforeAll(async () => {
    product = await startProduct({ SCHEMAS_DIR: schemas });
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const seeds: [string, unknown][] = [
      ['/sys/position/add', { name: '主任科员', code: 'E2E_CLERK', postRank: '3' }],
      ['/e2e/area/add', { areaName: '北区', areaCode: 'N' }],
      ['/e2e/area/add', { areaName: '南区', areaCode: 'S' }],
      ['/e2e/area/add', { areaName: '北一街', areaCode: 'N1', parentCode: 'N' }],
    ];
    for (const [url, body] of seeds) {
      const saved = await api(base, token, 'POST', url, body);
      if (!saved.success) throw new Error(`${url}: ${saved.message}`);
    }
    browser = await openBrowser();
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    fs.rmSync(schemas, { recursive: true, force: true });
  });

  it('picks roles, a position, an area, a village type and a cron expression, and saves their codes', async () => {
    const { page } = browser;
    await page.goto(`${base}/party/news`);

    // Roles: searched on the server by code; two chosen; names shown, codes stored.
    await page.locator('#roleCode').click();
    await modal(page).getByText('选择角色').waitFor();
    await modal(page).getByRole('cell', { name: '业务员' }).waitFor();
    await modal(page).getByPlaceholder('输入关键字筛选').fill('staff');
    await expect.poll(() => modal(page).getByRole('cell', { name: '管理员' }).count()).toBe(0);
    await modal(page).getByRole('cell', { name: '业务员' }).click();
    await modal(page).getByPlaceholder('输入关键字筛选').fill('');
    await modal(page).getByRole('cell', { name: '管理员' }).click();
    await ok(page);
    await expect.poll(() => page.locator('#roleCode').inputValue()).toBe('业务员,管理员');

    // Position: name, code and rank (its dictionary text); a double click picks it.
    await page.locator('#postCode').click();
    await modal(page).getByRole('cell', { name: '中级' }).waitFor();
    await modal(page).getByRole('cell', { name: '主任科员' }).dblclick();
    await expect.poll(() => page.locator('#postCode').inputValue()).toBe('主任科员');

    // Tree select: roots, then the children of 北区 as it opens.
    await page.locator('.ant-form-item', { hasText: '片区' }).locator('.ant-select-selector').click();
    const tree = page.locator('.ant-select-dropdown:visible');
    await tree.getByText('北区').waitFor();
    await tree.locator('.ant-select-tree-treenode', { hasText: '北区' }).locator('.ant-select-tree-switcher').click();
    await tree.getByText('北一街').click();
    await page.locator('.ant-form-item', { hasText: '片区' }).locator('.ant-select-selection-item', { hasText: '北一街' }).waitFor();

    // A condition that is not JSON is refused where the control is.
    await page.locator('.ant-form-item', { hasText: '坏条件' }).getByText('条件值错误，需要JSON字符串').waitFor();

    // Searchable select: the server searches the keyword.
    await page.locator('#villageType').click();
    await page.locator('#villageType').fill('行政');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '行政村' }).click();
    await page.locator('.ant-form-item', { hasText: '村类型' }).locator('.ant-select-selection-item', { hasText: '行政村' }).waitFor();

    // Cron: typed, then edited in the 800-wide editor.
    await page.locator('#cronExpression').fill('0 0 12 * * ?');
    await page.locator('.ant-form-item', { hasText: '执行周期' }).getByRole('button', { name: /选\s*择/ }).click();
    await modal(page).getByText('最近10次运行时间').waitFor();
    expect(await modal(page).evaluate((el) => getComputedStyle(el).width)).toBe('800px');
    await modal(page).getByLabel('表达式').fill('0 30 8 * * ?');
    await ok(page);
    await expect.poll(() => page.locator('#cronExpression').inputValue()).toBe('0 30 8 * * ?');
    await expect.poll(() => modal(page).count()).toBe(0);
    await screenshot(page, 'picker-controls');

    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect
      .poll(async () => (await api(base, token, 'GET', '/e2e/picked/list')).result.records?.[0], { timeout: 10_000 })
      .toMatchObject({ roleCode: 'staff,admin', postCode: 'E2E_CLERK', areaCode: 'N1', villageType: '2', cronExpression: '0 30 8 * * ?' });
  });

  it('has no console errors', () => {
    expect(browser.problems).toEqual([]);
  });
});
