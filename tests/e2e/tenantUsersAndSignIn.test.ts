import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import { api, button, confirmOk, drawer, field, link, modal, notice, openAdminBrowser, row, rows } from './adminHelpers.ts';

/**
 * Tenants in the browser, against the real server: 租户管理 › 用户 (the tenant's users in a drawer,
 * 添加用户 with the user picker, 移除 after a confirmation), and the tenant selection after the
 * password check (seed 000 §2.9): a user of two tenants chooses the second, and the server answers
 * that tenant's rows, without the browser naming it on each call.
 */

const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const SECOND = { id: 2, name: '东区安置点' };

interface Page<T> { records: T[]; total: number }

describe('tenants: the tenant users screen and the tenant selection at sign-in', () => {
  let product: Product;
  let base: string;
  let token: string;
  const members = async (tenantId: number) =>
    (await api<Page<{ username: string }>>(base, token, 'GET', `/sys/tenant/userList?tenantId=${tenantId}&pageSize=100`)).result.records.map((u) => u.username).sort();
  /** A bus line added by the admin in one tenant (the admin crosses tenants with the header). */
  const addLine = async (tenantId: number, lineNo: string, lineName: string) => {
    const response = await fetch(`${base}/jeecg-boot/bus/busLine/add`, {
      method: 'POST',
      headers: { 'X-Access-Token': token, 'tenant-id': String(tenantId), 'content-type': 'application/json' },
      body: JSON.stringify({ lineName, lineNo, startStation: '起点', endStation: '终点', status: '1' }),
    });
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success, body.message).toBe(true);
  };

  beforeAll(async () => {
    // Load shedding (503 服务器繁忙) is not what this file tests; a machine shared by many runs trips it.
    product = await startProduct();
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const added = await api(base, token, 'POST', '/sys/tenant/add', { ...SECOND, status: 1 });
    expect(added.success, added.message).toBe(true);
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('租户管理 › 用户: adds a user with the user picker and removes it after a confirmation', async () => {
    const browser: Browser = await openAdminBrowser(base);
    try {
      const { page } = browser;
      await page.getByRole('menuitem', { name: '租户管理', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/isys/tenant');
      await link(row(page, SECOND.name), '用户').click();
      const users = drawer(page);
      await users.locator('.ant-drawer-title', { hasText: '租户用户' }).waitFor();
      await users.locator('.ant-table-placeholder').waitFor();

      await button(users, '添加用户').click();
      await field(modal(page), '用户').locator('input').click();
      const picker = modal(page);
      await picker.locator('.ant-modal-title', { hasText: '选择用户' }).waitFor();
      // The picker searches by name on the server.
      await picker.getByPlaceholder('输入关键字筛选').fill('李华');
      await picker.locator('tr.ant-table-row', { hasText: 'lihua' }).click();
      await button(picker, '确定').click();
      await expect.poll(() => field(modal(page), '用户').locator('input').inputValue()).toBe('李华');
      await button(modal(page), '确定').click();
      await notice(page, '添加成功').waitFor();
      await rows(users).filter({ hasText: 'lihua' }).waitFor();
      expect(await members(SECOND.id)).toEqual(['lihua']);
      await screenshot(page, 'tenant-users');

      await link(rows(users).filter({ hasText: 'lihua' }), '移除').click();
      await page.locator('.ant-modal-confirm', { hasText: '确定将用户 李华 移出该租户吗？' }).waitFor();
      await confirmOk(page);
      await notice(page, '删除成功').waitFor();
      await expect.poll(() => rows(users).filter({ hasText: 'lihua' }).count()).toBe(0);
      expect(await members(SECOND.id)).toEqual([]);
      expect(browser.problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('a user of two tenants chooses the second after the password check, and the server answers its rows', async () => {
    for (const tenantId of [1, SECOND.id]) {
      const joined = await api(base, token, 'POST', '/sys/tenant/addUsers', { tenantId, userIds: JEECG_ID });
      expect(joined.success, joined.message).toBe(true);
    }
    await addLine(1, 'T1-001', '一号租户线路');
    await addLine(SECOND.id, 'T2-001', '二号租户线路');

    const browser = await openBrowser();
    try {
      const { page } = browser;
      await signIn(page, base, 'jeecg', ADMIN_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/user/tenant');
      const second = page.getByRole('radio', { name: SECOND.name });
      await page.getByRole('radio', { name: '智慧安置区' }).waitFor({ state: 'attached' });
      // No page of the product opens before a tenant is chosen.
      await page.goto(`${base}/bus/line`);
      await page.waitForURL((url) => url.pathname === '/user/tenant');
      await second.waitFor();
      await screenshot(page, 'tenant-select');
      await second.check();
      await page.getByRole('button', { name: '进入系统' }).click();
      await page.waitForURL((url) => url.pathname === '/bus/line');
      await row(page, '二号租户线路').waitFor();
      expect(await row(page, '一号租户线路').count()).toBe(0);

      // The session's tenant is the chosen one on the server: a call naming no tenant gets its rows.
      const answered = await page.evaluate(async () => {
        const stored = JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string };
        const response = await fetch('/jeecg-boot/bus/busLine/list?pageSize=100', { headers: { 'X-Access-Token': stored.value ?? '' } });
        const body = (await response.json()) as { result: { records: { lineNo: string }[] } };
        return body.result.records.map((r) => r.lineNo);
      });
      expect(answered).toEqual(['T2-001']);
      expect(browser.problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
