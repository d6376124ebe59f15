import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

type Where = 'top' | 'centre' | { x: number; y: number };

/**
 * Drags `from` onto `to` with the mouse as a person would: press, move a little (the designer
 * starts a drag after 5 px), travel in steps, and release over the target's top or centre, or at
 * a given point of the page.
 */
async function drag(page: Page, from: Locator, to: Locator, where: Where = 'centre'): Promise<void> {
  if (typeof where !== 'object') await to.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: source or target is not visible');
  const startX = a.x + a.width / 2;
  const startY = a.y + Math.min(a.height / 2, 10);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 12, startY + 12, { steps: 4 });
  const { x, y } = typeof where === 'object' ? where : { x: b.x + b.width / 2, y: where === 'top' ? b.y + 6 : b.y + b.height / 2 };
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.move(x + 1, y, { steps: 2 });
  await page.mouse.up();
}

/** Drags a palette entry onto the form's empty space right below its last control: it goes at the end. */
async function dragToEnd(page: Page, name: string): Promise<void> {
  // The slots, not the items: a control far from the screen is redrawn in full as it comes near.
  const items = page.locator('.fd-board > .fd-list > .fd-slot');
  const any = (await items.count()) > 0;
  if (any) await items.last().scrollIntoViewIfNeeded();
  const last = any ? await items.last().boundingBox() : null;
  const list = await board(page).boundingBox();
  if (!list) throw new Error('no board');
  const point = last ? { x: list.x + 40, y: last.y + last.height + 16 } : { x: list.x + list.width / 2, y: list.y + 40 };
  await drag(page, palette(page, name), board(page), point);
}

const palette = (page: Page, name: string) => page.locator('.fd-palette-entry', { hasText: name }).first();
const board = (page: Page) => page.locator('.fd-board > .fd-list');
const rootIds = (page: Page) =>
  page.locator('.fd-board > .fd-list > .fd-slot > .fd-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-control-id')));
const item = (page: Page, compType: string) => page.locator(`.fd-item[data-comp-type="${compType}"]`).first();
const warning = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first();

