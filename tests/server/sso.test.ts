import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { storedSmsCode } from '../helpers/smsOutbox.ts';
import { casStandIn, startStandIn, type StandIn } from '../helpers/standIns.ts';
import { startThirdFlow } from '../helpers/thirdFlow.ts';
import { oauthUserinfoProvider, providersFromEnv } from '../../server/auth/thirdParty.ts';

const SERVICE = 'http://127.0.0.1:8080/user/login';
/** Another application that signs in through the same CAS server. */
const OTHER_SERVICE = 'https://other-app.example/login';

describe.each(testDatabases)('phone, CAS and third-party sign-in on $name', ({ name }) => {
  let server: TestServer;
  let cas: StandIn;
  let oauth: StandIn;
  beforeAll(async () => {
    cas = await casStandIn({
      'ST-1-good': 'jeecg',
      'ST-2-stranger': 'nobody',
      'ST-3-other-app': ['jeecg', OTHER_SERVICE],
      'ST-4-with-redirect': ['jeecg', `${SERVICE}?redirect=%2Fdashboard%2Fanalysis`],
    }, SERVICE);
    // Tokens of the provider: for this application (client c1), for another one (c2), and one whose answer names none.
    const userinfo: Record<string, object> = {
      'Bearer good-third-token': { id: 'wx-openid-42', name: '张晓明', client_id: 'c1' },
      'Bearer other-app-token': { id: 'wx-openid-42', name: '张晓明', client_id: 'c2' },
      'Bearer no-audience-token': { id: 'wx-openid-42', name: '张晓明' },
    };
    oauth = await startStandIn((_url, request) => {
      const answer = userinfo[request.headers.authorization ?? ''];
      return answer ? { status: 200, type: 'application/json', body: JSON.stringify(answer) } : { status: 401, type: 'application/json', body: '{}' };
    });
    server = await startTestServer(name, { casServerUrl: `${cas.url}/cas`, casServiceUrl: SERVICE }, {
      thirdParty: [oauthUserinfoProvider('wechat', `${oauth.url}/userinfo`, `${oauth.url}/authorize?client_id=c1`, 'c1')],
    });
  });
  afterAll(async () => {
    await server.close();
    await cas.close();
    await oauth.close();
  });

  it('tells the login page where CAS and the providers sign in', async () => {
    const { body } = await server.call('GET', '/sys/loginOptions');
    expect(body.result).toMatchObject({
      cas: true,
      casLoginUrl: `${cas.url}/cas/login`,
      thirdTypes: ['wechat'],
      thirdAuthorizeUrls: { wechat: `${oauth.url}/authorize?client_id=c1` },
    });
    const fromEnv = providersFromEnv({ THIRD_LOGIN_GITHUB_USERINFO_URL: 'https://u.example/me', THIRD_LOGIN_GITHUB_AUTHORIZE_URL: 'https://a.example/go' });
    expect(fromEnv.get('github')?.authorizeUrl).toBe('https://a.example/go');
  });

  it('sends an SMS code to the outbox and signs in with it once', async () => {
    expect((await server.call('POST', '/sys/sms', { body: { mobile: '123', smsmode: '0' } })).body.message).toBe('手机号码格式不正确');
    expect((await server.call('POST', '/sys/sms', { body: { mobile: '13800000000', smsmode: '0' } })).body.message).toBe('该手机号未注册');
    const sent = await server.call('POST', '/sys/sms', { body: { mobile: '13911111111', smsmode: '0' } });
    expect(sent.body.success).toBe(true);
    const again = await server.call('POST', '/sys/sms', { body: { mobile: '13911111111', smsmode: '0' } });
    expect(again.body).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });

    const admin = await server.login('admin');
    const outbox = await server.call('GET', '/sys/sms/outbox/list?mobile=13911111111', { token: admin });
    expect(outbox.body.result).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    const code = await storedSmsCode(server, '13911111111');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await server.call('POST', '/sys/phoneLogin', { body: { mobile: '13911111111', captcha: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body).toMatchObject({ success: false, message: '手机验证码错误' });
    const right = await server.call('POST', '/sys/phoneLogin', { body: { mobile: '13911111111', captcha: code, remember_me: true } });
    expect(right.body).toMatchObject({ code: 200, result: { userInfo: { username: 'jeecg' } } });
    const reused = await server.call('POST', '/sys/phoneLogin', { body: { mobile: '13911111111', captcha: code } });
    expect(reused.body.message).toBe('手机验证码错误');
  });

  it('lets only a holder of sms:outbox:list read the outbox', async () => {
    const staff = await server.login('jeecg');
    const { status, body } = await server.call('GET', '/sys/sms/outbox/list', { token: staff });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 403, message: '没有权限，请联系管理员授权' });
  });

  it('signs in with a CAS ticket the CAS server vouches for', async () => {
    const ok = await server.call('GET', `/sys/cas/client/validateLogin?ticket=ST-1-good&service=${encodeURIComponent(SERVICE)}`);
    expect(ok.body).toMatchObject({ success: true, code: 200, result: { userInfo: { username: 'jeecg' } } });
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: ok.body.result.token })).status).toBe(200);

    const bad = await server.call('GET', `/sys/cas/client/validateLogin?ticket=ST-9-forged&service=${encodeURIComponent(SERVICE)}`);
    expect(bad.body).toMatchObject({ success: false, message: 'CAS票据校验失败' });
    const stranger = await server.call('GET', `/sys/cas/client/validateLogin?ticket=ST-2-stranger&service=${encodeURIComponent(SERVICE)}`);
    expect(stranger.body.message).toBe('该CAS用户在系统中不存在');
  });

  it('refuses a CAS ticket issued to another application, and keeps the login page\'s own query', async () => {
    const other = await server.call('GET', `/sys/cas/client/validateLogin?ticket=ST-3-other-app&service=${encodeURIComponent(OTHER_SERVICE)}`);
    expect(other.body).toMatchObject({ success: false, message: 'CAS票据校验失败' });
    const withRedirect = `${SERVICE}?redirect=%2Fdashboard%2Fanalysis`;
    const ok = await server.call('GET', `/sys/cas/client/validateLogin?ticket=ST-4-with-redirect&service=${encodeURIComponent(withRedirect)}`);
    expect(ok.body).toMatchObject({ success: true, result: { userInfo: { username: 'jeecg' } } });
  });

  // The provider has an authorize address, so each sign-in needs a state the server issued (thirdLoginState.test.ts).
  const withState = async (fields: Record<string, string>) => {
    const flow = await startThirdFlow(server, 'wechat');
    return server.call('POST', '/sys/thirdLogin/login', { body: { ...fields, state: flow.state }, headers: { cookie: flow.cookie } });
  };

  it('signs in with a third-party token bound to a user', async () => {
    const unbound = await withState({ token: 'good-third-token', thirdType: 'wechat' });
    expect(unbound.body.message).toBe('该第三方账号未绑定系统用户');
    await server.ctx.db.kysely.insertInto('sysThirdAccount')
      .values({ id: 'ta1', thirdType: 'wechat', thirdUserId: 'wx-openid-42', userId: 'a75d45a015c44384a04449ee80dc3503', createTime: null })
      .execute();
    const ok = await withState({ token: 'good-third-token', thirdType: 'wechat' });
    expect(ok.body).toMatchObject({ code: 200, result: { userInfo: { username: 'jeecg' } } });
    const flow = await startThirdFlow(server, 'wechat');
    const viaPath = await server.call('GET', `/sys/thirdLogin/getLoginUser/good-third-token/wechat?state=${encodeURIComponent(flow.state)}`, { headers: { cookie: flow.cookie } });
    expect(viaPath.body.code).toBe(200);
    expect((await withState({ token: 'forged', thirdType: 'wechat' })).body.message).toBe('第三方登录校验失败');
    expect((await server.call('POST', '/sys/thirdLogin/login', { body: { token: 'x', thirdType: 'qq' } })).body.message).toBe('不支持的第三方登录类型');
  });

  it('refuses a provider token issued to another client, or one whose answer names no client, when a client id is set', async () => {
    for (const token of ['other-app-token', 'no-audience-token']) {
      const { body } = await withState({ token, thirdType: 'wechat' });
      expect(body, token).toMatchObject({ success: false, message: '第三方登录校验失败' });
    }
    const fromEnv = providersFromEnv({ THIRD_LOGIN_GITHUB_USERINFO_URL: 'https://u.example/me', THIRD_LOGIN_GITHUB_CLIENT_ID: 'gh-1' });
    expect(fromEnv.get('github')?.clientId).toBe('gh-1');
  });
});
