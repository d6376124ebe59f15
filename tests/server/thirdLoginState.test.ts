import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthUserinfoProvider } from '../../server/auth/thirdParty.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startStandIn, type StandIn } from '../helpers/standIns.ts';
import { startThirdFlow } from '../helpers/thirdFlow.ts';

const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const RETURN = 'http://127.0.0.1:8080/user/login?thirdType=github';
const s256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe.each(testDatabases)('third-party sign-in state and PKCE checked by the server on $name', ({ name }) => {
  let server: TestServer;
  let provider: StandIn;
  /** The code flow's codes, each with the challenge of the authorize request that got it. */
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const exchanged: Record<string, string>[] = [];

  beforeAll(async () => {
    const userinfo: Record<string, object> = {
      'Bearer wx-token': { id: 'wx-1', client_id: 'wx-client' },
      'Bearer gh-access': { id: 'gh-7', client_id: 'gh-client' },
      'Bearer ding-token': { userid: 'd-1' },
    };
    provider = await startStandIn((url, request, body) => {
      if (url.pathname === '/token') {
        const form = Object.fromEntries(new URLSearchParams(body));
        exchanged.push(form);
        const issued = codes.get(form.code);
        const good = issued && form.grant_type === 'authorization_code' && form.client_id === 'gh-client'
          && form.redirect_uri === issued.redirectUri && s256(form.code_verifier ?? '') === issued.challenge;
        return good
          ? { status: 200, type: 'application/json', body: JSON.stringify({ access_token: 'gh-access', token_type: 'bearer' }) }
          : { status: 400, type: 'application/json', body: '{"error":"invalid_grant"}' };
      }
      const answer = userinfo[request.headers.authorization ?? ''];
      return answer ? { status: 200, type: 'application/json', body: JSON.stringify(answer) } : { status: 401, type: 'application/json', body: '{}' };
    });
    server = await startTestServer(name, {}, {
      thirdParty: [
        oauthUserinfoProvider('wechat', `${provider.url}/userinfo`, `${provider.url}/authorize?client_id=wx-client`, 'wx-client'),
        oauthUserinfoProvider('github', `${provider.url}/userinfo`, `${provider.url}/authorize`, 'gh-client', { tokenUrl: `${provider.url}/token` }),
        oauthUserinfoProvider('ding', `${provider.url}/userinfo`),
      ],
    });
    await server.ctx.db.kysely.insertInto('sysThirdAccount').values([
      { id: 't1', thirdType: 'wechat', thirdUserId: 'wx-1', userId: JEECG_ID, createTime: null },
      { id: 't2', thirdType: 'github', thirdUserId: 'gh-7', userId: JEECG_ID, createTime: null },
      { id: 't3', thirdType: 'ding', thirdUserId: 'd-1', userId: JEECG_ID, createTime: null },
    ]).execute();
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const signIn = (body: Record<string, string>, cookie?: string) =>
    server.call('POST', '/sys/thirdLogin/login', { body, headers: cookie ? { cookie } : {} }).then((answer) => answer.body);

  /** What the provider does at /authorize in the code flow: a code for the challenge it was shown. */
  const authorizeAtProvider = (url: URL, code: string) => {
    codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: url.searchParams.get('redirect_uri') ?? '' });
    return code;
  };

  it('issues the state with the authorize address and binds it to the browser with an HttpOnly cookie', async () => {
    const token = await startThirdFlow(server, 'wechat');
    expect(token.url.origin + token.url.pathname).toBe(`${provider.url}/authorize`);
    expect(Object.fromEntries(token.url.searchParams)).toEqual({
      client_id: 'wx-client', redirect_uri: 'http://127.0.0.1:8080/user/login?thirdType=wechat', state: token.state,
    });
    expect(token.setCookie).toMatch(/^third_login_flow=[\w-]{43}; Path=\/jeecg-boot\/sys\/thirdLogin; Max-Age=600; HttpOnly; SameSite=Lax$/);

    const code = await startThirdFlow(server, 'github', { redirectUri: RETURN, cookie: token.cookie });
    expect(code.cookie).toBe(token.cookie);
    expect(code.url.searchParams.get('response_type')).toBe('code');
    expect(code.url.searchParams.get('client_id')).toBe('gh-client');
    expect(code.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(code.url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(code.state).not.toBe(token.state);

    const refused = async (path: string) => (await server.call('GET', path)).body.message;
    expect(await refused('/sys/thirdLogin/authorize/qq?redirect_uri=http%3A%2F%2Fa.example%2F')).toBe('不支持的第三方登录类型');
    expect(await refused('/sys/thirdLogin/authorize/wechat?redirect_uri=javascript%3Aalert(1)')).toBe('第三方登录回调地址无效');
    expect(await refused('/sys/thirdLogin/authorize/ding?redirect_uri=http%3A%2F%2Fa.example%2F')).toBe('该第三方登录未配置授权地址');
  });

  it('refuses a missing, forged, reused, another browser\'s or another provider\'s state', async () => {
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token' })).toMatchObject({ success: false, message: '第三方登录缺少state参数，请重新发起登录' });
    const flow = await startThirdFlow(server, 'wechat');
    const invalid = { success: false, message: '第三方登录state无效或已使用，请重新发起登录' };
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: `${Date.now().toString(36)}.forged` }, flow.cookie)).toMatchObject(invalid);
    const other = await startThirdFlow(server, 'wechat');
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: flow.state }, other.cookie)).toMatchObject(invalid);
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: other.state })).toMatchObject(invalid);
    const github = await startThirdFlow(server, 'github', { redirectUri: RETURN, cookie: flow.cookie });
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: github.state }, flow.cookie)).toMatchObject(invalid);

    const fresh = await startThirdFlow(server, 'wechat');
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: fresh.state }, fresh.cookie)).toMatchObject({ code: 200, result: { userInfo: { username: 'jeecg' } } });
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: fresh.state }, fresh.cookie)).toMatchObject(invalid);
  });

  it('refuses an expired state, kept or already swept', async () => {
    const expired = { success: false, message: '第三方登录已超时，请重新发起登录' };
    const kept = await startThirdFlow(server, 'wechat');
    await server.ctx.db.kysely.updateTable('sysCaptcha').set({ expiresAt: Date.now() - 1 }).where('code', '=', 'oauth').execute();
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: kept.state }, kept.cookie)).toMatchObject(expired);
    const swept = await startThirdFlow(server, 'wechat');
    await server.ctx.db.kysely.deleteFrom('sysCaptcha').where('code', '=', 'oauth').execute();
    const [, random] = swept.state.split('.');
    const elevenMinutesAgo = (Date.now() - 660_000).toString(36);
    expect(await signIn({ thirdType: 'wechat', token: 'wx-token', state: `${elevenMinutesAgo}.${random}` }, swept.cookie)).toMatchObject(expired);
  });

  it('exchanges a code with the PKCE verifier of the browser\'s flow, once', async () => {
    const flow = await startThirdFlow(server, 'github', { redirectUri: RETURN });
    const code = authorizeAtProvider(flow.url, 'code-1');
    const body = { thirdType: 'github', code, state: flow.state, redirect_uri: RETURN };
    expect(await signIn(body, flow.cookie)).toMatchObject({ code: 200, result: { userInfo: { username: 'jeecg' } } });
    expect(exchanged.at(-1)).toMatchObject({ grant_type: 'authorization_code', code: 'code-1', client_id: 'gh-client' });
    expect(exchanged.at(-1)?.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(await signIn(body, flow.cookie)).toMatchObject({ success: false, message: '第三方登录state无效或已使用，请重新发起登录' });

    // A code caught on its way back is worth nothing in another flow: that flow's verifier does not fit its challenge.
    const victim = await startThirdFlow(server, 'github', { redirectUri: RETURN });
    const caught = authorizeAtProvider(victim.url, 'code-2');
    const attacker = await startThirdFlow(server, 'github', { redirectUri: RETURN });
    const before = exchanged.length;
    expect(await signIn({ ...body, code: caught, state: attacker.state }, attacker.cookie)).toMatchObject({ success: false, message: '第三方登录校验失败' });
    expect(exchanged.length).toBe(before + 1);
    expect(await signIn({ thirdType: 'github', code: 'code-2', state: victim.state, redirect_uri: RETURN })).toMatchObject({ message: '第三方登录state无效或已使用，请重新发起登录' });
  });

  it('keeps signing in tokens of a provider without an authorize address (enterprise apps, platform clients)', async () => {
    expect(await signIn({ thirdType: 'ding', token: 'ding-token' })).toMatchObject({ code: 200, result: { userInfo: { username: 'jeecg' } } });
    expect((await server.call('GET', '/sys/thirdLogin/getLoginUser/ding-token/ding')).body.code).toBe(200);
  });
});
