import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const POLL = { timeout: 15_000 };

/** What the form saves: the business modal's value, the uploaded files, the chosen users and a category. */
const recordPage = {
  kind: 'list', version: 1, id: 'e2e-biz-record', title: '业务组件结果', route: { components: ['test/E2eBizRecordList'] },
  entity: {
    table: 'biz_e2e_biz_record', api: '/e2e/bizRecord', permission: 'e2e:bizRecord', label: '业务组件结果',
    fields: ['organizations', 'attachments', 'users', 'category'].map((name) => ({ name, label: name, type: 'string', length: 1000 })),
  },
  dataSource: { adapter: 'http', args: { api: '/e2e/bizRecord' } },
  columns: [{ field: 'organizations', title: '组织' }],
};
/** A page form of the seed 002 widgets, saved into the record above (served at /party/news). */
const formPage = {
  kind: 'form', version: 1, id: 'e2e-biz-form', title: '业务组件测试', route: { components: ['party/PartyNewsList'] },
  dataSource: { adapter: 'http', args: { api: '/e2e/bizRecord' } },
  content: {
    list: [
      {
        id: 'organizations', compType: 'bizComponent', label: '协办组织', labelField: 'orgName',
        dataSource: { adapter: 'http', args: { api: '/party/partyOrganization' } },
        columns: [{ field: 'orgName', title: '组织名称' }, { field: 'secretary', title: '书记' }],
        queryFields: [{ field: 'orgName', label: '组织名称' }],
      },
      { id: 'attachments', compType: 'upload', label: '活动材料', accept: '.pdf,.mp4', multiple: true, fileSize: 5 },
      { id: 'users', compType: 'userList', label: '参会人员', multi: true },
      { id: 'category', compType: 'categorySelect', label: '分类', pcode: 'E2E' },
    ],
    config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 90, gutter: 15, disabled: false },
  },
};

function schemasDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-biz-schemas-'));
  fs.cpSync(path.join(root, 'schemas/pages'), dir, { recursive: true });
  for (const page of [recordPage, formPage]) fs.writeFileSync(path.join(dir, `${page.id}.json`), JSON.stringify(page));
  return dir;
}

type Answer = { success: boolean; message: string; result: { id?: string; records?: Record<string, unknown>[] } & Record<string, unknown> };
async function api(base: string, token: string, method: string, url: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}/jeecg-boot${url}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

const modal = (page: Page) => page.locator('.ant-modal:visible');
const ok = (page: Page) => modal(page).getByRole('button', { name: /确\s*定/ }).click();
const item = (page: Page, label: string) => page.locator('.ant-form-item', { hasText: label });

