import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';
import { api, button, drawer, field, link, openAdminBrowser, openPage, row, visibleTable } from './adminHelpers.ts';

/**
 * What a new user meets on the administration pages (issue 19): passwords typed hidden, fields that
 * say what to type, dialogs that name their record, a 详情 that reads as a record and not a form,
 * dictionary texts instead of codes, real names instead of usernames, and headers the fixed 操作
 * column does not cover.
 */

const TITLE = '物业费缴纳提醒（待办）';
const drawerTitle = (page: Page) => page.locator('.ant-drawer-title:visible').last();
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
};

describe('系统管理 as a new user meets it', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    const base = product.server.url;
    const token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    // A 待办 announcement (消息类型 3), released, so it lists with its type and reaches 我的消息.
    const added = await api<{ id: string }>(base, token, 'POST', '/sys/annountCement/add', {
      titile: TITLE, msgContent: '<p>请于月底前缴纳物业费。</p>', msgCategory: '3', priority: 'M', msgType: 'ALL',
    });
    expect(added.success, added.message).toBe(true);
    expect((await api(base, token, 'GET', `/sys/annountCement/doReleaseData?id=${added.result.id}`)).success).toBe(true);
    browser = await openAdminBrowser(base);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('用户管理 › 新增用户: the title names the record, fields say their label, passwords are hidden with an eye', async () => {
    const { page } = browser;
    await openPage(page, '用户管理');
    await button(page, '新增').first().click();
    await expect.poll(() => drawerTitle(page).textContent()).toBe('新增用户');
    const form = drawer(page);
    await form.getByPlaceholder('请输入用户账号').waitFor();
    expect(await form.getByPlaceholder('请输入文本').count()).toBe(0);
    const password = field(form, '登录密码');
    const input = password.locator('input');
    expect(await input.getAttribute('type')).toBe('password');
    await input.fill('Secret#2026');
    await password.locator('.ant-input-password-icon').click();
    expect(await input.getAttribute('type')).toBe('text');
    expect(await field(form, '确认密码').locator('input').getAttribute('type')).toBe('password');
    await button(form, '取消').click();
    await drawerTitle(page).waitFor({ state: 'detached' });
  });

  it('用户管理: the search form puts every label beside its control, text inputs and selects alike', async () => {
    const { page } = browser;
    const search = page.locator('form#search:visible');
    for (const label of ['用户账号', '性别', '用户状态']) {
      const item = field(search, label);
      const labelBox = await box(item.locator('.ant-form-item-label'));
      const controlBox = await box(item.locator('.ant-form-item-control'));
      // Beside, not above: the control starts right of the label and on its line.
      expect(controlBox.x, label).toBeGreaterThanOrEqual(labelBox.x + labelBox.width - 1);
      expect(Math.abs(controlBox.y - labelBox.y), label).toBeLessThan(8);
    }
  });

  it('通告管理: 消息类型 3 shows 待办消息, and 详情 reads as a record: no inputs, no required marks, no toolbar', async () => {
    const { page } = browser;
    await openPage(page, '通告管理');
    const announcement = row(page, TITLE);
    await expect.poll(() => announcement.textContent()).toContain('待办消息');
    await link(announcement, '详情').click();
    await expect.poll(() => drawerTitle(page).textContent()).toBe('通告详情');
    const detail = drawer(page);
    await expect.poll(() => field(detail, '消息类型').textContent()).toContain('待办消息');
    await expect.poll(() => field(detail, '内容').textContent()).toContain('请于月底前缴纳物业费。');
    expect(await detail.locator('.ant-drawer-body').locator('input, textarea, [contenteditable="true"]').count()).toBe(0);
    expect(await detail.locator('.ant-form-item-required').count()).toBe(0);
    expect(await detail.locator('.ant-drawer-body button').count()).toBe(0);
    expect(await field(detail, '标题').textContent()).toContain(TITLE);
    await page.keyboard.press('Escape');
    await drawerTitle(page).waitFor({ state: 'detached' });
  });

  it('职务管理: the fixed 操作 column covers no header text', async () => {
    const { page } = browser;
    await openPage(page, '职务管理');
    const headers = visibleTable(page).locator('xpath=ancestor::div[contains(@class,"ant-table")][1]').locator('thead th');
    const actions = await box(headers.filter({ hasText: /^操作$/ }));
    for (const title of ['职务编码', '职务名称', '职级', '创建人', '创建时间']) {
      const cell = headers.filter({ hasText: new RegExp(`^${title}`) }).first();
      const cellBox = await box(cell);
      expect(cellBox.x + cellBox.width, title).toBeLessThanOrEqual(actions.x + 1);
      // The whole title shows: its cell is not narrower than its text.
      expect(await cell.evaluate((th) => th.scrollWidth <= th.clientWidth + 1), title).toBe(true);
    }
  });

  it('我的消息: 发布人 is the real name, not the username', async () => {
    const { page } = browser;
    await page.goto(`${product.server.url}/isps/userAnnouncement`);
    const mine = row(page, TITLE);
    await expect.poll(() => mine.textContent()).toContain('管理员');
    expect(await mine.textContent()).not.toContain('admin');
  });
});
