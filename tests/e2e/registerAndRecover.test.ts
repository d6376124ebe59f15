import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInToken } from '../helpers/process.ts';
import { aliyunSmsStandIn, aliyunStandInEnv, receivedCode, type SmsStandIn } from '../helpers/smsStandIns.ts';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

describe('seed 000 §2.1: registration, password recovery, /overview and /test', () => {
  let product: Product;
  let browser: Browser;
  let base: string;
  // Codes go out through the Aliyun API to a stand-in, where the test reads them as the phone would.
  let cloud: SmsStandIn;
  beforeAll(async () => {
    cloud = await aliyunSmsStandIn('e2e-sms-secret');
    product = await startProduct(aliyunStandInEnv(cloud, 'e2e-sms-secret'));
    base = product.server.url;
  });
  afterAll(async () => {
    await product.stop();
    await cloud.close();
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    // Every page a person saw loaded without a console error or an uncaught exception.
    const problems = [...browser.problems];
    await browser.close();
    expect(problems).toEqual([]);
  });


  async function askForCode(page: Page, mobile: string): Promise<void> {
    await page.getByPlaceholder('请输入手机号码').fill(mobile);
    const send = page.getByTestId('sms-send');
    await send.click();
    await page.getByText('短信验证码已发送').or(page.getByText('验证码已发送')).first().waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.textContent()).toMatch(/^(60|59|58) s$/);
  }

  it('§2.1 注册: registers through the page, lands on the result page and signs in as the new user', async () => {
    const { page } = browser;
    await page.goto(`${base}/user/login`);
    await page.getByRole('link', { name: '注册账户' }).click();
    await page.waitForURL(/\/user\/register$/);

    const username = page.getByPlaceholder('请输入用户名（4-18位字母、数字或下划线）');
    // Anonymous, the name check tells nothing of which accounts exist (issue 14): a taken name is
    // refused by the registration itself, once the SMS code proved the phone.
    const checked = page.waitForResponse((response) => response.url().includes('/sys/user/checkOnlyUser'));
    await username.fill('admin');
    await username.blur();
    await expect((await checked).json()).resolves.toMatchObject({ success: true });
    await username.fill('e2e_new_user');
    await username.blur();

    await page.getByPlaceholder('请输入至少12位密码').fill('short');
    await expect(page.getByTestId('password-strength').getAttribute('data-strength')).resolves.toBe('1');
    await page.getByPlaceholder('请输入至少12位密码').fill('E2e-user-pass-1');
    // Seed 002 §4 counts only @ # ￥ ! ^ & * ( ) as special: '-' leaves two kinds, 中.
    await expect(page.getByTestId('password-strength').getAttribute('data-strength')).resolves.toBe('2');
    await page.getByPlaceholder('请再次输入密码').fill('E2e-user-pass-1');
    await askForCode(page, '13700000101');
    const code = receivedCode(cloud, '13700000101');

    await page.getByPlaceholder('请输入短信验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page.getByTestId('register-error').textContent()).resolves.toContain('手机验证码错误');
    await page.getByPlaceholder('请输入短信验证码').fill(code);
    await page.getByRole('button', { name: /注\s*册/ }).click();

    await page.waitForURL(/\/user\/register-result\?username=e2e_new_user$/);
    await expect(page.getByTestId('register-result-title').textContent()).resolves.toContain('e2e_new_user');
    await screenshot(page, 'register-result');
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(/\/user\/login$/);

    await signIn(page, base, 'e2e_new_user', 'E2e-user-pass-1');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('e2e_new_user');
    // An ordinary account: the administration menu is not there.
    expect(await page.getByRole('menuitem', { name: /系统管理/ }).count()).toBe(0);
  });

  it('§2.1 找回密码: recovers the password by phone and signs in with the new one', async () => {
    // An account of its own, registered over HTTP the way the page does it.
    const sms = await fetch(`${base}/jeecg-boot/sys/sms`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13700000102', smsmode: '1' }),
    });
    expect(((await sms.json()) as { success: boolean }).success).toBe(true);
    const registered = await fetch(`${base}/jeecg-boot/sys/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'e2e_forgetful', password: 'Old-pass-word-1', phone: '13700000102', smscode: receivedCode(cloud, '13700000102') }),
    });
    expect(((await registered.json()) as { message: string }).message).toBe('注册成功');

    const { page } = browser;
    await page.goto(`${base}/user/login`);
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL(/\/user\/alteration$/);
    await askForCode(page, '13700000102');
    await page.getByPlaceholder('请输入短信验证码').fill(receivedCode(cloud, '13700000102'));
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('alteration-account').textContent()).resolves.toContain('e2e_forgetful');

    await page.getByPlaceholder('请输入至少12位新密码').fill('New-pass-word-2');
    await page.getByPlaceholder('请再次输入密码').fill('New-pass-word-3');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByPlaceholder('请再次输入密码').fill('New-pass-word-2');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByTestId('alteration-done').waitFor();
    await screenshot(page, 'password-recovered');

    await expect(signInToken(base, 'e2e_forgetful', 'Old-pass-word-1')).rejects.toThrow('用户名或密码错误');
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(/\/user\/login$/);
    await signIn(page, base, 'e2e_forgetful', 'New-pass-word-2');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('e2e_forgetful');
  });

  it('§2.1 /overview and /test → /test/home render inside the signed-in frame', async () => {
    const { page } = browser;
    await signIn(page, base, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);

    await page.goto(`${base}/overview`);
    await page.getByTestId('overview-page').waitFor();
    await expect(page.getByTestId('overview-user').textContent()).resolves.toContain('管理员');
    await page.getByText('智慧安置区管理平台').first().waitFor();
    await page.getByTestId('header-user').waitFor();
    await page.getByRole('link', { name: '工作台' }).first().click();
    await page.waitForURL(/\/dashboard\/workplace$/);

    await page.goto(`${base}/test`);
    await page.waitForURL(/\/test\/home$/);
    await page.getByTestId('test-home-page').waitFor();
    await page.getByTestId('header-user').waitFor();
  });
});
