import type { Page } from 'playwright-core';

/** What the shell's browser tests share: the side menu and the workspace's tab bar. */

/** Opens a page through the side menu, unfolding its folder when it is closed. */
export async function openMenu(page: Page, folder: string, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item, exact: true }).filter({ visible: true });
  if ((await entry.count()) === 0) await page.getByRole('menuitem', { name: folder }).filter({ visible: true }).first().click();
  await entry.first().click();
}

export const tabBar = (page: Page) => page.getByTestId('workspace-tabs').locator('.ant-tabs-nav').first();
export const tab = (page: Page, title: string) => tabBar(page).locator('.ant-tabs-tab', { hasText: title });
export const tabTitles = async (page: Page) => (await tabBar(page).locator('.ant-tabs-tab .ant-tabs-tab-btn').allTextContents()).map((t) => t.trim());
