import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort } from '../helpers/process.ts';
import { startStandIn, type StandIn } from '../helpers/standIns.ts';
import { aliyunSmsStandIn, aliyunStandInEnv, receivedCode, type SmsStandIn } from '../helpers/smsStandIns.ts';
import { ADMIN_PASSWORD, openBrowser, signIn, startProduct, type Browser, type Product } from './driver.ts';

const DAY_MS = 86_400_000;
const SESSION_KEYS = ['Access-Token', 'Login_Userinfo', 'Login_Username', 'UI_CACHE_DB_DICT_DATA'];
const FAILED_401 = /Failed to load resource: the server responded with a status of 401/;
// Demo users (fixtures/demo/users.json).
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';

/**
 * One browser per test; afterEach asserts the page logged no console error or exception, except the
 * ones a test names as the point of the exercise (`expectProblems`).
 */
function useBrowser() {
  const state: { browser: Browser; expected: RegExp[] } = { browser: undefined as unknown as Browser, expected: [] };
  beforeEach(async () => {
    state.browser = await openBrowser();
    state.expected = [];
  });
  afterEach(async () => {
    const problems = state.browser.problems.filter((problem) => !state.expected.some((pattern) => pattern.test(problem)));
    await state.browser.close();
    expect(problems).toEqual([]);
  });
  return state;
}

/** The stand-ins' pages are shown in the browser, which asks for their icon; a missing one would log an error. */
const FAVICON = { status: 200, type: 'image/x-icon', body: '' };

/** A page that sends the browser on at once, as a CAS server or an OAuth provider answers with a redirect. */
function forwardTo(url: string) {
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return { status: 200, type: 'text/html', body: `<!doctype html><meta http-equiv="refresh" content="0;url=${escaped}">` };
}

async function stored(page: Page, key: string): Promise<{ value: unknown; expire: number | null } | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown; expire: number | null });
  }, key);
}

async function storedToken(page: Page): Promise<string> {
  const entry = await stored(page, 'Access-Token');
  return typeof entry?.value === 'string' ? entry.value : '';
}

async function bindThirdAccount(product: Product, thirdType: string, thirdUserId: string, userId: string) {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(`${product.dataDir}/app.db`);
  db.prepare('insert into sys_third_account (id, third_type, third_user_id, user_id, create_time) values (?, ?, ?, ?, null)')
    .run(`e2e-${thirdType}-${thirdUserId}`, thirdType, thirdUserId, userId);
  db.close();
}

