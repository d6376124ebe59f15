import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import bcrypt from 'bcryptjs';

describe.each(testDatabases)('sign-in and session on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  it('answers health UP while the database answers', async () => {
    const response = await fetch(`${server.url}/jeecg-boot/actuator/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'UP' });
  });

  it('signs in and answers the existing platform login shape', async () => {
    const { status, body } = await server.call('POST', '/sys/login', { body: { username: 'jeecg', password: TEST_PASSWORD } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof body.timestamp).toBe('number');
    const result = body.result;
    expect(result.token).toMatch(/^[\w-]{40,}$/);
    expect(result.userInfo).toMatchObject({ id: 'a75d45a015c44384a04449ee80dc3503', username: 'jeecg', realname: '张晓明' });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(result.multi_depart).toBe(2);
    expect(result.departs.map((d: { orgCode: string }) => d.orgCode)).toEqual(['A01A02', 'A01A03']);
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
  });

  it('gives an unknown user and a wrong password the same message', async () => {
    const wrong = await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'nope-nope' } });
    const unknown = await server.call('POST', '/sys/login', { body: { username: 'nobody', password: 'nope-nope' } });
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('refuses a frozen account only after its password was proven', async () => {
    const right = await server.call('POST', '/sys/login', { body: { username: 'wangfang', password: TEST_PASSWORD } });
    expect(right.body).toMatchObject({ success: false, message: '该用户已冻结' });
    const wrong = await server.call('POST', '/sys/login', { body: { username: 'wangfang', password: 'x' } });
    expect(wrong.body.message).toBe('用户名或密码错误');
  });

  it('makes an account wait after repeated failures, even for the right password, and lets it in once the wait has passed', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { body } = await server.call('POST', '/sys/login', { body: { username: 'lihua', password: `bad-password-${i}` } });
      expect(body.message).toBe('用户名或密码错误');
    }
    const sixth = await server.call('POST', '/sys/login', { body: { username: 'lihua', password: 'bad-password-6' } });
    expect(sixth.body.message).toBe('用户名或密码错误');
    const waiting = await server.call('POST', '/sys/login', { body: { username: 'lihua', password: TEST_PASSWORD } });
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    // A try refused for waiting is not a failure: hammering does not make the wait longer.
    const row = () => server.ctx.db.kysely.selectFrom('sysLoginAttempt').selectAll().where('attemptKey', '=', 'user:lihua').executeTakeFirstOrThrow();
    expect((await row()).failures).toBe(6);
    // The wait, not a lock: once it has passed (moved back here rather than waited for), the right password works.
    await server.ctx.db.kysely.updateTable('sysLoginAttempt').set({ lockedUntil: Date.now() - 1 }).where('attemptKey', '=', 'user:lihua').execute();
    expect((await server.call('POST', '/sys/login', { body: { username: 'lihua', password: TEST_PASSWORD } })).body.code).toBe(200);
    await server.ctx.db.kysely.deleteFrom('sysLoginAttempt').execute();
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    await server.call('POST', '/sys/login', { body: { username: 'nobody', password: 'bad-password-1' }, headers: { 'X-Forwarded-For': '198.51.100.9' } });
    const keys = (await server.ctx.db.kysely.selectFrom('sysLoginAttempt').select('attemptKey').execute()).map((r) => r.attemptKey);
    expect(keys).toContain('ip:127.0.0.1');
    expect(keys).not.toContain('ip:198.51.100.9');
    await server.ctx.db.kysely.deleteFrom('sysLoginAttempt').execute();
  });

  it('rehashes a stored bcrypt hash to argon2id at the next successful sign-in', async () => {
    const stored = () => server.ctx.db.kysely.selectFrom('sysUser').select('password').where('username', '=', 'lihua').executeTakeFirstOrThrow();
    await server.ctx.db.kysely.updateTable('sysUser').set({ password: await bcrypt.hash(TEST_PASSWORD, 4) }).where('username', '=', 'lihua').execute();
    expect((await server.call('POST', '/sys/login', { body: { username: 'lihua', password: 'wrong-password-1' } })).body.code).toBe(500);
    expect((await stored()).password).toMatch(/^\$2[aby]\$/);
    expect((await server.call('POST', '/sys/login', { body: { username: 'lihua', password: TEST_PASSWORD } })).body.code).toBe(200);
    expect((await stored()).password).toMatch(/^\$argon2id\$/);
    expect((await server.call('POST', '/sys/login', { body: { username: 'lihua', password: TEST_PASSWORD } })).body.code).toBe(200);
    await server.ctx.db.kysely.deleteFrom('sysLoginAttempt').execute();
  });

  it('answers 401 with the envelope for a missing or unknown token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    }
  });

  it('never reads the token from a query or body field', async () => {
    const token = await server.login();
    const viaQuery = await server.call('GET', `/sys/permission/getUserPermissionByToken?token=${token}`);
    expect(viaQuery.status).toBe(401);
  });

  it('ends a session at logout, and the token stops working', async () => {
    const token = await server.login();
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
    const out = await server.call('POST', '/sys/logout', { token });
    expect(out.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(401);
    expect((await server.call('POST', '/sys/logout', {})).body.message).toBe('退出登录失败！');
  });

  it('ends a session after the idle timeout and after the absolute limit', async () => {
    const idle = await server.login();
    const old = Date.now() - server.ctx.sessions.idleMs - 1000;
    await server.ctx.db.kysely.updateTable('sysSession').set({ lastSeenAt: old }).where('tokenHash', '=', hashToken(idle)).execute();
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: idle })).status).toBe(401);

    const aged = await server.login();
    await server.ctx.db.kysely.updateTable('sysSession').set({ expiresAt: Date.now() - 1 }).where('tokenHash', '=', hashToken(aged)).execute();
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: aged })).status).toBe(401);
  });

  it('gives a session 12 hours from sign-in at most', async () => {
    const token = await server.login();
    const row = await server.ctx.db.kysely.selectFrom('sysSession').select(['createdAt', 'expiresAt']).where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(Number(row.expiresAt) - Number(row.createdAt)).toBe(12 * 3_600_000);
  });

  it('stores only a digest of each token', async () => {
    const token = await server.login();
    const rows = await server.ctx.db.kysely.selectFrom('sysSession').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await server.call('GET', '/sys/no/such/thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
  });
});

describe.each(testDatabases)('sign-in throttling per address behind a trusted proxy on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name, { trustProxy: ['127.0.0.1'] }, { throttle: { accountFreeFailures: 3, addressFreeFailures: 4 } });
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string, from: string) =>
    server.call('POST', '/sys/login', { body: { username, password }, headers: { 'X-Forwarded-For': from } });

  it('counts failures per client address, apart from the account: other addresses are not slowed', async () => {
    for (const username of ['guess1', 'guess2', 'guess3', 'guess4', 'guess5']) {
      expect((await signIn(username, 'bad-password-1', '203.0.113.8')).body.message).toBe('用户名或密码错误');
    }
    const keys = (await server.ctx.db.kysely.selectFrom('sysLoginAttempt').select('attemptKey').execute()).map((r) => r.attemptKey);
    expect(keys).toContain('ip:203.0.113.8');
    expect(keys).not.toContain('ip:127.0.0.1');
    expect((await signIn('jeecg', TEST_PASSWORD, '203.0.113.8')).status).toBe(429);
    expect((await signIn('jeecg', TEST_PASSWORD, '203.0.113.9')).body.code).toBe(200);
  });

  it('lets the owner in from a browser that signed in to the account before, while strangers\' failures make the account wait', async () => {
    const markOf = async (username: string, from: string) => {
      const response = await fetch(`${server.url}/jeecg-boot/sys/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'X-Forwarded-For': from }, body: JSON.stringify({ username, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^rsa_login_device=[\w-]+\.[\w-]+; Path=\/jeecg-boot\/sys\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
      return cookie.split(';')[0];
    };
    const withMark = (username: string, password: string, from: string, cookie: string) =>
      server.call('POST', '/sys/login', { body: { username, password }, headers: { 'X-Forwarded-For': from, cookie } });
    const owner = await markOf('lihua', '192.0.2.10');
    const another = await markOf('jeecg', '192.0.2.10');
    // Strangers guess lihua's password from several addresses: the account waits for them.
    for (let i = 0; i < 4; i += 1) await signIn('lihua', `bad-password-${i}`, `192.0.2.${20 + i}`);
    expect((await signIn('lihua', TEST_PASSWORD, '192.0.2.11')).status).toBe(429);
    // The owner's browser, from a new address, is not made to wait by them.
    expect((await withMark('lihua', TEST_PASSWORD, '192.0.2.11', owner)).body.code).toBe(200);
    // Another account's mark, or a forged one, counts for nothing.
    expect((await withMark('lihua', TEST_PASSWORD, '192.0.2.12', another)).status).toBe(429);
    expect((await withMark('lihua', TEST_PASSWORD, '192.0.2.12', `${owner.slice(0, -2)}xx`)).status).toBe(429);
    // A stolen mark gives a guesser a counter of its own, slowed alike.
    for (let i = 0; i < 4; i += 1) expect((await withMark('lihua', `bad-password-${i}`, `192.0.2.${30 + i}`, owner)).body.message).toBe('用户名或密码错误');
    expect((await withMark('lihua', TEST_PASSWORD, '192.0.2.40', owner)).status).toBe(429);
  });

  it('counts each "not registered" answer of a sign-in code as a failure of the address: no sweep of numbers for accounts', async () => {
    const ask = (mobile: string, from: string) => server.call('POST', '/sys/sms', { body: { mobile, smsmode: '0' }, headers: { 'X-Forwarded-For': from } });
    for (let i = 0; i < 5; i += 1) expect((await ask(`1360000000${i}`, '203.0.113.60')).body.message).toBe('该手机号未注册');
    const sixth = await ask('13600000009', '203.0.113.60');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    // Another address is not slowed, and a number with an account gets its code.
    expect((await ask('13911111111', '203.0.113.61')).body).toMatchObject({ success: true, message: '短信验证码已发送' });
  });

  it('makes the account wait from every address once it has failed too often', async () => {
    for (let i = 0; i < 4; i += 1) await signIn('admin', `bad-password-${i}`, `198.51.100.${i + 1}`);
    const elsewhere = await signIn('admin', TEST_PASSWORD, '198.51.100.77');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
  });
});

