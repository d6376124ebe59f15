import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { api, button, confirmOk, drawer, field, modal, notice, row, rows, visibleTable } from './adminHelpers.ts';
import { signInToken } from '../helpers/process.ts';

const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/demo/rows.json'), 'utf8')) as Record<string, unknown[]>;

/** The business menus of fixtures/demo/permissions.json with the table their schema declares. */
const PAGES = [
  { path: '/party/activity', title: '活动管理', table: 'biz_party_activity' },
  { path: '/party/news', title: '党建资讯', table: 'biz_party_news' },
  { path: '/party/organization', title: '党组织', table: 'biz_party_organization' },
  { path: '/medical/doctor', title: '医生管理', table: 'biz_medical_doctor' },
  { path: '/medical/hospital', title: '医院管理', table: 'biz_medical_hospital' },
  { path: '/medical/patient', title: '患者管理', table: 'biz_medical_patient' },
  { path: '/employment/position', title: '岗位信息', table: 'biz_job_position' },
  { path: '/employment/resume', title: '简历管理', table: 'biz_job_resume' },
  { path: '/employment/training', title: '技能培训', table: 'biz_skill_training' },
  { path: '/bus/line', title: '线路管理', table: 'biz_bus_line' },
  { path: '/bus/stop', title: '站点管理', table: 'biz_bus_stop' },
  { path: '/store/ruralStore', title: '商店管理', table: 'biz_rural_store' },
  { path: '/store/product', title: '特色农产品', table: 'biz_specialty_product' },
  { path: '/security/monitor', title: '监控点位', table: 'biz_security_monitor' },
  { path: '/village/info', title: '村庄信息', table: 'biz_village_info' },
  { path: '/village/gridMember', title: '网格员', table: 'biz_grid_member' },
];

/** The lists of issue 18 (their entity names the village field set), with the path of their menu. */
function fieldSetPages(): { path: string; title: string; table: string }[] {
  const dir = path.resolve(import.meta.dirname, '../../schemas/pages');
  const menus = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/demo/permissions.json'), 'utf8')) as { url?: string; component?: string }[];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { title: string; route: { components: string[] }; entity?: { table: string; fieldSets?: string[] } })
    .filter((p) => p.entity?.fieldSets?.includes('village'))
    .map((p) => ({ path: menus.find((m) => m.component === p.route.components[0])?.url ?? `no menu for ${p.title}`, title: p.title, table: p.entity?.table ?? '' }));
}

