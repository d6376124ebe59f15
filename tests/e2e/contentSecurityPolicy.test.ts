import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';
import { signInToken } from '../helpers/process.ts';

interface MenuNode {
  path: string;
  hidden?: boolean;
  meta?: { title?: string; internalOrExternal?: boolean; url?: string };
  children?: MenuNode[];
}

/** The pages a person can open from the side menu: leaves that are this site's own routes. */
function menuPages(nodes: MenuNode[]): { path: string; title: string }[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    if (node.children && node.children.length > 0) return menuPages(node.children);
    const external = node.meta?.internalOrExternal === true || /^https?:/.test(node.path) || /^https?:/.test(node.meta?.url ?? '');
    return external || !node.path.startsWith('/') ? [] : [{ path: node.path, title: node.meta?.title ?? node.path }];
  });
}

/** Each violation the page reports, as the directive it broke and what was blocked. */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
}

/** Client-side navigation, as a menu click does: a reload per page would cost a whole start each. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

describe('issue 14: every menu page runs under the Content-Security-Policy', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await browser.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the server sends the policy, and no page the admin can open breaks it', async () => {
    const { page } = browser;
    const index = await fetch(`${product.server.url}/`);
    expect(index.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);

    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();

    const token = await signInToken(product.server.url, 'admin', ADMIN_PASSWORD);
    const response = await fetch(`${product.server.url}/jeecg-boot/sys/permission/getUserPermissionByToken`, {
      headers: { 'X-Access-Token': token },
    });
    const pages = menuPages(((await response.json()) as { result: { menu: MenuNode[] } }).result.menu);
    expect(pages.length).toBeGreaterThan(20);

    const found: Record<string, string[]> = {};
    const login = await violations(page);
    if (login.length > 0) found['/user/login → /dashboard/analysis'] = login;
    const reportedBefore = browser.problems.length;
    // The listener works: an inline script, which the policy refuses, is reported.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('script'), { textContent: 'void 0' })));
    await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length)).toBeGreaterThan(0);
    const probe = await violations(page);
    expect(probe.join('\n')).toMatch(/script-src-elem blocked inline/);
    // The console's report of the probe, once it is there, is not a page's.
    await expect.poll(() => browser.problems.length).toBeGreaterThan(reportedBefore);
    expect(browser.problems.slice(reportedBefore).join('\n')).toMatch(/Content Security Policy/);
    browser.problems.splice(reportedBefore);

    for (const { path, title } of pages) {
      await navigate(page, path);
      // The page is drawn (its title in the head; the dashboard, seen at sign-in, has no head) and
      // has stopped loading (no spinner left).
      if (path !== '/dashboard/analysis') await page.locator('[data-testid="page-head"]:visible', { hasText: title }).first().waitFor();
      await expect.poll(() => page.locator('.ant-spin-spinning:visible').count(), { timeout: 15_000 }).toBe(0);
      const seen = await violations(page);
      if (seen.length > 0) found[path] = seen;
    }
    const consoleReports = browser.problems.filter((problem) => /Content Security Policy/i.test(problem));
    expect({ found, consoleReports }).toEqual({ found: {}, consoleReports: [] });
  }, 300_000);
});