/** A PDF and an MP4 as small as the server's content checks let them be. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);

describe('seed 002 §2, §9: business component modal, PDF and video previews, the paged user picker', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;
  const schemas = schemasDir();
  const organizations: Record<string, string> = {};
  const requests: string[] = [];

  beforeAll(async () => {
    product = await startProduct({ SCHEMAS_DIR: schemas });
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    for (const [i, orgName] of ['第一党支部', '第二党支部', '第三党支部', '第四党支部', '第五党支部', '第六党支部', '安置区联合党委机关综合党支部'].entries()) {
      const saved = await api(base, token, 'POST', '/party/partyOrganization/add', { orgName, orgType: '1', secretary: `书记${i + 1}` });
      if (!saved.success) throw new Error(`organization: ${saved.message}`);
    }
    for (const row of (await api(base, token, 'GET', '/party/partyOrganization/list?pageSize=50')).result.records ?? []) organizations[String(row.orgName)] = String(row.id);
    // Enough users for a second page of the picker.
    for (let i = 1; i <= 12; i++) {
      const saved = await api(base, token, 'POST', '/sys/user/add', { username: `e2e_u${i}`, realname: `测试员${i}`, password: 'E2e-user-password-1', confirmPassword: 'E2e-user-password-1', userIdentity: 1, status: 1 });
      if (!saved.success) throw new Error(`user: ${saved.message}`);
    }
    // A category tree: E2E › 子类 › 孙类.
    for (const [name, code, parent] of [['测试分类', 'E2E', ''], ['子类', 'E2E01', 'E2E'], ['孙类', 'E2E0101', 'E2E01']]) {
      const pid = parent ? String((await api(base, token, 'GET', `/sys/category/loadOne?field=code&val=${parent}`)).result.id) : undefined;
      const saved = await api(base, token, 'POST', '/sys/category/add', { name, code, ...(pid ? { pid } : {}) });
      if (!saved.success) throw new Error(`category: ${saved.message}`);
    }
    browser = await openBrowser();
    browser.page.on('request', (request: Request) => requests.push(request.url()));
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.goto(`${base}/party/news`);
    await item(browser.page, '协办组织').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    fs.rmSync(schemas, { recursive: true, force: true });
  });

  it('picks two organizations in the 900-wide business modal, searched on the server', async () => {
    const { page } = browser;
    await page.locator('#organizations').click();
    const results = modal(page).getByTestId('biz-results');
    // Newest first, 5 to a page: the long name (cut at 12 characters) and 第六 to 第三.
    await results.getByRole('cell', { name: '第五党支部' }).waitFor();
    expect(await modal(page).evaluate((el) => getComputedStyle(el).width)).toBe('900px');
    await modal(page).getByText('1-5 共7条').waitFor();
    await expect.poll(() => results.locator('tbody tr.ant-table-row').count(), POLL).toBe(5);
    expect(await results.getByTitle('安置区联合党委机关综合党支部').textContent()).toBe('安置区联合党委机关综合党...');
    await results.getByRole('cell', { name: '第五党支部' }).click();
    // The query form searches the server; the earlier choice stays in the side table.
    await modal(page).getByPlaceholder('请输入组织名称').fill('第一');
    await modal(page).getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => results.locator('tbody tr.ant-table-row').count(), POLL).toBe(1);
    await results.getByRole('cell', { name: '第一党支部' }).click();
    const chosen = modal(page).getByTestId('biz-chosen');
    await chosen.getByRole('cell', { name: '第五党支部' }).waitFor();
    await chosen.getByRole('cell', { name: '第一党支部' }).waitFor();
    await screenshot(page, 'business-component-modal');
    await ok(page);
    await expect.poll(() => page.locator('#organizations').inputValue(), POLL).toBe('第五党支部,第一党支部');
  });

  it('opens an uploaded PDF in the 880-wide preview and a video in 视频播放, at signed addresses', async () => {
    const { page } = browser;
    await item(page, '活动材料').locator('input[type=file]').setInputFiles([
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 },
    ]);
    const pdfLink = item(page, '活动材料').locator('a', { hasText: 'plan.pdf' });
    await expect.poll(() => pdfLink.getAttribute('href'), POLL).toMatch(/\/sys\/common\/static\/.+\.pdf\?expires=\d+&sig=/);
    await pdfLink.click();
    const frame = modal(page).getByTestId('pdf-preview');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/jeecg-boot\/sys\/common\/static\/.+\.pdf\?expires=\d+&sig=/);
    expect(await modal(page).evaluate((el) => getComputedStyle(el).width)).toBe('880px');
    // The spinner goes after its second.
    await expect.poll(() => modal(page).locator('.ant-spin-spinning').count(), POLL).toBe(0);
    await modal(page).locator('.ant-modal-close').click();
    await expect.poll(() => modal(page).count(), POLL).toBe(0);

    const videoLink = item(page, '活动材料').locator('a', { hasText: 'clip.mp4' });
    await expect.poll(() => videoLink.getAttribute('href'), POLL).toMatch(/\.mp4\?expires=\d+&sig=/);
    await videoLink.click();
    await modal(page).getByText('视频播放').waitFor();
    expect(await modal(page).getByTestId('video-preview').getAttribute('src')).toMatch(/^\/jeecg-boot\/sys\/common\/static\/.+\.mp4\?expires=\d+&sig=/);
    await modal(page).locator('.ant-modal-close').click();
    await expect.poll(() => modal(page).count(), POLL).toBe(0);
  });

  it('pages and searches the user picker on the server', async () => {
    const { page } = browser;
    const userRequests = () => requests.filter((url) => url.includes('/sys/user/list')).map((url) => new URL(url).searchParams);
    await page.locator('#users').click();
    // Newest first, 10 to a page: 测试员12 to 测试员3 here, 测试员1 on the next page.
    await modal(page).getByRole('cell', { name: '测试员12' }).waitFor();
    expect(userRequests().map((p) => [p.get('pageNo'), p.get('pageSize')])).toEqual([['1', '10']]);
    expect(await modal(page).getByRole('cell', { name: '测试员1', exact: true }).count()).toBe(0);
    await modal(page).locator('.ant-pagination-item-2').click();
    await modal(page).getByRole('cell', { name: '测试员1', exact: true }).waitFor();
    expect(userRequests().at(-1)?.get('pageNo')).toBe('2');
    await modal(page).getByPlaceholder('输入关键字筛选').fill('测试员1');
    await expect.poll(() => userRequests().at(-1)?.get('realname'), POLL).toBe('*测试员1*');
    // 测试员1, 10, 11 and 12 match; the others are gone.
    await expect.poll(() => modal(page).locator('tbody tr.ant-table-row').count(), POLL).toBe(4);
    await modal(page).getByRole('cell', { name: '测试员12' }).click();
    await modal(page).getByRole('cell', { name: '测试员1', exact: true }).click();
    await ok(page);
    await expect.poll(() => page.locator('#users').inputValue(), POLL).toBe('测试员12,测试员1');
  });

  it('asks the server once for the children of an opened category', async () => {
    const { page } = browser;
    await item(page, '分类').locator('.ant-select-selector').click();
    const tree = page.locator('.ant-select-dropdown:visible');
    await tree.getByText('子类').waitFor();
    const asked = () => requests.filter((url) => url.includes('/sys/category/loadTreeChildren')).map((url) => new URL(url).searchParams.get('pid'));
    await tree.locator('.ant-select-tree-treenode', { hasText: '子类' }).locator('.ant-select-tree-switcher').click();
    await tree.getByText('孙类').click();
    await item(page, '分类').locator('.ant-select-selection-item', { hasText: '孙类' }).waitFor();
    const child = String((await api(base, token, 'GET', '/sys/category/loadOne?field=code&val=E2E01')).result.id);
    expect(asked()).toEqual([child]);
  });

  it('saves what was chosen', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /提\s*交/ }).click();
    const saved = async () => (await api(base, token, 'GET', '/e2e/bizRecord/list')).result.records?.[0];
    await expect.poll(saved, POLL).toMatchObject({
      organizations: `${organizations['第五党支部']},${organizations['第一党支部']},`,
      users: '测试员12,测试员1_*_e2e_u12,e2e_u1',
    });
    const record = await saved();
    expect(String(record?.attachments).split(',')).toHaveLength(2);
  });

  it('has no console errors', () => {
    expect(browser.problems).toEqual([]);
  });
});