describe('the business lists (schemas/pages/*.json) on a first start with demo rows', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct({ DEMO_ROWS: 'on' });
    browser = await openBrowser();
    await signIn(browser.page, product.server.url, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  });
  afterAll(async () => {
    await browser.close();
    await product.stop();
  });

  const walk = async (pages: { path: string; title: string; table: string }[]) => {
    const { page } = browser;
    for (const { path: address, title, table } of pages) {
      await page.goto(`${product.server.url}${address}`);
      await page.locator('.ant-card-head-title:visible', { hasText: new RegExp(`^${title}$`) }).waitFor();
      const count = fixture[table]?.length ?? 0;
      expect(count, table).toBeGreaterThan(0);
      await page.locator('.ant-pagination-total-text:visible', { hasText: `共${count}条` }).waitFor();
      expect(await page.getByTestId('under-construction').count(), address).toBe(0);
      expect(await button(page, '新增').count(), address).toBe(1);
      if (address === '/employment/position') await screenshot(page, 'business-list');
    }
    expect(browser.problems).toEqual([]);
  };

  it('every business menu opens its list, with the demo rows, for the admin', async () => {
    await walk(PAGES);
  }, 180_000);

  // Twenty-one more lists: their own test, so that each walk stays within a test's time.
  it('the lists of issue 18 open from their menus, with their demo rows', async () => {
    const pages = fieldSetPages();
    expect(pages.length).toBeGreaterThanOrEqual(20);
    await walk(pages);
  }, 180_000);

  it('特殊人群 checks an ID number\'s check digit in the form, as the server does', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/community/specialPerson`);
    await visibleTable(page).waitFor();
    await button(page, '新增').click();
    const idCard = field(drawer(page), '身份证号');
    // Its pattern passes; only the GB 11643 check digit (5, not 6) is wrong.
    await idCard.locator('input').fill('520422198005120036');
    await idCard.locator('.ant-form-item-explain-error', { hasText: '请输入正确的居民身份证号码' }).waitFor();
    await idCard.locator('input').fill('520422198005120035');
    await idCard.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
  });

  it('党建资讯 keeps an article\'s formatting, shown formatted in its detail; 发布 publishes the draft', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/party/news`);
    await visibleTable(page).waitFor();
    await button(page, '新增').click();
    const form = drawer(page);
    await field(form, '标题').locator('input').fill('安置区新时代文明实践站揭牌');
    await field(form, '栏目').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('基层动态', { exact: true }).click();
    await field(form, '发布日期').locator('input').fill('2026-11-20');
    await field(form, '发布日期').locator('input').press('Enter');
    const editor = field(form, '正文').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('实践站');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('正式揭牌');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();

    const article = row(page, '安置区新时代文明实践站揭牌');
    await expect.poll(() => article.textContent()).toContain('基层动态');
    await article.getByText('详情', { exact: true }).click();
    const detail = drawer(page);
    const body = field(detail, '正文');
    await body.locator('b, strong', { hasText: '正式揭牌' }).waitFor();
    expect(await body.textContent()).not.toContain('<');
    await page.keyboard.press('Escape');

    // Saved as a draft (是否发布 否): 发布 publishes it, and 撤回 is offered instead.
    await article.getByText('发布', { exact: true }).click();
    await confirmOk(page);
    await expect.poll(() => article.getByText('撤回', { exact: true }).count()).toBe(1);
    expect(await article.getByText('发布', { exact: true }).count()).toBe(0);
    expect(await rows(page).count()).toBe((fixture.biz_party_news?.length ?? 0) + 1);
  });

  it('线路管理 › 站点 lists a line\'s stops in order, and a stop added there belongs to the line', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/bus/line`);
    const line = row(page, '1路 县客运站—幸福社区');
    await line.getByText('站点', { exact: true }).click();
    const stops = drawer(page);
    await expect.poll(() => rows(stops).allTextContents()).toEqual([
      expect.stringContaining('清溪县客运站'), expect.stringContaining('幸福社区便民服务中心'), expect.stringContaining('幸福社区北门'),
    ]);
    await button(stops, '新增').click();
    const form = modal(page);
    await field(form, '站点名称').locator('input').fill('幸福社区南门');
    await field(form, '站序').locator('input').fill('10');
    await button(form, '确定').click();
    await notice(page, '添加成功').waitFor();
    await expect.poll(() => rows(drawer(page)).count()).toBe(4);
    expect(await rows(drawer(page)).last().textContent()).toContain('幸福社区南门');
    await page.keyboard.press('Escape');

    await page.goto(`${product.server.url}/bus/stop`);
    await expect.poll(() => row(page, '幸福社区南门').textContent()).toContain('1路 县客运站—幸福社区');
    expect(browser.problems).toEqual([]);
  });

  it('患者管理 edits a patient with its 就诊记录 and 随访计划 in editable tables, and keeps them on save', async () => {
    const { page } = browser;
    const base = product.server.url;
    await page.goto(`${base}/medical/patient`);
    await row(page, '王德才').getByText('编辑', { exact: true }).click();
    const form = drawer(page);
    // The list row lacks the detail rows: the form reads the patient whole before it can be edited.
    const visits = field(form, '就诊记录');
    await expect.poll(() => visits.locator('[data-row-id]').count()).toBe(2);
    await visits.getByText('原发性高血压，血压控制平稳').first().waitFor();
    await expect.poll(() => field(form, '随访计划').locator('[data-row-id]').count()).toBe(2);
    await field(form, '健康备注').locator('textarea').fill('血压平稳，继续每月随访。');
    await button(form, '确定').click();
    // Closed once saved (a refusal keeps it open, its messages on the form).
    await expect.poll(async () => (await page.locator('.ant-drawer-content:visible').count()) === 0
      || (await page.locator('.ant-form-item-explain-error:visible, .ant-message-error').allTextContents()).join('|')).toBe(true);

    const token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const patient = (await api<{ records: { id: string }[] }>(base, token, 'GET', '/medical/patient/list?patientName=王德才')).result.records[0];
    const whole = await api<{ remark: string; visits: unknown[]; visitPlans: unknown[] }>(base, token, 'GET', `/medical/patient/queryById?id=${patient?.id ?? ''}`);
    expect([whole.result.remark, whole.result.visits.length, whole.result.visitPlans.length]).toEqual(['血压平稳，继续每月随访。', 2, 2]);
    await page.goto(`${base}/medical/visit`);
    await page.locator('.ant-pagination-total-text:visible', { hasText: '共16条' }).waitFor();
    expect(browser.problems).toEqual([]);
  });

  it('a staff member lists the business rows their role grants, without the buttons it does not', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, product.server.url, 'jeecg', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${product.server.url}/village/gridMember`);
    await page.locator('.ant-pagination-total-text:visible', { hasText: `共${fixture.biz_grid_member?.length ?? 0}条` }).waitFor();
    expect(await button(page, '新增').count()).toBe(0);
    expect(await button(page, '导出').count()).toBe(1);
  });
});
