import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import demoUsers from '../../fixtures/demo/users.json' with { type: 'json' };

async function api<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/jeecg-boot${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; result: T };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

let lines = 0;
const addLine = (base: string, token: string) => {
  lines += 1;
  return api(base, token, '/bus/busLine/add', { lineName: `看板${lines}路`, lineNo: `K${lines}`, startStation: '北门', endStation: '南门', status: '1' });
};

/** A Statistic's number as shown (antd groups thousands with commas). */
const shownNumber = async (page: Page, testId: string) => {
  const value = page.getByTestId(testId).locator('.ant-statistic-content-value').first();
  await value.waitFor();
  return Number((await value.textContent())?.replace(/,/g, ''));
};

/** Pixels the chart has painted on its canvas (echarts animates, so the caller polls). */
const paintedPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="daily-chart"] canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
    return painted;
  });

describe('seed 000 §2.9: the analysis, monitor and workplace dashboards on real figures', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let admin: string;
  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    admin = await signInToken(base, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('shows each entity\'s count as the server has it after a row is added, and draws the 30-day chart', async () => {
    await addLine(base, admin);
    await addLine(base, admin);
    const { total } = await api<{ total: number }>(base, admin, '/bus/busLine/list?pageSize=1');
    expect(total).toBe(2);

    const { page } = browser;
    await signIn(page, base, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    expect(await shownNumber(page, 'entity-count-biz_bus_line')).toBe(total);
    expect(await shownNumber(page, 'entity-count-biz_village_info')).toBe(0);
    expect(await shownNumber(page, 'stat-users')).toBe(demoUsers.length);
    expect(await shownNumber(page, 'stat-announcements')).toBe(3); // the demo's four, less one draft
    expect(await shownNumber(page, 'stat-todayLogins')).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('entity-area').filter({ hasText: '公交线路' }).count()).resolves.toBe(1);

    await page.getByTestId('daily-chart').locator('canvas').waitFor();
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="daily-chart"] canvas');
        return canvas !== null && canvas.width > 0;
      },
    );
    await expect.poll(() => paintedPixels(page), { timeout: 5000 }).toBeGreaterThan(1000);
    await screenshot(page, 'dashboard-analysis');

    // One more row, and the card follows after a reload.
    await addLine(base, admin);
    await page.reload();
    await expect.poll(() => shownNumber(page, 'entity-count-biz_bus_line')).toBe(total + 1);
  });

  it('leaves out the entities a restricted user may not list', async () => {
    const { page } = browser;
    await signIn(page, base, 'jeecg', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByTestId('entity-count-biz_bus_line').waitFor();
    // The staff role lists every business table (villages and stores too, whose table dictionaries
    // its forms read), and none of the administrators' declared entities.
    await page.getByTestId('entity-count-biz_village_info').waitFor();
    expect(await page.getByTestId('entity-count-dev_data_source').count()).toBe(0);
    expect(await page.getByTestId('entity-count-dev_gateway_route').count()).toBe(0);
  });

  it('shows the running server\'s figures on the monitor, reached through the side menu, and refreshes them', async () => {
    const { page } = browser;
    await signIn(page, base, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /仪表盘/ }).first().click();
    await page.getByRole('menuitem', { name: /监控页/ }).first().click();
    await page.waitForURL(/\/dashboard\/monitor$/);

    const figure = (id: string) => page.getByTestId(`monitor-${id}`).locator('.ant-statistic-content').first();
    await figure('node').waitFor();
    // The server runs on the same Node as the tests (tests/helpers/process.ts).
    expect(await figure('node').textContent()).toBe(process.version);
    expect(await figure('uptime').textContent()).toMatch(/\d+(秒|分)/);
    expect(Number(await figure('cpu').textContent())).toBeGreaterThan(0);
    expect(await figure('database').textContent()).toMatch(/^\d+(\.\d)? (KB|MB|GB)$/);
    expect(await page.getByTestId('monitor-database').textContent()).toContain('SQLite');
    expect(await figure('rss').textContent()).toMatch(/MB$/);
    expect(await page.getByTestId('monitor-heap').locator('.ant-progress').count()).toBe(1);
    expect(Number(await figure('sessions').textContent())).toBeGreaterThanOrEqual(1);
    const requests = Number((await figure('requests').textContent())?.replace(/,/g, ''));
    expect(requests).toBeGreaterThan(0);
    await screenshot(page, 'dashboard-monitor');

    // Every 10 seconds the figures are read again: the request count has grown by then.
    await expect
      .poll(async () => Number((await figure('requests').textContent())?.replace(/,/g, '')), { timeout: 15_000, interval: 1000 })
      .toBeGreaterThan(requests);
  });

  it('greets the caller on the workplace with their unread announcements, own recent rows and their pages', async () => {
    // The staff role may not add bus lines: its own figure stays at 0 while the admin's rows exist.
    const adminOwn = (await api<{ recentChanges: { entities: { table: string; count: number }[] } }>(base, admin, '/sys/dashboard/workplace'))
      .recentChanges.entities.find((e) => e.table === 'biz_bus_line')?.count;
    expect(adminOwn).toBeGreaterThan(0);

    const { page } = browser;
    await signIn(page, base, 'jeecg', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${base}/dashboard/workplace`);
    await expect(page.getByTestId('workplace-greeting').textContent()).resolves.toMatch(/(早上|上午|中午|下午|晚上)好，张晓明/);
    expect(await shownNumber(page, 'workplace-unread')).toBe(3);
    expect(await page.getByTestId('my-changes').textContent()).toContain('近 7 天没有新增记录');
    await expect(page.getByTestId('recent-announcements').locator('.ant-list-item').count()).resolves.toBe(3);
    // The staff menu has no 系统管理: neither has the quick links.
    const links = page.getByTestId('quick-links');
    await links.getByRole('link', { name: /线路管理/ }).waitFor();
    expect(await links.getByRole('link', { name: /用户管理/ }).count()).toBe(0);
    await screenshot(page, 'dashboard-workplace');
    await links.getByRole('link', { name: /线路管理/ }).click();
    await page.waitForURL(/\/bus\/line$/);
  });

  it('shows the admin\'s own rows on their workplace', async () => {
    const { page } = browser;
    await signIn(page, base, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${base}/dashboard/workplace`);
    const mine = page.getByTestId('my-changes');
    await mine.getByRole('link', { name: '公交线路' }).waitFor();
    expect(await mine.textContent()).toContain(`${lines} 条`);
  });
});