describe('seed 000 §1, §4, §8: phone sign-in, session storage, logout, 401', () => {
  let product: Product;
  // Codes go out through the Aliyun API to a stand-in, where the test reads them as the phone would.
  let cloud: SmsStandIn;
  const state = useBrowser();
  beforeAll(async () => {
    cloud = await aliyunSmsStandIn('e2e-sms-secret');
    product = await startProduct(aliyunStandInEnv(cloud, 'e2e-sms-secret'));
  });
  afterAll(async () => {
    await product.stop();
    await cloud.close();
  });

  it('§1 phone login: checks the number, counts 60 s down, signs in with the SMS code and opens the redirect; §4 stores the session for 7 days', async () => {
    const { page } = state.browser;
    const base = product.server.url;
    await page.goto(`${base}/user/login?redirect=%2Fparty%2Fnews`);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const mobile = page.getByPlaceholder('请输入手机号码');
    const send = page.getByTestId('sms-send');

    await mobile.fill('1391111');
    await send.click();
    await page.getByText('请输入正确的11位手机号码').waitFor();
    expect(await send.textContent()).toBe('获取验证码');

    await mobile.fill('13800000000');
    await send.click();
    await expect(page.getByTestId('phone-login-error').textContent()).resolves.toContain('该手机号未注册');
    expect(await send.isEnabled()).toBe(true);

    await mobile.fill('13911111111');
    await send.click();
    await page.getByText('验证码已发送').or(page.getByText('短信验证码已发送')).first().waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.textContent()).toMatch(/^(60|59|58) s$/);
    await page.waitForTimeout(1100);
    expect(Number((await send.textContent())?.replace(' s', ''))).toBeLessThan(60);

    const code = receivedCode(cloud, '13911111111');

    await page.getByPlaceholder('请输入短信验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByTestId('phone-login-error').textContent()).resolves.toContain('手机验证码错误');
    expect(await mobile.inputValue()).toBe('13911111111');

    await page.getByPlaceholder('请输入短信验证码').fill(code);
    const before = Date.now();
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/party\/news$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('张晓明');

    for (const key of SESSION_KEYS) {
      const entry = await stored(page, key);
      expect(entry, key).not.toBeNull();
      expect(entry?.expire, key).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
      expect(entry?.expire, key).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    }
    expect((await stored(page, 'Login_Username'))?.value).toBe('jeecg');
    expect((await stored(page, 'UI_CACHE_DB_DICT_DATA'))?.value).toHaveProperty('sex');
  });

  it('§4 logout clears token, permissions, user info, dictionary items and tenant, ends the server session and reloads', async () => {
    const { page } = state.browser;
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().waitFor();
    const token = await storedToken(page);
    // Tenant 1 is not one of the admin's: a request sent with it now is refused (403), as it should be.
    state.expected = [/status of 403 \(Forbidden\)/];
    await page.evaluate(() => {
      localStorage.setItem('pro__TENANT_ID', JSON.stringify({ value: 1, expire: null }));
      (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
    });
    expect(await page.evaluate(() => sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH'))).not.toBeNull();

    await page.getByTestId('header-user').click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForURL(/\/user\/login$/);
    await page.getByPlaceholder('请输入用户名').waitFor();
    // A page load, not a route change: nothing of the old page is left in memory.
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
    for (const key of ['Access-Token', 'Login_Userinfo', 'UI_CACHE_DB_DICT_DATA', 'TENANT_ID']) expect(await stored(page, key), key).toBeNull();
    expect(await page.evaluate(() => [sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH'), sessionStorage.getItem('SYS_BUTTON_AUTH')])).toEqual([null, null]);
    const after = await fetch(`${product.server.url}/jeecg-boot/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': token } });
    expect(after.status).toBe(401);
  });

  it('§4 §8 logout completes when the logout call fails, and shows why', async () => {
    const { page } = state.browser;
    state.expected = [/Failed to load resource: net::ERR_FAILED/];
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.route('**/jeecg-boot/sys/logout', (route) => route.abort('failed'));
    await page.getByTestId('header-user').click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('网络连接异常，请稍后再试').waitFor();
    await page.waitForURL(/\/user\/login$/);
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(await stored(page, 'Access-Token')).toBeNull();
  });

  it('§8 401: a session ended elsewhere shows 登录已过期 at the next click, then logs out and reloads after 1.5 s', async () => {
    const { page } = state.browser;
    state.expected = [FAILED_401];
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menuitem', { name: /系统管理/ }).first().click();
    // The bell polls every 6 s: on a slow machine its 401 could come first, and the reload it
    // starts could take the notice away before the click below. Here only the click's call asks.
    await page.route('**/jeecg-boot/sys/annountCement/listByUser**', (route) =>
      route.fulfill({ json: { success: true, message: '', code: 200, result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }, timestamp: 0 } }));
    // The dashboard's own calls finish first: one still in flight when the session ends would bring
    // the notice before the click.
    await page.waitForLoadState('networkidle');
    const token = await storedToken(page);
    // The same token ended over HTTP, as a second tab's logout or an administrator's force-logout would.
    const ended = await fetch(`${product.server.url}/jeecg-boot/sys/logout`, { method: 'POST', headers: { 'X-Access-Token': token } });
    expect(((await ended.json()) as { success: boolean }).success).toBe(true);

    // The notice lives 1.5 s before the reload: the page itself reports it, so a test process slowed
    // by a busy machine cannot miss it between two polls.
    let reported: (notice: { at: number; path: string }) => void = () => undefined;
    const shown = new Promise<{ at: number; path: string }>((resolve) => (reported = resolve));
    await page.exposeFunction('e2eExpiredNoticeShown', (at: number, path: string) => reported({ at, path }));
    await page.evaluate(() => {
      const report = (window as unknown as { e2eExpiredNoticeShown: (at: number, path: string) => void }).e2eExpiredNoticeShown;
      const observer = new MutationObserver(() => {
        if (!document.body.innerText.includes('登录已过期，请重新登录')) return;
        observer.disconnect();
        report(Date.now(), location.pathname);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    const notice = await shown;
    expect(notice.path).toBe('/isystem/user');
    await page.waitForURL(/\/user\/login\?redirect=%2Fisystem%2Fuser$/);
    // The login page's document was requested by the reload, at least a second after the notice.
    expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(notice.at + 1000);
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(await stored(page, 'Access-Token')).toBeNull();
    expect(state.browser.problems.some((problem) => FAILED_401.test(problem))).toBe(true);
    await page.unroute('**/jeecg-boot/sys/annountCement/listByUser**');
  });

  it('§8 an HTTP 500 saying Token失效 asks to log in again, then logs out and reloads', async () => {
    const { page } = state.browser;
    state.expected = [/Failed to load resource: the server responded with a status of 500/];
    await signIn(page, product.server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/);
    // The platform this contract comes from answers an ended session this way (our server says 401):
    // from now on every call is answered so; the next one (a page's, or the bell's polling) opens the dialog.
    await page.route('**/jeecg-boot/**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Token失效，请重新登录!', code: 500, result: null, timestamp: 0 } }));
    const dialog = page.getByRole('dialog').filter({ hasText: '很抱歉，登录已过期，请重新登录' });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('登录已过期');
    // One dialog, however many calls failed meanwhile.
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.unroute('**/jeecg-boot/**');
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    expect(await stored(page, 'Access-Token')).toBeNull();
  });
});

describe('seed 000 §1, §4, §8: single sign-on with CAS', () => {
  let product: Product;
  let cas: StandIn;
  const issued = new Map<string, { user: string; service: string }>();
  const state = useBrowser();
  beforeAll(async () => {
    // The CAS server: /login issues a ticket for the service it is given, /p3/serviceValidate vouches for it once.
    cas = await startStandIn((url) => {
      if (url.pathname === '/favicon.ico') return FAVICON;
      if (url.pathname === '/cas/login') {
        const service = url.searchParams.get('service') ?? '';
        const ticket = `ST-${issued.size + 1}-e2e`;
        issued.set(ticket, { user: 'jeecg', service });
        return forwardTo(`${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}`);
      }
      if (url.pathname === '/cas/p3/serviceValidate') {
        const grant = issued.get(url.searchParams.get('ticket') ?? '');
        const ok = grant !== undefined && grant.service === url.searchParams.get('service');
        if (ok) issued.delete(url.searchParams.get('ticket') ?? '');
        const body = ok
          ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${grant.user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
          : '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>';
        return { status: 200, type: 'application/xml', body };
      }
      return { status: 404, type: 'text/plain', body: 'no' };
    });
    const port = await freePort();
    product = await startProduct({ PORT: String(port), CAS_SERVER_URL: `${cas.url}/cas`, CAS_SERVICE_URL: `http://127.0.0.1:${port}/` });
  });
  afterAll(async () => {
    await product.stop();
    await cas.close();
  });

  it('§1 CAS: 单点登录 goes to the CAS server with our login page as the service; the ticket coming back signs in and opens the redirect', async () => {
    const { page } = state.browser;
    const base = product.server.url;
    await page.goto(`${base}/user/login?redirect=%2Fparty%2Fnews`);
    await page.getByRole('button', { name: '单点登录' }).click();
    await page.waitForURL(/\/party\/news$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('张晓明');
    expect(issued.size).toBe(0); // the ticket was validated (and used up)
    expect(page.url()).not.toContain('ticket=');
  });

  it('§4 CAS: a ticket arriving on any page signs in on that page', async () => {
    const { page } = state.browser;
    const base = product.server.url;
    issued.set('ST-direct-e2e', { user: 'admin', service: `${base}/isystem/user` });
    await page.goto(`${base}/isystem/user?ticket=ST-direct-e2e`);
    await page.waitForURL(/\/isystem\/user$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('管理员');
  });

  it('§8 CAS: a refused ticket leaves the user on the login page with the server message', async () => {
    const { page } = state.browser;
    await page.goto(`${product.server.url}/user/login?ticket=ST-forged`);
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('CAS票据校验失败');
    expect(new URL(page.url()).search).toBe('');
    expect(await stored(page, 'Access-Token')).toBeNull();
  });
});

describe('seed 000 §1, §8: third-party sign-in', () => {
  let product: Product;
  let oauth: StandIn;
  const state = useBrowser();
  beforeAll(async () => {
    // The provider: /authorize answers the return address with a token for its client; /userinfo names the user.
    const tokens: Record<string, string> = { 'client-github': 'gh-good', 'client-gitlab': 'gl-stranger' };
    const users: Record<string, object> = { 'Bearer gh-good': { id: 'gh-42' }, 'Bearer gl-stranger': { sub: 'nobody' } };
    oauth = await startStandIn((url, request) => {
      if (url.pathname === '/favicon.ico') return FAVICON;
      if (url.pathname === '/authorize') {
        const back = url.searchParams.get('redirect_uri') ?? '';
        const token = tokens[url.searchParams.get('client_id') ?? ''];
        return forwardTo(`${back}&${new URLSearchParams({ token, state: url.searchParams.get('state') ?? '' }).toString()}`);
      }
      if (url.pathname !== '/userinfo') return { status: 404, type: 'text/plain', body: 'no' };
      const user = users[request.headers.authorization ?? ''];
      return user ? { status: 200, type: 'application/json', body: JSON.stringify(user) } : { status: 401, type: 'application/json', body: '{}' };
    });
    product = await startProduct({
      THIRD_LOGIN_GITHUB_USERINFO_URL: `${oauth.url}/userinfo`,
      THIRD_LOGIN_GITHUB_AUTHORIZE_URL: `${oauth.url}/authorize?client_id=client-github`,
      THIRD_LOGIN_GITLAB_USERINFO_URL: `${oauth.url}/userinfo`,
      THIRD_LOGIN_GITLAB_AUTHORIZE_URL: `${oauth.url}/authorize?client_id=client-gitlab`,
      THIRD_LOGIN_DINGTALK_USERINFO_URL: `${oauth.url}/userinfo`,
      THIRD_LOGIN_WECHAT_ENTERPRISE_USERINFO_URL: `${oauth.url}/userinfo`,
    });
    await bindThirdAccount(product, 'github', 'gh-42', JEECG_ID);
  });
  afterAll(async () => {
    await product.stop();
    await oauth.close();
  });

  it('§1 third-party: a button per provider; GitHub signs in through the provider and opens the redirect', async () => {
    const { page } = state.browser;
    await page.goto(`${product.server.url}/user/login?redirect=%2Fparty%2Fnews`);
    await page.getByText('其他登录方式').waitFor();
    for (const label of ['GitHub', '企业微信', '钉钉', 'gitlab']) {
      await page.getByRole('button', { name: `使用${label}登录` }).waitFor();
    }
    // Without an authorize address the button cannot start anything.
    expect(await page.getByRole('button', { name: '使用钉钉登录' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: '使用GitHub登录' }).click();
    await page.waitForURL(/\/party\/news$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('张晓明');
  });

  it('§8 third-party: an account bound to nobody shows the server message', async () => {
    const { page } = state.browser;
    await page.goto(`${product.server.url}/user/login`);
    await page.getByRole('button', { name: '使用gitlab登录' }).click();
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('该第三方账号未绑定系统用户');
    expect(page.url()).toMatch(/\/user\/login$/);
  });

  it('§8 third-party: a token this browser did not ask for is refused', async () => {
    const { page } = state.browser;
    await page.goto(`${product.server.url}/user/login?thirdType=github&token=gh-good&state=forged`);
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('第三方登录已失效');
    expect(page.url()).toMatch(/\/user\/login$/);
    expect(await stored(page, 'Access-Token')).toBeNull();
  });
});

describe('seed 000 §1, §2.2, §9: oauth2-app mode inside an enterprise-messaging app', () => {
  let product: Product;
  let oauth: StandIn;
  const state = useBrowser();
  const inWeCom = (page: Page) =>
    page.addInitScript(() => {
      const agent = `${navigator.userAgent} wxwork/4.1.22 MicroMessenger/7.0.1`;
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => agent });
    });
  beforeAll(async () => {
    oauth = await startStandIn((_url, request) =>
      request.headers.authorization === 'Bearer wx-good'
        ? { status: 200, type: 'application/json', body: JSON.stringify({ userid: 'wx-7' }) }
        : { status: 401, type: 'application/json', body: '{}' });
    product = await startProduct({ THIRD_LOGIN_WECHAT_ENTERPRISE_USERINFO_URL: `${oauth.url}/userinfo` });
    await bindThirdAccount(product, 'wechat_enterprise', 'wx-7', ADMIN_ID);
  });
  afterAll(async () => {
    await product.stop();
    await oauth.close();
  });

  it('§2.2 inside the app, / and the password login page lead to /oauth2-app/login, which says what is missing', async () => {
    const { page } = state.browser;
    await inWeCom(page);
    await page.goto(`${product.server.url}/`);
    await page.waitForURL(/\/oauth2-app\/login\?redirect=/);
    await expect(page.getByTestId('oauth2-app-message').textContent()).resolves.toContain('没有收到企业应用的登录凭证');
    await page.goto(`${product.server.url}/user/login`);
    await page.waitForURL(/\/oauth2-app\/login$/);
  });

  it('§1 oauth2-app: the token the app passes signs in through the third-party endpoint and opens the redirect', async () => {
    const { page } = state.browser;
    await inWeCom(page);
    await page.goto(`${product.server.url}/oauth2-app/login?token=wx-good&redirect=%2Fisystem%2Fuser`);
    await page.waitForURL(/\/isystem\/user$/);
    await expect(page.getByTestId('header-user').textContent()).resolves.toContain('管理员');
  });

  it('§8 oauth2-app: a token the provider refuses shows the server message and leaves the address', async () => {
    const { page } = state.browser;
    await inWeCom(page);
    await page.goto(`${product.server.url}/oauth2-app/login?token=wx-forged&redirect=%2Fisystem%2Fuser`);
    await expect(page.getByTestId('oauth2-app-message').textContent()).resolves.toContain('第三方登录校验失败');
    expect(page.url()).toMatch(/\/oauth2-app\/login\?redirect=%2Fisystem%2Fuser$/);
  });

  it('§2.2 outside an app, /oauth2-app/login leads to the password login page', async () => {
    const { page } = state.browser;
    await page.goto(`${product.server.url}/oauth2-app/login`);
    await page.waitForURL(/\/user\/login$/);
    await page.getByPlaceholder('请输入用户名').waitFor();
  });
});
