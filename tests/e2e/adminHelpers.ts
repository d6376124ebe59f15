import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, signIn, type Browser } from './driver.ts';

/**
 * What the administration pages' browser tests share: the API called with a token, and locators for
 * the list, its forms and its notices that hold while other tabs keep their pages mounted.
 */

export interface Envelope<T = unknown> { success: boolean; message: string; result: T }

/** A call to the real server as `token`'s user, answering the envelope. */
export async function api<T = unknown>(base: string, token: string, method: string, url: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${base}/jeecg-boot${url}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The shown table (tabs keep other pages' tables in the page, hidden). */
export const visibleTable = (scope: Page | Locator) => scope.locator('.ant-table-tbody:visible').last();
export const rows = (scope: Page | Locator) => visibleTable(scope).locator('tr.ant-table-row');
export const row = (scope: Page | Locator, text: string) => rows(scope).filter({ hasText: text });
/** The form item labelled `label` inside a dialog, drawer or search form. */
export const field = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
export const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text }).last();
export const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();
export const modal = (page: Page) => page.locator('.ant-modal:visible').last();
/** The newest open popconfirm's 确定 (one closed a moment ago may still be in the page, fading out). */
export const popOk = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary').last();
/**
 * Clicks the open confirm's 确定 and waits until the confirm is gone (its action done): a confirm still
 * fading out would otherwise be taken for the next one, whose 确定 then stays unclicked.
 */
export async function confirmOk(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm .ant-btn-primary').filter({ visible: true }).last().click();
  await expect.poll(() => page.locator('.ant-modal-confirm').count()).toBe(0);
}
/** A shown button by its text: antd spaces two-character labels (新 增) and an icon adds its name first. */
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) }).filter({ visible: true });
export const link = (scope: Locator, name: string) => scope.getByText(name, { exact: true });

/** Opens a page from the menu and waits until it is the one shown (the previous tab's table is visible a moment longer). */
export async function openPage(page: Page, name: string): Promise<void> {
  await page.getByRole('menuitem', { name }).first().click();
  await page.locator('.ant-card-head-title:visible', { hasText: new RegExp(`^${name}$`) }).waitFor();
  await visibleTable(page).waitFor();
}

/** A browser signed in as the admin on the home page, with 系统管理 opened in the side menu. */
export async function openAdminBrowser(base: string): Promise<Browser> {
  const browser = await openBrowser();
  await signIn(browser.page, base, 'admin', ADMIN_PASSWORD);
  await browser.page.waitForURL(/\/dashboard\/analysis$/);
  await browser.page.getByRole('menuitem', { name: /系统管理/ }).first().click();
  return browser;
}