describe.each(testDatabases)('captcha on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name, { loginCaptcha: true });
  });
  afterAll(() => server.close());

  const codeFor = async (key: string) =>
    (await server.ctx.db.kysely.selectFrom('sysCaptcha').select('code').where('checkKey', '=', key).executeTakeFirstOrThrow()).code;

  it('serves a picture and checks the answer once', async () => {
    const image = await server.call('GET', '/sys/randomImage/1700000000001');
    expect(image.body.success).toBe(true);
    expect(image.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.body.result.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');

    const missing = await server.call('POST', '/sys/login', { body: { username: 'admin', password: TEST_PASSWORD } });
    expect(missing.body.message).toBe('验证码无效');

    const code = await codeFor('1700000000001');
    const wrong = await server.call('POST', '/sys/login', {
      body: { username: 'admin', password: TEST_PASSWORD, captcha: code === 'zzzz' ? 'yyyy' : 'zzzz', checkKey: '1700000000001' },
    });
    expect(wrong.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
    // The wrong answer used the code up: the right one no longer works for that key.
    const reused = await server.call('POST', '/sys/login', { body: { username: 'admin', password: TEST_PASSWORD, captcha: code, checkKey: '1700000000001' } });
    expect(reused.body.code).toBe(412);

    await server.call('GET', '/sys/randomImage/1700000000002');
    const fresh = await codeFor('1700000000002');
    const right = await server.call('POST', '/sys/login', {
      body: { username: 'admin', password: TEST_PASSWORD, captcha: fresh.toUpperCase(), checkKey: '1700000000002' },
    });
    expect(right.body.code).toBe(200);
  });

  it('tells the login page whether a captcha is needed', async () => {
    const { body } = await server.call('GET', '/sys/loginOptions');
    expect(body.result).toMatchObject({ captcha: true });
  });

  it('gives the login footer its ICP link: no number unless ICP_NUMBER is set, the filing search by default', async () => {
    const { body } = await server.call('GET', '/sys/loginOptions');
    expect(body.result).toMatchObject({ icpNumber: null, icpUrl: 'https://beian.miit.gov.cn/' });
  });
});