describe('seed 001 §2, §5: the form designer in the browser', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    product = await startProduct();
    base = product.server.url;
  });
  afterAll(() => product.stop());
  beforeEach(async () => {
    browser = await openBrowser();
    await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
    await browser.page.waitForURL(/\/dashboard\/analysis$/);
    await browser.page.goto(`${base}/flowable/form/designer`);
    await browser.page.getByText('从左侧拖入组件').waitFor();
  });
  afterEach(async () => {
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });

  it('asks before its tab closes, or (without tabs) before the menu leads away, while the board is not saved', async () => {
    const { page } = browser;
    const tab = page.locator('.ant-tabs-tab', { hasText: '表单设计器' });
    const ask = page.locator('.ant-modal-confirm', { hasText: '未保存的修改' });
    // An untouched board closes at once.
    await tab.locator('.ant-tabs-tab-remove').click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    expect(await ask.count()).toBe(0);

    await page.goto(`${base}/flowable/form/designer`);
    await page.getByText('从左侧拖入组件').waitFor();
    await dragToEnd(page, '单行文本');
    await item(page, 'input').waitFor();
    await tab.locator('.ant-tabs-tab-remove').click();
    await ask.getByRole('button', { name: /留\s*下/ }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await tab.count()).toBe(1);
    expect(await rootIds(page)).toHaveLength(1);
    await tab.locator('.ant-tabs-tab-remove').click();
    await ask.getByRole('button', { name: /离\s*开/ }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    expect(await tab.count()).toBe(0);

    // Without tabs, the menu would unmount the designer.
    await page.evaluate(() => localStorage.setItem('pro__DEFAULT_MULTI_PAGE', JSON.stringify({ value: false, expire: null })));
    await page.goto(`${base}/flowable/form/designer`);
    await page.getByText('从左侧拖入组件').waitFor();
    await dragToEnd(page, '单行文本');
    await item(page, 'input').waitFor();
    const menu = (name: RegExp) => page.getByRole('menuitem', { name }).first();
    if (!(await menu(/^表单配置$/).isVisible())) await menu(/流程管理/).click();
    await menu(/^表单配置$/).click();
    await ask.getByRole('button', { name: /留\s*下/ }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/flowable/form/designer');
    expect(await rootIds(page)).toHaveLength(1);
    await menu(/^表单配置$/).click();
    await ask.getByRole('button', { name: /离\s*开/ }).click();
    await page.waitForURL((url) => url.pathname === '/flowable/form');
  });

  it('drags a control of each group, a row, a layout table and a dynamic table, and fills them', async () => {
    const { page } = browser;
    await dragToEnd(page, '单行文本');
    await item(page, 'input').waitFor();
    await dragToEnd(page, '栅格布局');
    await item(page, 'row').waitFor();
    await dragToEnd(page, '表格布局');
    await item(page, 'table').waitFor();
    await dragToEnd(page, '动态表格');
    await item(page, 'dynamicTable').waitFor();
    await dragToEnd(page, '按钮');
    await item(page, 'button').waitFor();

    const ids = await rootIds(page);
    expect(ids.map((id) => id?.replace(/\d+$/, ''))).toEqual(['fd_', 'row_', 'table_', 'fd_', 'fd_']);
    await expect(item(page, 'input').locator('.fd-item-id').textContent()).resolves.toBe(ids[0]);

    // Into the second column of the row, a cell of the table, and the dynamic table.
    await drag(page, palette(page, '下拉选择'), page.locator('.fd-item[data-comp-type="row"] .fd-row-column').nth(1).locator('.fd-list'));
    await page.locator('[data-list^="row:1:"] .fd-item[data-comp-type="select"]').waitFor();
    await drag(page, palette(page, '日期选择'), page.locator('.fd-item[data-comp-type="table"] td[data-cell="0-1"]'));
    await page.locator('[data-list^="cell:0:1:"] .fd-item[data-comp-type="date"]').waitFor();
    await drag(page, palette(page, '计数器'), page.locator('.fd-item[data-comp-type="dynamicTable"] .fd-list'));
    await page.locator('[data-list^="dynamic:"] .fd-item[data-comp-type="inputNumber"]').waitFor();

    // Merge the table's first two cells, then split them again.
    const table = page.locator('.fd-item[data-comp-type="table"] table');
    expect(await table.locator('td').count()).toBe(8);
    await table.locator('td[data-cell="0-0"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '合并右侧单元格' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-item[data-comp-type="table"] table td').length === 7);
    // The date moved into the merged cell with it.
    await page.locator('[data-list^="cell:0:0:"] .fd-item[data-comp-type="date"]').waitFor();
    await table.locator('td[data-cell="0-0"]').click({ button: 'right' });
    const split = page.getByRole('menuitem', { name: '拆分单元格' }).filter({ visible: true });
    expect(await split.getAttribute('aria-disabled')).not.toBe('true');
    await split.click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-item[data-comp-type="table"] table td').length === 8);
    await page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'));
    await screenshot(page, 'form-designer');
  });

  it('adds from the palette with the keyboard, reorders by dragging and with the keyboard, copies and deletes', async () => {
    const { page } = browser;
    for (const name of ['单行文本', '多行文本', '开关']) {
      await palette(page, name).focus();
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 3);
    const [input, textarea, toggle] = await rootIds(page);

    await drag(page, page.locator(`.fd-item[data-control-id="${toggle}"]`), page.locator(`.fd-item[data-control-id="${input}"]`), 'top');
    await page.waitForFunction((first) => document.querySelector('.fd-board > .fd-list > .fd-slot > .fd-item')?.getAttribute('data-control-id') === first, toggle);
    expect(await rootIds(page)).toEqual([toggle, input, textarea]);

    // Keyboard: focus the item, Space picks it up, ArrowDown moves it, Space drops it.
    await page.locator(`.fd-item[data-control-id="${toggle}"]`).focus();
    await page.keyboard.press('Space');
    await page.locator('.fd-item-dragging').waitFor();
    // dnd-kit's keyboard sensor adds its arrow listener in a timeout after the pick-up: an arrow
    // pressed at once is lost on a busy machine, so it is pressed again until the move is announced.
    const moved = page.locator('[id^="DndLiveRegion"]', { hasText: `已移到单行文本 ${input}的位置` });
    for (let attempt = 0; attempt < 5 && (await moved.count()) === 0; attempt += 1) {
      await page.keyboard.press('ArrowDown');
      await moved.waitFor({ state: 'attached', timeout: 1500 }).catch(() => undefined);
    }
    // The screen-reader announcement says where the item is now: over the input's place.
    await page.locator('[id^="DndLiveRegion"]', { hasText: `已移到单行文本 ${input}的位置` }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.waitForFunction((first) => document.querySelector('.fd-board > .fd-list > .fd-slot > .fd-item')?.getAttribute('data-control-id') === first, input);
    expect(await rootIds(page)).toEqual([input, toggle, textarea]);

    const copy = page.locator(`.fd-item[data-control-id="${input}"]`).getByTitle('复制', { exact: true });
    await copy.click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 4);
    const afterCopy = await rootIds(page);
    expect(afterCopy[0]).toBe(input);
    expect(afterCopy[1]).toMatch(/^fd_\d+$/);
    expect(afterCopy[1]).not.toBe(input);

    await page.locator(`.fd-item[data-control-id="${textarea}"]`).getByTitle('删除', { exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 3);
    expect(await rootIds(page)).not.toContain(textarea);
  });

  it('refuses a placement with its message and changes nothing', async () => {
    const { page } = browser;
    await dragToEnd(page, '动态表格');
    await dragToEnd(page, '栅格布局');
    await item(page, 'row').waitFor();

    await drag(page, palette(page, '附件'), page.locator('.fd-item[data-comp-type="dynamicTable"] .fd-list'));
    await warning(page, '该组件不允许被放入动态表格内！').waitFor();
    expect(await page.locator('[data-list^="dynamic:"] .fd-item').count()).toBe(0);

    await drag(page, palette(page, '栅格布局'), page.locator('.fd-item[data-comp-type="row"] .fd-row-column').first().locator('.fd-list'));
    await warning(page, '布局组件不允许被嵌套！').waitFor();
    expect(await page.locator('.fd-item[data-comp-type="row"]').count()).toBe(1);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y', async () => {
    const { page } = browser;
    const count = () => page.locator('.fd-board > .fd-list > .fd-slot > .fd-item').count();
    await dragToEnd(page, '单行文本');
    await dragToEnd(page, '评分');
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 2);
    await page.locator('.fd-toolbar').click({ position: { x: 400, y: 5 } });
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 1);
    await page.keyboard.press('Control+z');
    await page.getByText('从左侧拖入组件').waitFor();
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 1);
    await page.keyboard.press('Control+y');
    await page.waitForFunction(() => document.querySelectorAll('.fd-board > .fd-list > .fd-slot > .fd-item').length === 2);
    expect(await count()).toBe(2);
  });

  it('previews with a validating 提交, saves a new form (添加成功) and goes back, then reopens it by id and edits it (修改成功)', async () => {
    const { page } = browser;
    await page.goto(`${base}/dashboard/analysis`);
    await page.getByRole('menuitem', { name: /流程管理/ }).first().click();
    await page.getByRole('menuitem', { name: '表单设计器' }).filter({ visible: true }).first().click();
    await page.getByText('从左侧拖入组件').waitFor();
    await palette(page, '单行文本').focus();
    await page.keyboard.press('Enter');
    await item(page, 'input').waitFor();
    // Make it required in the property panel, so the preview has a rule to check.
    await page.locator('.fd-properties').getByRole('switch', { name: '必填' }).click();

    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('.ant-modal-content', { hasText: '表单预览' });
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('单行文本不能为空').waitFor();
    await preview.getByLabel('单行文本').fill('张三');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await preview.getByText('表单校验通过').waitFor();
    await preview.getByRole('button', { name: /关\s*闭/ }).click();

    await page.getByRole('button', { name: '保存' }).click();
    const dialog = page.locator('.ant-modal-content', { hasText: '保存表单' });
    await dialog.getByPlaceholder('请输入表单名称').fill('设计器测试表单');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message-notice', { hasText: '添加成功' }).first().waitFor();
    await page.waitForURL(/\/dashboard\/analysis$/);

    const token = await signInToken(base, 'admin', ADMIN_PASSWORD);
    const listed = (await (await fetch(`${base}/jeecg-boot/flowable/form/list?formName=${encodeURIComponent('设计器测试表单')}`, { headers: { 'X-Access-Token': token } })).json()) as {
      result: { records: { id: string; formContent: string }[] };
    };
    const saved = listed.result.records[0];
    const content = JSON.parse(saved.formContent) as { list: { compType: string; required?: boolean }[] };
    expect(content.list.map((c) => [c.compType, c.required])).toEqual([['input', true]]);

    await page.goto(`${base}/flowable/form/designer?id=${saved.id}`);
    await item(page, 'input').waitFor();
    await palette(page, '开关').focus();
    await page.keyboard.press('Enter');
    await item(page, 'Switch').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    const again = page.locator('.ant-modal-content', { hasText: '保存表单' });
    expect(await again.getByPlaceholder('请输入表单名称').inputValue()).toBe('设计器测试表单');
    await again.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message-notice', { hasText: '修改成功' }).first().waitFor();
  });
});
