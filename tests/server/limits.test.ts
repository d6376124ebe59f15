import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, suiteServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Posts raw text as JSON (the helper's `call` would stringify a value). */
async function postRaw(server: TestServer, path: string, text: string, token?: string) {
  const response = await fetch(`${server.url}/jeecg-boot${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; code: number; message: string } };
}

describe.each(testDatabases)('request bodies and query strings on $name', ({ name }) => {
  const suite = suiteServer(name);

  it('refuses a body over 1 MB on an ordinary route with 413 and the envelope, before the route runs', async () => {
    const big = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
    const { status, body } = await postRaw(suite.server, '/sys/login', big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 413, message: '请求数据过大（最多1024KB）' });
  });

  it('takes a larger body on the routes that save designer forms and announcements', async () => {
    const formContent = JSON.stringify({ list: [], config: { note: '字'.repeat(600_000) } });
    const form = await suite.server.call('POST', '/flowable/form/add', { token: suite.token, body: { formName: '大表单', formContent } });
    expect(form.status).not.toBe(413);
    expect(form.body.message).not.toMatch(/请求数据过大/);
    const announcement = await suite.server.call('POST', '/sys/annountCement/add', {
      token: suite.token, body: { titile: '长公告', msgContent: `<p>${'字'.repeat(190_000)}</p>`, msgType: 'ALL', priority: 'L', msgCategory: '1' },
    });
    expect(announcement.body.message).not.toMatch(/请求数据过大/);
    expect(announcement.status).not.toBe(413);
  });

  it('refuses JSON nested deeper than 64 levels with 400 before parsing it, signed in or not', async () => {
    const anonymous = await postRaw(suite.server, '/sys/login', nestedObject(65));
    expect(anonymous).toMatchObject({ status: 400, body: { success: false, code: 400, message: '请求数据的嵌套层级过深（最多64层）' } });
    const deep = `[${'['.repeat(200_000)}${']'.repeat(200_000)}]`;
    const signedIn = await postRaw(suite.server, '/sys/annountCement/add', deep, suite.token);
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.message).toBe('请求数据的嵌套层级过深（最多64层）');
    // 64 levels are read as usual (here: a login without a user name).
    const shallow = await postRaw(suite.server, '/sys/login', JSON.stringify({ username: '', deep: JSON.parse(nestedObject(62)) }));
    expect(shallow.body.message).toBe('用户名或密码错误');
  });

  it('still refuses prototype poisoning and malformed JSON as a bad request', async () => {
    for (const text of ['{"__proto__": {"admin": true}}', '{"username":']) {
      const { status, body } = await postRaw(suite.server, '/sys/login', text);
      expect({ text, status, message: body.message }).toEqual({ text, status: 400, message: '请求格式不正确' });
    }
  });

  it('refuses a password in the query string of sign-in, registration and password routes', async () => {
    const calls: [string, string][] = [
      ['POST', `/sys/login?username=admin&password=${TEST_PASSWORD}`],
      ['GET', '/sys/user/checkOnlyUser?username=someone&Password=x'],
      ['POST', '/sys/user/register?username=someone&password=x&confirmPassword=x'],
      ['PUT', '/sys/user/updatePassword?oldpassword=a&password=b&confirmpassword=b'],
    ];
    for (const [method, path] of calls) {
      const sent = method === 'GET' ? undefined : { username: 'admin', password: TEST_PASSWORD };
      const { status, body } = await suite.server.call(method, path, { token: suite.token, body: sent });
      expect({ path, status, body: { success: body.success, code: body.code, message: body.message } }).toEqual({
        path, status: 400, body: { success: false, code: 400, message: '密码等敏感参数不能放在链接中，请在请求体中提交' },
      });
    }
    // The same password in the body signs in as before.
    const { body } = await suite.server.call('POST', '/sys/login?username=admin', { body: { username: 'admin', password: TEST_PASSWORD } });
    expect(body.code).toBe(200);
  });
});

describe.each(testDatabases)('rate limits and refusals on $name', ({ name }) => {
  let server: TestServer;
  const log = new PassThrough();
  let logged = '';
  log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  const lines = () => logged.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  /** The log lines of refused requests, once `count` of them are written (the log follows the answer). */
  const refusals = async (count: number) => {
    for (let i = 0; i < 200; i += 1) {
      const found = lines().filter((line) => line.msg === 'request refused');
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} refusals logged:\n${logged}`);
  };

  beforeAll(async () => {
    server = await startTestServer(name, { limits: { anonRateMax: 3 } }, { logger: true, logStream: log });
  });
  afterAll(() => server.close());

  it('answers 429 in the envelope past the anonymous limit of one address and route, and logs it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await server.call('GET', '/sys/loginOptions')).status).toBe(200);
    const refused = await server.call('GET', '/sys/loginOptions');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 429 });
    expect(refused.body.message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    // Another anonymous route counts on its own; health is never limited.
    expect((await server.call('GET', '/sys/randomImage/k1')).status).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${server.url}/jeecg-boot/actuator/health`)).status).toBe(200);
    const [line] = await refusals(1);
    expect(line).toMatchObject({ level: 40, status: 429, method: 'GET', route: '/jeecg-boot/sys/loginOptions', user: null, ip: '127.0.0.1' });
  });

  it('does not limit signed-in routes', async () => {
    const token = await server.login('admin');
    for (let i = 0; i < 6; i += 1) expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
  });

  it('logs 401 and 403 with the route, the user when known and the address, never the token or password', async () => {
    const before = (await refusals(1)).length;
    const token = await server.login('jeecg');
    expect((await server.call('GET', '/sys/user/list')).status).toBe(401);
    expect((await server.call('GET', '/sys/actuator/disk', { token })).status).toBe(403);
    const found = (await refusals(before + 2)).slice(before);
    expect(found.map(({ status, route, user, ip }) => ({ status, route, user, ip }))).toEqual([
      { status: 401, route: '/jeecg-boot/sys/user/list', user: null, ip: '127.0.0.1' },
      { status: 403, route: '/jeecg-boot/sys/actuator/disk', user: 'jeecg', ip: '127.0.0.1' },
    ]);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(TEST_PASSWORD);
  });
});

describe.each(testDatabases)('slow and idle connections on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name, { limits: { idleTimeoutMs: 500, headersTimeoutMs: 1000 } });
  });
  afterAll(() => server.close());

  const connect = async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return { socket, closed };
  };

  it('closes a connection that sends nothing', { timeout: 10_000 }, async () => {
    const { closed } = await connect();
    await closed;
  });

  it('closes a connection that trickles its headers', { timeout: 15_000 }, async () => {
    const { socket, closed } = await connect();
    let open = true;
    void closed.then(() => (open = false));
    socket.on('error', () => undefined);
    socket.write('GET /jeecg-boot/actuator/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One header line every 100 ms keeps the connection busy, so only the headers time limit can end it.
    for (let i = 0; i < 100 && open; i += 1) {
      socket.write(`X-Slow-${i}: 1\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(open).toBe(false);
  });
});

