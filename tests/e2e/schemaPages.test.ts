import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

const root = path.resolve(import.meta.dirname, '../..');
const example = JSON.parse(fs.readFileSync(path.join(root, 'fixtures/examples/formContent-resettlement-household.json'), 'utf8')) as unknown;

/** schemas/pages plus a broken list page and a form page made from the older designer's saved form. */
function schemasDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-schemas-'));
  fs.cpSync(path.join(root, 'schemas/pages'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'broken-activity.json'), JSON.stringify({
    kind: 'list', version: 1, id: 'broken-activity', title: '活动管理', route: { components: ['party/PartyActivityList'] },
    dataSource: { adapter: 'http', args: { api: '/party/activity' } },
    columns: [{ field: 'name', title: '名称', width: 5 }], pageSize: 15,
  }));
  fs.writeFileSync(path.join(dir, 'household-form.json'), JSON.stringify({
    kind: 'form', version: 1, id: 'household-form', title: '安置户登记', route: { components: ['party/PartyNewsList'] }, content: example,
  }));
  return dir;
}

describe('schema runtime in the browser: error panel and a saved designer form', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct({ SCHEMAS_DIR: schemasDir() });
    browser = await openBrowser();
    await signIn(browser.page, product.server.url, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  });
  afterAll(async () => {
    await browser.close();
    await product.stop();
  });

  it('shows a schema that fails the meta-schema as a panel naming each JSON path, and the app goes on', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/party/activity`);
    const panel = page.locator('.ant-alert-error');
    await panel.getByText('$.columns[0].width').waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('$.pageSize');
    expect(text).toContain('broken-activity.json');
    await screenshot(page, 'schema-error-panel');
    // The menu and other pages keep working.
    await page.getByRole('menuitem', { name: /公交线路/ }).first().click();
    await page.getByRole('menuitem', { name: /线路管理/ }).first().click();
    await page.waitForURL(/\/bus\/line$/);
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
  });

  it('renders the older designer form unchanged and validates on submit', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/party/news`);
    await page.getByText('户主姓名').first().waitFor();
    for (const label of ['联系电话', '安置类型', '入住日期', '是否低保户']) await page.getByText(label).first().waitFor();
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('户主姓名不能为空').filter({ visible: true }).first().waitFor();
    await page.getByLabel('户主姓名').fill('王大山');
    await page.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('手机号格式不正确').filter({ visible: true }).first().waitFor();
    await page.getByLabel('联系电话').fill('13912345678');
    // The dynamic table starts with one row whose 姓名 is required too.
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('姓名不能为空').filter({ visible: true }).first().waitFor();
    // The dynamic table is the editable grid: a click on the cell opens its column's input.
    await page.locator('[role="grid"] [data-row-id] .grid-cell').first().click();
    await page.locator('#fd_1700000000010_0').fill('王小山');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('保存成功').filter({ visible: true }).first().waitFor();
    await screenshot(page, 'designed-form');
  });

  it('has no console errors', () => {
    expect(browser.problems).toEqual([]);
  });
});
