import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openBrowser, screenshot, signIn, startProduct, type Browser, type Product } from './driver.ts';

/** A 1×1 PNG made here, the smallest real picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('seed 000 §2.6, §2.9, §2.1: account settings and the workflow record page', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
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

  const openSettings = async (username: string, section: string) => {
    const { page } = browser;
    await signIn(page, product.server.url, username, ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${product.server.url}/account/settings/${section}`);
    return page;
  };

  it('§2.6 账户设置 changes the name and avatar; the header shows them, also after a reload', async () => {
    const page = await openSettings('jeecg', 'base');
    const realname = page.getByLabel('真实姓名');
    await expect.poll(() => realname.inputValue()).toBe('张晓明');
    for (const title of ['基本设置', '安全设置', '账户绑定', '新消息通知', '个性化']) {
      await page.getByRole('menuitem', { name: title }).waitFor();
    }

    await page.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    // Uploads are served only at short-lived signed addresses (api-contract), which the page asks for.
    const signedAvatar = /^(\/jeecg-boot\/sys\/common\/static\/avatar\/\d{14}_[0-9a-f]{24}\.png)\?expires=\d+&sig=[0-9a-f]{64}$/;
    const preview = page.getByTestId('account-avatar').locator('img');
    await expect.poll(() => preview.getAttribute('src')).toMatch(signedAvatar);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const src = (await preview.getAttribute('src')) ?? '';
    const stored = signedAvatar.exec(src)?.[1] ?? '';

    await realname.fill('赵晓明');
    await page.getByRole('button', { name: '更新基本信息' }).click();
    await page.getByText('个人信息保存成功！').waitFor();
    // The header follows the stored user info at once.
    await expect.poll(() => page.getByTestId('header-user').textContent()).toBe('赵晓明');
    await screenshot(page, 'account-settings-base');

    await page.reload();
    await expect.poll(() => page.getByTestId('header-user').textContent()).toBe('赵晓明');
    await expect.poll(() => realname.inputValue()).toBe('赵晓明');
    const headerAvatar = page.locator('header .ant-avatar img');
    // Signed again after the reload: the same file, at an address that may carry a later expiry.
    await expect.poll(async () => signedAvatar.exec((await headerAvatar.getAttribute('src')) ?? '')?.[1]).toBe(stored);
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const image = await fetch(`${product.server.url}${(await headerAvatar.getAttribute('src')) ?? ''}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    // Without the signature the file is not served, whoever asks.
    expect((await fetch(`${product.server.url}${stored}`)).status).toBe(403);
  });

  it('§2.9 基本设置 shows what is wrong with an e-mail, from the form or the server, and keeps the input', async () => {
    const page = await openSettings('lihua', 'base');
    const email = page.getByLabel('邮箱');
    await expect.poll(() => email.inputValue()).toBe('lihua@example.com');
    const save = page.getByRole('button', { name: '更新基本信息' });

    await email.fill('not-an-email');
    await save.click();
    await page.locator('.ant-form-item-explain-error', { hasText: '邮箱格式不正确' }).waitFor();
    expect(await email.inputValue()).toBe('not-an-email');

    // Only the server knows that another account uses this address.
    await email.fill('admin@example.com');
    await page.getByLabel('真实姓名').fill('李华华');
    await save.click();
    await page.locator('.ant-form-item-explain-error', { hasText: '该邮箱已被其他用户使用' }).waitFor();
    expect(await email.inputValue()).toBe('admin@example.com');
    expect(await page.getByLabel('真实姓名').inputValue()).toBe('李华华');
    expect(await page.getByTestId('header-user').textContent()).toBe('李华');
  });

  it('§2.9 安全设置 opens the password form with the seed §5 rules and shows the server refusal', async () => {
    const page = await openSettings('admin', 'security');
    await page.getByTestId('security-password').getByText('尚未修改过密码', { exact: false }).waitFor();
    await page.getByTestId('security-password').getByRole('button', { name: /修\s*改/ }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    await ok.click();
    for (const text of ['请输入旧密码！', '请输入新密码！', '请确认新密码！']) await dialog.getByText(text).waitFor();

    await dialog.getByPlaceholder('请输入旧密码').fill('not-the-password');
    await dialog.getByPlaceholder('请输入新密码').fill('New-pass-123');
    await dialog.getByPlaceholder('请确认新密码').fill('New-pass-124');
    await ok.click();
    await dialog.getByText('两次输入的密码不一样！').waitFor();

    await dialog.getByPlaceholder('请确认新密码').fill('New-pass-123');
    await ok.click();
    await page.getByText('旧密码输入错误').waitFor();
    expect(await dialog.getByPlaceholder('请输入新密码').inputValue()).toBe('New-pass-123');
  });

  it('§2.9 新消息通知 saves a toggle on the server; 账户绑定 lists none; 个性化 opens the settings drawer', async () => {
    const page = await openSettings('jeecg', 'notification');
    const system = page.getByRole('switch', { name: '系统消息' });
    await expect.poll(() => system.getAttribute('aria-checked')).toBe('true');
    await system.click();
    await page.getByText('设置已保存').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: '系统消息' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: '通知公告' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('menuitem', { name: '账户绑定' }).click();
    await page.waitForURL(/\/account\/settings\/binding$/);
    await page.getByText('暂未绑定第三方账号').waitFor();

    await page.getByRole('menuitem', { name: '个性化' }).click();
    await page.getByRole('button', { name: '打开系统设置' }).click();
    await page.getByTestId('settings-drawer').waitFor();
  });

  it('§2.1 /flowable/task/record/index shows the parameters it was opened with', async () => {
    const { page } = browser;
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${product.server.url}/flowable/task/record/index?procInsId=1&category=01&finished=false`);
    await expect.poll(() => page.getByTestId('record-procInsId').textContent()).toBe('1');
    expect(await page.getByTestId('record-category').textContent()).toBe('01');
    expect(await page.getByTestId('record-finished').textContent()).toContain('false');
    expect(await page.getByTestId('record-taskId').textContent()).toBe('未提供');
    await page.getByText('暂无流程记录').waitFor();
  });
});
