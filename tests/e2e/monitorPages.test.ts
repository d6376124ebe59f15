import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

/**
 * 系统监控 (issue 6): 磁盘监控, 内存监控 and 缓存监控 as dashboard schemas over the server's own
 * figures, 请求追踪 as a list schema; each opened from the menu and checked against the endpoint.
 */

const DENIED = '没有权限，请联系管理员授权';
const MB = 1024 * 1024;

interface Figures {
  process: { heapUsed: number };
  nodeVersion: string;
  0: { usedPercent: number };
  caches: { name: string; entries: number; items: number }[];
}

/** One call as the given user; `result` typed loosely as the figures this file reads. */
async function api(base: string, token: string, method: string, url: string) {
  const response = await fetch(`${base}/jeecg-boot${url}`, { method, headers: { 'X-Access-Token': token } });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; result: Figures } };
}

/** `45.3 MB` → bytes. */
function bytesOf(text: string): number {
  const match = /^([\d.]+) (B|KB|MB|GB|TB)$/.exec(text.trim());
  if (!match) throw new Error(`not a size: ${text}`);
  return Number(match[1]) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(match[2]);
}

const widget = (page: Page, title: string) => page.locator(`[data-widget="${title}"]:visible`);
const figure = (page: Page, title: string, field: string) =>
  widget(page, title).locator(`[data-field="${field}"] .ant-statistic-content-value`);

async function openMenu(page: Page, name: string, path: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true }).first();
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: /系统监控/ }).first().click();
  await item.click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('系统监控: disk, memory, cache and request trace pages', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let admin: string;

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    [admin, browser] = await Promise.all([signInToken(base, 'admin', ADMIN_PASSWORD), openBrowser()]);
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('refuses the monitoring endpoints to a user without the monitor codes (403)', async () => {
    const staff = await signInToken(base, 'jeecg', ADMIN_PASSWORD);
    for (const [method, url] of [['GET', '/sys/actuator/disk'], ['GET', '/sys/actuator/memory'], ['GET', '/sys/actuator/cache'],
      ['POST', '/sys/actuator/cache/clear'], ['GET', '/sys/actuator/httptrace']] as const) {
      const { status, body } = await api(base, staff, method, url);
      expect(status, url).toBe(403);
      expect(body.message, url).toBe(DENIED);
    }
  });

  it('shows the running server\'s figures on each page, opened from the menu', async () => {
    const { page } = browser;
    await signIn(page, base, 'admin', ADMIN_PASSWORD);

    // 内存监控: the heap figure is the endpoint's, give or take what the heap did in between.
    await openMenu(page, '内存监控', '/monitor/memory');
    const heapText = await figure(page, '进程内存', 'heapUsed').textContent({ timeout: 10_000 });
    const heapShown = bytesOf(heapText ?? '');
    const { body: memory } = await api(base, admin, 'GET', '/sys/actuator/memory');
    expect(heapShown).toBeGreaterThan(1 * MB);
    expect(heapShown / memory.result.process.heapUsed).toBeGreaterThan(0.5);
    expect(heapShown / memory.result.process.heapUsed).toBeLessThan(2);
    expect(await figure(page, '运行信息', 'nodeVersion').textContent()).toBe(memory.result.nodeVersion);
    await expect.poll(() => widget(page, '堆空间').locator('tr.ant-table-row').filter({ hasText: 'old_space' }).count()).toBe(1);
    await screenshot(page, 'monitor-memory');

    // 磁盘监控: the data directory's usage bar shows the endpoint's percentage.
    await openMenu(page, '磁盘监控', '/monitor/disk');
    const dataRow = widget(page, '磁盘使用情况').locator('tr.ant-table-row').filter({ hasText: '数据目录' });
    const barText = await dataRow.locator('.ant-progress-text').textContent({ timeout: 10_000 });
    const { body: disks } = await api(base, admin, 'GET', '/sys/actuator/disk');
    expect(Number((barText ?? '').replace('%', ''))).toBeCloseTo(disks.result[0].usedPercent, 0);
    await expect.poll(() => dataRow.textContent()).toMatch(/[\d.]+ (GB|TB|MB)/);
    await screenshot(page, 'monitor-disk');

    // 缓存监控: 清空缓存 asks first, answers the server's message, and the dictionary cache is then empty.
    await api(base, admin, 'GET', '/sys/dict/getDictItems/sex');
    const { body: filled } = await api(base, admin, 'GET', '/sys/actuator/cache');
    expect(filled.result.caches[0].entries).toBeGreaterThan(0);
    await openMenu(page, '缓存监控', '/monitor/cache');
    const dictRow = widget(page, '缓存').locator('tr.ant-table-row').filter({ hasText: '数据字典缓存' });
    const dictEntries = async () => Number((await dictRow.locator('td').nth(1).textContent())?.replace(/,/g, ''));
    await dictRow.waitFor({ timeout: 10_000 });
    expect(await dictEntries()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /清空缓存/ }).filter({ visible: true }).click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await confirm.getByText('清空数据字典缓存、权限缓存和数据规则缓存吗？').waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message').getByText('缓存已清空，下次使用时重新读取').first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(dictEntries).toBe(0);
    const { body: emptied } = await api(base, admin, 'GET', '/sys/actuator/cache');
    expect(emptied.result.caches[0]).toMatchObject({ name: 'dict', entries: 0, items: 0 });
    await screenshot(page, 'monitor-cache');

    // 请求追踪: a request made just now is listed with its method, pattern and status.
    await api(base, admin, 'GET', '/sys/user/list?e2eTraceProbe=1');
    await openMenu(page, '请求追踪', '/monitor/HttpTrace');
    const probe = page.locator('.ant-table-tbody:visible tr.ant-table-row').filter({ hasText: '/jeecg-boot/sys/user/list?e2eTraceProbe' });
    await probe.first().waitFor({ timeout: 10_000 });
    expect(await probe.count()).toBe(1);
    const cells = await probe.locator('td').allTextContents();
    expect(cells.map((c) => c.trim())).toEqual(expect.arrayContaining(['GET', '200']));
    expect(cells.some((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(c.trim()))).toBe(true);
    // A request made after the page opened shows after 刷新.
    await api(base, admin, 'GET', '/sys/user/list?e2eTraceLater=1');
    const later = page.locator('.ant-table-tbody:visible tr.ant-table-row').filter({ hasText: 'e2eTraceLater' });
    expect(await later.count()).toBe(0);
    await page.getByRole('button', { name: /刷\s*新/ }).filter({ visible: true }).click();
    await later.first().waitFor({ timeout: 10_000 });

    await screenshot(page, 'monitor-trace');
    expect(browser.problems).toEqual([]);
  }, 40_000);
});