describe.each(testDatabases)('an event loop under pressure on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name, { limits: { maxEventLoopDelayMs: 30 } });
  });
  afterAll(() => server.close());

  const block = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) { /* the stall a huge parse or a busy database would cause */ }
  };

  it('answers the first calls after start-up: the start-up\'s own lag is not taken for pressure', async () => {
    // A process that health reports UP behind a proxy refused its first second of calls (issue 14 bench).
    const answer = await server.call('GET', '/sys/loginOptions');
    expect(answer.status, answer.body.message).toBe(200);
  });

  it('answers 503 in the envelope while the loop lags, and health still answers', async () => {
    let answer = await server.call('GET', '/sys/loginOptions');
    for (let i = 0; i < 50 && answer.status !== 200; i += 1) answer = await server.call('GET', '/sys/loginOptions');
    expect(answer.status).toBe(200);
    for (let i = 0; i < 10 && answer.status !== 503; i += 1) {
      block(1100);
      answer = await server.call('GET', '/sys/loginOptions');
    }
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false, code: 503, message: '服务器繁忙，请稍后再试' });
    block(1100);
    expect(server.app.isUnderPressure()).toBe(true);
    expect((await fetch(`${server.url}/jeecg-boot/actuator/health`)).status).toBe(200);
  });
});
