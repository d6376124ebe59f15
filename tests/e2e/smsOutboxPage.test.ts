import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSmsStandIn, aliyunStandInEnv, receivedCode, type SmsStandIn } from '../helpers/smsStandIns.ts';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';

/**
 * 系统监控 › 短信发送记录 (issue 14, operations): the outbox as a read-only list page, opened from
 * the menu; it shows the number, purpose and status of a sent code, never the code.
 */
describe('短信发送记录: the SMS outbox page', () => {
  let cloud: SmsStandIn;
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    cloud = await aliyunSmsStandIn('e2e-sms-secret');
    product = await startProduct(aliyunStandInEnv(cloud, 'e2e-sms-secret'));
    browser = await openBrowser();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await cloud?.close();
  });

  it('lists a sent code from the menu, with its purpose and status, without the code', async () => {
    const asked = await fetch(`${product.server.url}/jeecg-boot/sys/sms`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13911111111', smsmode: '0' }),
    });
    expect(((await asked.json()) as { success: boolean }).success).toBe(true);
    const code = receivedCode(cloud, '13911111111');

    const { page } = browser;
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    const item = page.getByRole('menuitem', { name: '短信发送记录', exact: true }).first();
    if (!(await item.isVisible())) await page.getByRole('menuitem', { name: /系统监控/ }).first().click();
    await item.click();
    await page.waitForURL((url) => url.pathname === '/monitor/smsOutbox');
    const row = page.locator('.ant-table-row', { hasText: '13911111111' }).first();
    await row.waitFor({ timeout: 10_000 });
    await expect(row.textContent()).resolves.toMatch(/登录.*已发送/);
    expect(await page.locator('.ant-table').textContent()).not.toContain(code);
  });
});
