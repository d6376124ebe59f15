import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

/**
 * The administration pages that are plain schemas (issue 6): 多数据源管理, 路由网关, 编码校验规则,
 * 填值规则 (declared entities), 职务管理, 租户管理, 日志管理 and 分类字典 (existing endpoints), each
 * opened from the menu, listed, searched and, where editable, added to, edited and deleted from.
 */

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}/jeecg-boot${url}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; message: string; result: unknown };
}

// Pages kept alive in other tabs hold tables too: only the visible one counts.
const rows = (page: Page) => page.locator('.ant-table-tbody:visible tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const rowCount = (page: Page, n: number) => expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(n);
const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ }).click();
const addButton = (page: Page) => page.getByRole('button', { name: /新\s*增/ }).filter({ visible: true }).first();
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor();

/** Opens a page from the menu and waits for its own table (a column only it has): the tab it replaces may still be fading out. */
async function openMenu(page: Page, name: string, path: string, column: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true }).first();
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: /系统管理/ }).first().click();
  await item.click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('.ant-table-thead:visible th', { hasText: column }).first().waitFor();
}

async function search(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).filter({ visible: true }).fill(text);
  await page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).first().click();
}

async function resetSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /重\s*置/ }).filter({ visible: true }).first().click();
}

async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

async function remove(page: Page, text: string): Promise<void> {
  await row(page, text).getByText('删除', { exact: true }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
  await row(page, text).waitFor({ state: 'detached' });
}

async function edit(page: Page, text: string, label: string, value: string): Promise<void> {
  await row(page, text).getByText('编辑', { exact: true }).click();
  const form = dialog(page);
  await form.getByLabel(label).fill(value);
  await ok(form);
  await row(page, value).waitFor();
}

describe('系统管理: pages that are plain schemas', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  let token: string;

  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
    token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const seeded = await Promise.all([
      api(base, token, 'POST', '/sys/dataSource/add', { code: 'ds_main', name: '主库', dbType: '1', dbDriver: 'com.mysql.cj.jdbc.Driver', dbUrl: 'jdbc:mysql://127.0.0.1:3306/main', dbUsername: 'root' }),
      api(base, token, 'POST', '/sys/gatewayRoute/add', { routerId: 'demo-route', name: 'jeecg-demo', uri: 'lb://jeecg-demo', status: '1' }),
      api(base, token, 'POST', '/sys/position/add', { code: 'director', name: '主任', postRank: '4' }),
    ]);
    for (const answer of seeded) if (!answer.success) throw new Error(answer.message);
    browser = await openBrowser();
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('多数据源管理: lists, searches, refuses a taken code keeping what was typed, adds, edits, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '多数据源管理', '/isystem/dataSource', '数据源地址');
    await row(page, 'ds_main').waitFor();
    expect(await row(page, 'ds_main').textContent()).toContain('MySQL');

    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('数据源编码').fill('ds_main');
    await form.getByLabel('数据源名称').fill('报表库');
    await pick(page, form, '数据库类型', 'PostgreSQL');
    await form.getByLabel('驱动类').fill('org.postgresql.Driver');
    await form.getByLabel('数据源地址').fill('jdbc:postgresql://127.0.0.1:5432/report');
    await form.getByLabel('用户名').fill('report');
    await form.getByLabel('密码').fill('r3port');
    await ok(form);
    await form.getByText('数据源编码已存在').first().waitFor();
    expect(await form.getByLabel('数据源名称').inputValue()).toBe('报表库');
    await form.getByLabel('数据源编码').fill('ds_report');
    await ok(form);
    await toast(page, '添加成功！');
    await rowCount(page, 2);
    expect(await row(page, 'ds_report').textContent()).toContain('PostgreSQL');
    // The password is kept but never sent back: the edit form shows it blank, saying a blank keeps it.
    await row(page, 'ds_report').getByText('编辑', { exact: true }).click();
    const editing = dialog(page);
    await expect.poll(() => editing.getByLabel('数据源名称').inputValue()).toBe('报表库');
    expect(await editing.getByLabel('密码').inputValue()).toBe('');
    expect(await editing.getByLabel('密码').getAttribute('placeholder')).toBe('编辑时留空则不修改');
    await editing.getByRole('button', { name: /取\s*消/ }).click();
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });

    await search(page, '请输入数据源名称', '报表');
    await rowCount(page, 1);
    await edit(page, 'ds_report', '数据源名称', '报表只读库');
    await remove(page, 'ds_report');
    await resetSearch(page);
    await rowCount(page, 1);
  });

  it('路由网关: lists, searches, refuses predicates that are no JSON array, adds, edits, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '路由网关', '/isystem/gatewayRoute', '忽略前缀');
    await row(page, 'demo-route').waitFor();
    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('路由ID').fill('system-route');
    await form.getByLabel('服务名').fill('jeecg-system');
    await form.getByLabel('服务地址').fill('ftp://nowhere');
    await ok(form);
    await form.getByText('服务地址应以 lb://、http://、https://、ws:// 或 wss:// 开头').first().waitFor();
    await form.getByLabel('服务地址').fill('lb://jeecg-system');
    // The server reads the predicates: an object is refused under the field, and what was typed stays.
    await form.getByLabel('断言（JSON）').fill('{"name":"Path"}');
    await ok(form);
    await form.getByText('断言（JSON）应为 JSON 数组').first().waitFor();
    expect(await form.getByLabel('服务名').inputValue()).toBe('jeecg-system');
    await form.getByLabel('断言（JSON）').fill('[{"name":"Path","args":["/sys/**"]}]');
    await ok(form);
    await rowCount(page, 2);
    await search(page, '请输入路由ID', 'system');
    await rowCount(page, 1);
    await edit(page, 'system-route', '服务名', 'jeecg-system-2');
    await remove(page, 'system-route');
    await resetSearch(page);
    await rowCount(page, 1);
  });

  it('编码校验规则: refuses a rule JSON that does not read, then adds, searches, edits, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '编码校验规则', '/isystem/checkRule', '规则JSON');
    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('规则名称').fill('车牌号');
    await form.getByLabel('规则编码').fill('plate');
    await form.getByLabel('规则JSON').fill('[{"digits":"2","pattern":"[A-","message":"前两位须为大写字母"}]');
    await ok(form);
    await form.getByText('第1项的 pattern 不是有效的正则表达式：[A-').first().waitFor();
    await form.getByLabel('规则JSON').fill('[{"digits":"2","pattern":"[A-Z]+","message":"前两位须为大写字母"},{"digits":"*","pattern":"\\\\d+","message":"其余须为数字"}]');
    await ok(form);
    await row(page, 'plate').waitFor();
    const checked = await api(base, token, 'GET', '/sys/checkRule/checkByCode?ruleCode=plate&value=AB12x');
    expect(checked).toMatchObject({ success: false, message: '其余须为数字' });
    await search(page, '请输入规则名称', '车牌');
    await rowCount(page, 1);
    await edit(page, 'plate', '规则名称', '车牌号码');
    await remove(page, 'plate');
    await rowCount(page, 0);
  });

  it('填值规则: adds a rule whose value the server then produces, searches, edits, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '填值规则', '/isystem/fillRule', '规则实现类');
    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('规则名称').fill('出库单号');
    await form.getByLabel('规则编码').fill('stock_out');
    await form.getByLabel('规则参数').fill('{"prefix":"CK","serialLength":3}');
    await ok(form);
    await row(page, 'stock_out').waitFor();
    expect((await api(base, token, 'GET', '/sys/fillRule/executeRuleByCode/stock_out')).result).toBe('CK001');
    await search(page, '请输入规则编码', 'stock');
    await rowCount(page, 1);
    await edit(page, 'stock_out', '规则名称', '出库单编号');
    await remove(page, 'stock_out');
    await rowCount(page, 0);
  });

  it('职务管理: lists with the rank, searches by name, adds, edits, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '职务管理', '/isystem/position', '职级');
    expect(await row(page, 'director').textContent()).toContain('副高级');
    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('职务编码').fill('clerk');
    await form.getByLabel('职务名称').fill('办事员');
    await pick(page, form, '职级', '员级');
    await ok(form);
    await row(page, 'clerk').waitFor();
    await search(page, '请输入职务名称', '办事');
    await rowCount(page, 1);
    await edit(page, 'clerk', '职务名称', '办事员（一级）');
    await remove(page, 'clerk');
    await resetSearch(page);
    await rowCount(page, 1);
  });

  it('租户管理: lists the demo tenant, adds with a chosen number, searches, edits without changing it, deletes', async () => {
    const { page } = browser;
    await openMenu(page, '租户管理', '/isys/tenant', '租户编号');
    expect(await row(page, '智慧安置区').textContent()).toContain('正常');
    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('租户名称').fill('东区安置点');
    // The number is chosen here: the form checks its shape, the server that it is free.
    await form.getByLabel('租户编号').fill('0');
    await ok(form);
    await form.getByText('租户编号必须是1到99999之间的整数').first().waitFor();
    await form.getByLabel('租户编号').fill('1');
    await ok(form);
    await form.getByText('租户编号1已存在').first().waitFor();
    expect(await form.getByLabel('租户名称').inputValue()).toBe('东区安置点');
    await form.getByLabel('租户编号').fill('205');
    await ok(form);
    await row(page, '东区安置点').waitFor();
    expect(await row(page, '东区安置点').textContent()).toContain('205');
    await search(page, '请输入租户名称', '东区');
    await rowCount(page, 1);
    // Editing shows the number and does not let it change.
    await row(page, '东区安置点').getByText('编辑', { exact: true }).click();
    expect(await dialog(page).getByLabel('租户编号').isEditable()).toBe(false);
    expect(await dialog(page).getByLabel('租户编号').inputValue()).toBe('205');
    await page.getByRole('button', { name: /取\s*消/ }).filter({ visible: true }).click();
    await edit(page, '东区安置点', '租户名称', '东区安置社区');
    expect(await row(page, '东区安置社区').textContent()).toContain('205');
    await remove(page, '东区安置社区');
    await resetSearch(page);
    await rowCount(page, 1);
  });

  it('日志管理: lists the log, searches by type and keyword; read-only', async () => {
    const { page } = browser;
    await openMenu(page, '日志管理', '/isystem/log', '耗时（毫秒）');
    await rows(page).first().waitFor();
    expect(await page.getByRole('button', { name: /新\s*增/ }).filter({ visible: true }).count()).toBe(0);
    await page.locator('.ant-form-item:visible', { hasText: '日志类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('操作日志', { exact: true }).click();
    await search(page, '请输入日志内容', '职务');
    // 添加, 编辑 and 删除 of clerk by this test (the seeded 主任 was added through the API: also logged).
    await expect.poll(async () => (await rows(page).allTextContents()).join('\n'), { timeout: 10_000 }).toContain('删除职务：办事员（一级）(clerk)');
    for (const text of await rows(page).allTextContents()) expect(text).toContain('职务');
    await page.locator('.ant-form-item:visible', { hasText: '日志类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('登录日志', { exact: true }).click();
    await search(page, '请输入日志内容', 'admin');
    await expect.poll(async () => (await rows(page).allTextContents()).join('\n'), { timeout: 10_000 }).toContain('登录');
  });

  it('分类字典: a tree list that opens a level, searches, adds a child, edits, deletes, deletes a batch', async () => {
    const { page } = browser;
    await openMenu(page, '分类字典', '/isys/category', '分类编码');
    await row(page, '学历').waitFor();
    await rowCount(page, 3);
    await row(page, '学历').locator('.ant-table-row-expand-icon').click();
    await row(page, '高中或中专').waitFor();

    await addButton(page).click();
    const form = dialog(page);
    await form.getByLabel('父级节点').click();
    await page.locator('.ant-select-dropdown:visible').getByText('学历', { exact: true }).click();
    await form.getByLabel('分类名称').fill('研究生');
    await form.getByLabel('分类编码').fill('A02A01');
    await ok(form);
    await form.getByText('分类编码“A02A01”已存在').first().waitFor();
    await form.getByLabel('分类编码').fill('A02A06');
    await ok(form);
    await toast(page, '添加成功！');
    const underEducation = await api(base, token, 'GET', '/sys/category/list?pid=cat_A02&code=A02A06');
    expect((underEducation.result as { total: number }).total).toBe(1);

    await search(page, '请输入分类名称', '研究生');
    await rowCount(page, 1);
    await edit(page, 'A02A06', '分类名称', '研究生及以上');
    await remove(page, 'A02A06');
    await rowCount(page, 0);

    // Two leaves found at different levels, deleted together.
    await search(page, '请输入分类名称', '两室');
    await rowCount(page, 2);
    for (const code of ['A03A01A02', 'A03A02A01']) await row(page, code).locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /批量删除/ }).filter({ visible: true }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await toast(page, '批量删除成功!');
    await rowCount(page, 0);
    const left = await api(base, token, 'GET', `/sys/category/list?name=${encodeURIComponent('*两室*')}`);
    expect((left.result as { total: number }).total).toBe(0);
    await resetSearch(page);
    await rowCount(page, 3);
    expect(browser.problems).toEqual([]);
  });
});
